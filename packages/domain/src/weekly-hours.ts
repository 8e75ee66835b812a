/**
 * The join form's weekly availability picker (booking-and-payments.md §4 "Join form", §5): days
 * with time ranges, edited by the rules below, stored as hourly start times 'HH:MM' per weekday.
 */
import { WEEKDAYS, type Weekday } from './catalogues';
import { MESSAGES } from './messages';

/** A range of one day in 24-hour 'HH:MM'; the end is exclusive. */
export type TimeRange = { start: string; end: string };
export type DayHours = { enabled: boolean; ranges: TimeRange[] };
export type WeekHours = Record<Weekday, DayHours>;
export type TimeSlots = Partial<Record<Weekday, string[]>>;

export const DEFAULT_RANGE: TimeRange = { start: '09:00', end: '17:00' };
/** The picker's minutes (§5). */
export const PICKER_MINUTES = [0, 15, 30, 45] as const;
/** The last time the picker offers: 11:45 PM. */
const LAST_MINUTE = 23 * 60 + 45;

export type Edit = { ok: true; week: WeekHours } | { ok: false; message: string };

export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function fromMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** 12-hour parts of a 24-hour time: '13:30' → { hour: 1, minute: 30, period: 'PM' }. */
export function toTwelveHour(time: string): { hour: number; minute: number; period: 'AM' | 'PM' } {
  const total = toMinutes(time);
  const h24 = Math.floor(total / 60);
  return {
    hour: h24 % 12 === 0 ? 12 : h24 % 12,
    minute: total % 60,
    period: h24 < 12 ? 'AM' : 'PM',
  };
}

export function fromTwelveHour(hour: number, minute: number, period: 'AM' | 'PM'): string {
  const h24 = (hour % 12) + (period === 'PM' ? 12 : 0);
  return fromMinutes(h24 * 60 + minute);
}

/** '13:30' → '1:30 PM' */
export function formatTwelveHour(time: string): string {
  const { hour, minute, period } = toTwelveHour(time);
  return `${hour}:${String(minute).padStart(2, '0')} ${period}`;
}

export function emptyWeek(): WeekHours {
  const off = (): DayHours => ({ enabled: false, ranges: [] });
  return { Sun: off(), Mon: off(), Tue: off(), Wed: off(), Thu: off(), Fri: off(), Sat: off() };
}

const withDay = (week: WeekHours, day: Weekday, hours: DayHours): WeekHours => ({
  ...week,
  [day]: hours,
});

const overlaps = (a: TimeRange, b: TimeRange) =>
  toMinutes(a.start) < toMinutes(b.end) && toMinutes(b.start) < toMinutes(a.end);

/** Enabling a day adds the default 09:00-17:00 range; disabling clears its ranges. */
export function toggleDay(week: WeekHours, day: Weekday, enabled: boolean): WeekHours {
  return withDay(
    week,
    day,
    enabled ? { enabled, ranges: [DEFAULT_RANGE] } : { enabled, ranges: [] },
  );
}

/** Removing the last range of a day disables the day. */
export function removeRange(week: WeekHours, day: Weekday, index: number): WeekHours {
  const ranges = week[day].ranges.filter((_, i) => i !== index);
  return withDay(week, day, { enabled: ranges.length > 0, ranges });
}

/**
 * Adds a range to a day: by default the hour after the day's latest range. A range that
 * overlaps an existing one is refused with the spec's alert.
 */
export function addRange(week: WeekHours, day: Weekday, range?: TimeRange): Edit {
  const current = week[day].ranges;
  const latestEnd = Math.max(0, ...current.map((r) => toMinutes(r.end)));
  const start = Math.min(latestEnd, LAST_MINUTE - 60);
  const next = range ?? { start: fromMinutes(start), end: fromMinutes(start + 60) };
  if (current.some((r) => overlaps(r, next))) return { ok: false, message: MESSAGES.join.overlap };
  return { ok: true, week: withDay(week, day, { enabled: true, ranges: [...current, next] }) };
}

function replaceRange(week: WeekHours, day: Weekday, index: number, range: TimeRange): Edit {
  const others = week[day].ranges.filter((_, i) => i !== index);
  if (others.some((r) => overlaps(r, range))) return { ok: false, message: MESSAGES.join.overlap };
  const ranges = week[day].ranges.map((r, i) => (i === index ? range : r));
  return { ok: true, week: withDay(week, day, { enabled: true, ranges }) };
}

/** Picking a start sets the end one hour later (at most 11:45 PM). */
export function setRangeStart(week: WeekHours, day: Weekday, index: number, start: string): Edit {
  const end = fromMinutes(Math.min(toMinutes(start) + 60, LAST_MINUTE));
  return replaceRange(week, day, index, { start, end });
}

export const END_BEFORE_START = 'The end time cannot be earlier than the start time.';

/** The end cannot be earlier than the start. */
export function setRangeEnd(week: WeekHours, day: Weekday, index: number, end: string): Edit {
  const range = week[day].ranges[index];
  if (!range) return { ok: true, week };
  if (toMinutes(end) < toMinutes(range.start)) return { ok: false, message: END_BEFORE_START };
  return replaceRange(week, day, index, { start: range.start, end });
}

/**
 * The hourly start times inside a range: every whole hour h with start <= h and h + 1 hour <= end
 * (start inclusive, end exclusive). 09:00-17:00 gives 09:00 … 16:00.
 */
export function hourlyStarts(range: TimeRange): string[] {
  const out: string[] = [];
  const end = toMinutes(range.end);
  for (let t = Math.ceil(toMinutes(range.start) / 60) * 60; t + 60 <= end; t += 60) {
    out.push(fromMinutes(t));
  }
  return out;
}

/** What the join payload stores: enabled days only, sorted unique hourly start times. */
export function toTimeSlots(week: WeekHours): TimeSlots {
  const slots: TimeSlots = {};
  for (const day of WEEKDAYS) {
    if (!week[day].enabled) continue;
    const times = [...new Set(week[day].ranges.flatMap(hourlyStarts))].sort();
    if (times.length > 0) slots[day] = times;
  }
  return slots;
}

export const hasAnySlot = (slots: TimeSlots): boolean =>
  Object.values(slots).some((times) => (times?.length ?? 0) > 0);

/** The picker's week for stored hourly start times: each run of consecutive hours is one range. */
export function fromTimeSlots(slots: TimeSlots): WeekHours {
  const week = emptyWeek();
  for (const day of WEEKDAYS) {
    const starts = [...new Set(slots[day] ?? [])].map(toMinutes).sort((a, b) => a - b);
    const ranges: TimeRange[] = [];
    for (const start of starts) {
      const last = ranges[ranges.length - 1];
      if (last && toMinutes(last.end) === start) last.end = fromMinutes(start + 60);
      else ranges.push({ start: fromMinutes(start), end: fromMinutes(start + 60) });
    }
    week[day] = { enabled: ranges.length > 0, ranges };
  }
  return week;
}
