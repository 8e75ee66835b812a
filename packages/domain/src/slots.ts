import { AVAILABILITY_DAYS } from './constants';
import { WEEKDAYS } from './catalogues';
import {
  IST_OFFSET_MINUTES,
  addIstDays,
  compareIstDate,
  istDayIndex,
  istInstant,
  istToday,
  istWeekday,
  parseHhmm,
  parseSlotDateKey,
  toSlotDateKey,
  type IstDate,
} from './ist';
import type { WeekdayKey } from './schemas/therapist';

export type WeeklyHours = Partial<Record<WeekdayKey, readonly string[]>>;
/** Slot date key ('day_month_year') → 'HH:MM' times booked or held. */
export type TakenSlots =
  Readonly<Record<string, readonly string[] | undefined>> | ReadonlyMap<string, readonly string[]>;

export type OpenSlotDay = { date: IstDate; key: string; weekday: WeekdayKey; times: string[] };

/** Days off, both ends included, as slot date keys ('day_month_year'). */
export type DateRange = { from: string; to: string };

/** What a therapist sets beside the weekly hours (decision 0041). */
export type SlotRules = {
  /** Slot date key → the start times of that date, replacing the weekday's hours; [] closes it. */
  dateHours?: Readonly<Record<string, readonly string[] | undefined>>;
  timeOff?: readonly DateRange[];
  /** A slot can be booked only this many hours or more before it starts. */
  minimumNoticeHours?: number;
};

export type SlotQuery = SlotRules & {
  now: Date;
  timeSlots: WeeklyHours;
  taken: TakenSlots;
  /** Window length in days, today (IST) included. */
  days?: number;
};

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

function takenOn(taken: TakenSlots, key: string): readonly string[] {
  if (taken instanceof Map) return taken.get(key) ?? [];
  return (taken as Readonly<Record<string, readonly string[] | undefined>>)[key] ?? [];
}

function weekdayKeyOf(d: IstDate): WeekdayKey {
  return WEEKDAYS[istWeekday(d)] as WeekdayKey;
}

/** The ranges as day numbers (malformed ranges dropped: they cover nothing). */
function dayRanges(timeOff: readonly DateRange[] = []): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const r of timeOff) {
    const from = parseSlotDateKey(r.from);
    const to = parseSlotDateKey(r.to);
    if (from !== null && to !== null) ranges.push([istDayIndex(from), istDayIndex(to)]);
  }
  return ranges;
}

const within = (day: number, ranges: ReadonlyArray<[number, number]>) =>
  ranges.some(([from, to]) => from <= day && day <= to);

/** Whether a date falls inside one of the ranges (malformed ranges cover nothing). */
export function isTimeOff(date: IstDate, timeOff: readonly DateRange[] = []): boolean {
  return within(istDayIndex(date), dayRanges(timeOff));
}

/** The start times a therapist works on a date: none on time off, else date hours, else weekly. */
export function hoursOn(
  date: IstDate,
  timeSlots: WeeklyHours,
  rules: SlotRules,
): readonly string[] {
  if (isTimeOff(date, rules.timeOff)) return [];
  return rules.dateHours?.[toSlotDateKey(date)] ?? timeSlots[weekdayKeyOf(date)] ?? [];
}

/**
 * Whether a start is soon enough to be refused: it must be later than now and at least the
 * minimum notice ahead (exactly the notice ahead is accepted).
 */
function tooSoon(start: Date, now: Date, minimumNoticeHours = 0): 'past' | 'too-soon' | null {
  const ahead = start.getTime() - now.getTime();
  if (ahead <= 0) return 'past';
  return ahead < minimumNoticeHours * HOUR_MS ? 'too-soon' : null;
}

/**
 * The dates of the window whose hours differ from the weekly pattern: time off as [] and date
 * hours as set. This is what a public profile carries, so a note or a range never leaves the server.
 */
export function dateHoursInWindow(
  now: Date,
  rules: SlotRules,
  days = AVAILABILITY_DAYS,
): Record<string, string[]> {
  const today = istToday(now);
  const result: Record<string, string[]> = {};
  for (let i = 0; i < days; i++) {
    const date = addIstDays(today, i);
    const key = toSlotDateKey(date);
    if (isTimeOff(date, rules.timeOff)) result[key] = [];
    else if (rules.dateHours?.[key]) result[key] = [...(rules.dateHours[key] ?? [])];
  }
  return result;
}

/**
 * The booking window: today (IST) plus the following days-1 days. Every day is returned, even with
 * no times, because the UI shows a date strip. Today's times must be strictly later than now.
 */
export function openSlots({
  now,
  timeSlots,
  taken,
  days = AVAILABILITY_DAYS,
  ...rules
}: SlotQuery): OpenSlotDay[] {
  const today = istToday(now);
  const result: OpenSlotDay[] = [];
  // The same few times recur on every day: each is read once (the read model computes this for
  // every listed therapist), and a start is the day's midnight plus its minutes.
  const minutesOf = new Map<string, number | null>();
  const earliest = now.getTime() + (rules.minimumNoticeHours ?? 0) * HOUR_MS;
  const off = dayRanges(rules.timeOff);
  const firstDay = istDayIndex(today);
  const firstWeekday = istWeekday(today);
  for (let i = 0; i < days; i++) {
    const date = addIstDays(today, i);
    const key = toSlotDateKey(date);
    const weekday = WEEKDAYS[(firstWeekday + i) % 7] as WeekdayKey;
    const busy = new Set(takenOn(taken, key));
    const times = new Set<string>();
    const midnight = (firstDay + i) * DAY_MS - IST_OFFSET_MINUTES * MINUTE_MS;
    const hours = within(firstDay + i, off) ? [] : (rules.dateHours?.[key] ?? timeSlots[weekday]);
    for (const t of hours ?? []) {
      let minutes = minutesOf.get(t);
      if (minutes === undefined) minutesOf.set(t, (minutes = parseHhmm(t)));
      if (minutes === null || busy.has(t)) continue;
      // As tooSoon: later than now, and at least the minimum notice ahead.
      const start = midnight + minutes * MINUTE_MS;
      if (start <= now.getTime() || start < earliest) continue;
      times.add(t);
    }
    // Zero-padded 'HH:MM' strings sort chronologically.
    result.push({ date, key, weekday, times: [...times].sort() });
  }
  return result;
}

export type SlotCheck =
  'ok' | 'past' | 'too-soon' | 'time-off' | 'outside-hours' | 'beyond-window' | 'taken' | 'invalid';

/** Server-side check of one requested slot, consistent with openSlots. */
export function isSlotBookable({
  now,
  timeSlots,
  taken,
  dateKey,
  time,
  days = AVAILABILITY_DAYS,
  ...rules
}: SlotQuery & { dateKey: string; time: string }): SlotCheck {
  const date = parseSlotDateKey(dateKey);
  if (!date || parseHhmm(time) === null) return 'invalid';
  const soon = tooSoon(istInstant(date, time), now, rules.minimumNoticeHours);
  if (soon === 'past') return 'past';
  if (compareIstDate(date, addIstDays(istToday(now), days - 1)) > 0) return 'beyond-window';
  if (isTimeOff(date, rules.timeOff)) return 'time-off';
  if (!hoursOn(date, timeSlots, rules).includes(time)) return 'outside-hours';
  if (soon) return soon;
  if (takenOn(taken, dateKey).includes(time)) return 'taken';
  return 'ok';
}

/**
 * The taken slots as the holder of a live hold sees them: their own held slot is open to them
 * (others still see it taken). Answers `taken` itself when there is no hold.
 */
export function withoutOwnHold(
  taken: Readonly<Record<string, readonly string[] | undefined>>,
  hold: { slotDate: string; slotTime: string } | null,
): Readonly<Record<string, readonly string[] | undefined>> {
  const times = hold ? taken[hold.slotDate] : undefined;
  if (!hold || !times?.includes(hold.slotTime)) return taken;
  return { ...taken, [hold.slotDate]: times.filter((t) => t !== hold.slotTime) };
}

export type SlotConflict = 'time-off' | 'outside-date-hours';

/**
 * Why a booked session no longer fits the therapist's rules, if it does not: its date is time off,
 * or the date has its own hours without this time. Weekly hours never unsettle a booked session.
 */
export function conflictOf(dateKey: string, time: string, rules: SlotRules): SlotConflict | null {
  const date = parseSlotDateKey(dateKey);
  if (!date) return null;
  if (isTimeOff(date, rules.timeOff)) return 'time-off';
  const own = rules.dateHours?.[dateKey];
  return own && !own.includes(time) ? 'outside-date-hours' : null;
}
