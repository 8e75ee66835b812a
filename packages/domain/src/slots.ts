import { AVAILABILITY_DAYS } from './constants';
import { WEEKDAYS } from './catalogues';
import {
  addIstDays,
  compareIstDate,
  istNowMinutes,
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

export type SlotQuery = {
  now: Date;
  timeSlots: WeeklyHours;
  taken: TakenSlots;
  /** Window length in days, today (IST) included. */
  days?: number;
};

function takenOn(taken: TakenSlots, key: string): readonly string[] {
  if (taken instanceof Map) return taken.get(key) ?? [];
  return (taken as Readonly<Record<string, readonly string[] | undefined>>)[key] ?? [];
}

function weekdayKeyOf(d: IstDate): WeekdayKey {
  return WEEKDAYS[istWeekday(d)] as WeekdayKey;
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
}: SlotQuery): OpenSlotDay[] {
  const today = istToday(now);
  const nowMinutes = istNowMinutes(now);
  const result: OpenSlotDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = addIstDays(today, i);
    const key = toSlotDateKey(date);
    const weekday = weekdayKeyOf(date);
    const busy = new Set(takenOn(taken, key));
    const times = new Set<string>();
    for (const t of timeSlots[weekday] ?? []) {
      const minutes = parseHhmm(t);
      if (minutes === null || busy.has(t)) continue;
      if (i === 0 && minutes <= nowMinutes) continue;
      times.add(t);
    }
    // Zero-padded 'HH:MM' strings sort chronologically.
    result.push({ date, key, weekday, times: [...times].sort() });
  }
  return result;
}

export type SlotCheck = 'ok' | 'past' | 'outside-hours' | 'beyond-window' | 'taken' | 'invalid';

/** Server-side check of one requested slot, consistent with openSlots. */
export function isSlotBookable({
  now,
  timeSlots,
  taken,
  dateKey,
  time,
  days = AVAILABILITY_DAYS,
}: SlotQuery & { dateKey: string; time: string }): SlotCheck {
  const date = parseSlotDateKey(dateKey);
  const minutes = parseHhmm(time);
  if (!date || minutes === null) return 'invalid';
  const today = istToday(now);
  const cmp = compareIstDate(date, today);
  if (cmp < 0 || (cmp === 0 && minutes <= istNowMinutes(now))) return 'past';
  if (compareIstDate(date, addIstDays(today, days - 1)) > 0) return 'beyond-window';
  if (!(timeSlots[weekdayKeyOf(date)] ?? []).includes(time)) return 'outside-hours';
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
