import { WEEKDAYS } from '@app/domain/catalogues';
import { AVAILABILITY_DAYS } from '@app/domain/constants';
import { addIstDays, istToday, istWeekday, toSlotDateKey } from '@app/domain/ist';
import type { OpenSlotDay } from '@app/domain/slots';
import type { WeekdayKey } from '@app/domain/schemas/therapist';

/**
 * The date strip's days from the times a booking can move to ('day_month_year' → times): every day
 * of the booking window, open times or none, as the booking page's strip shows them.
 */
export function openDaysFrom(
  openSlots: Readonly<Record<string, readonly string[]>>,
  now: Date,
  days = AVAILABILITY_DAYS,
): OpenSlotDay[] {
  const today = istToday(now);
  return Array.from({ length: days }, (_, i) => {
    const date = addIstDays(today, i);
    const key = toSlotDateKey(date);
    return {
      date,
      key,
      weekday: WEEKDAYS[istWeekday(date)] as WeekdayKey,
      times: [...(openSlots[key] ?? [])],
    };
  });
}
