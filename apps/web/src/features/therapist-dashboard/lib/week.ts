import { addIstDays, istWeekday, toSlotDateKey, type IstDate } from '@app/domain/ist';
import { hoursOn, isTimeOff, type SlotRules, type WeeklyHours } from '@app/domain/slots';
import type { SessionView } from './session-view';

/** The Monday of the IST week a date falls in. */
export const mondayOf = (d: IstDate) => addIstDays(d, -((istWeekday(d) + 6) % 7));

export type CalendarDay = {
  date: IstDate;
  key: string;
  /** Start times the therapist works that day (none on time off). */
  open: readonly string[];
  timeOff: boolean;
  sessions: SessionView[];
};

/** Seven days from `monday` with their open hours, time off and sessions (by slot date). */
export function weekOf(
  monday: IstDate,
  timeSlots: WeeklyHours,
  rules: SlotRules,
  sessions: readonly SessionView[],
): CalendarDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addIstDays(monday, i);
    const key = toSlotDateKey(date);
    return {
      date,
      key,
      open: hoursOn(date, timeSlots, rules),
      timeOff: isTimeOff(date, rules.timeOff),
      sessions: sessions
        .filter((s) => s.item.slotDate === key)
        .sort((a, b) => a.item.slotTime.localeCompare(b.item.slotTime)),
    };
  });
}

/** The hour rows a week shows: 8 AM to 8 PM, widened to every open hour and session. */
export function hourRows(days: readonly CalendarDay[]): string[] {
  let first = 8;
  let last = 20;
  for (const d of days) {
    for (const t of [...d.open, ...d.sessions.map((s) => s.item.slotTime)]) {
      const h = Number(t.slice(0, 2));
      first = Math.min(first, h);
      last = Math.max(last, h);
    }
  }
  return Array.from(
    { length: last - first + 1 },
    (_, i) => `${String(first + i).padStart(2, '0')}:00`,
  );
}
