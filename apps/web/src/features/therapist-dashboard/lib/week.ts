import {
  addIstDays,
  compareIstDate,
  istNowMinutes,
  istToday,
  istWeekday,
  toSlotDateKey,
  type IstDate,
} from '@app/domain/ist';
import { hoursOn, isTimeOff, type SlotRules, type WeeklyHours } from '@app/domain/slots';
import type { SessionView } from './session-view';

/** The Monday of the IST week a date falls in. */
export const mondayOf = (d: IstDate) => addIstDays(d, -((istWeekday(d) + 6) % 7));

export type CalendarDay = {
  date: IstDate;
  key: string;
  /** Start times the therapist works that day (none on time off). */
  hours: readonly string[];
  /** Of those, the hours still open: not begun yet and not taken by a session. */
  open: readonly string[];
  timeOff: boolean;
  sessions: SessionView[];
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Seven days from `monday` with their working hours, the hours still open at `now` (IST), time off
 * and sessions (by slot date; cancelled ones are left out by the caller).
 */
export function weekOf(
  monday: IstDate,
  timeSlots: WeeklyHours,
  rules: SlotRules,
  sessions: readonly SessionView[],
  now: Date,
): CalendarDay[] {
  const today = istToday(now);
  const minutesNow = istNowMinutes(now);
  return Array.from({ length: 7 }, (_, i) => {
    const date = addIstDays(monday, i);
    const key = toSlotDateKey(date);
    const hours = hoursOn(date, timeSlots, rules);
    const onDay = sessions
      .filter((s) => s.item.slotDate === key)
      .sort((a, b) => a.item.slotTime.localeCompare(b.item.slotTime));
    const taken = new Set(onDay.map((s) => s.item.slotTime.slice(0, 2)));
    const when = compareIstDate(date, today);
    const open =
      when < 0
        ? []
        : hours.filter((h) => !taken.has(h.slice(0, 2)) && (when > 0 || minutesOf(h) > minutesNow));
    return { date, key, hours, open, timeOff: isTimeOff(date, rules.timeOff), sessions: onDay };
  });
}

/** The hour rows a week shows: 8 AM to 8 PM, widened to every open hour and session. */
export function hourRows(days: readonly CalendarDay[]): string[] {
  let first = 8;
  let last = 20;
  for (const d of days) {
    for (const t of [...d.hours, ...d.sessions.map((s) => s.item.slotTime)]) {
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
