import { AVAILABILITY_DAYS } from '../constants';

/** One therapist's row of the availability read model, as the listing keeps it in memory. */
export interface OpenTimes {
  /** Days since 1970-01-01 of the window's first day (IST). */
  windowStart: number;
  /** Per window day, the IST hours with an open slot (bit h: a slot starts in hour h). */
  dayMasks: readonly number[];
  /** The first open slot (epoch ms), NaN when none. */
  nextAvailable: number;
}

/** An availability choice as the search criteria carry it (`today` as days since 1970). */
export interface OpenTimesAsked {
  days: readonly number[] | null;
  hours: number;
  today: number;
  hoursLeftToday: number;
}

const EVERY_DAY = Array.from({ length: AVAILABILITY_DAYS }, (_, day) => day);

/**
 * Whether a therapist has an open slot as asked (the listing's one availability rule): each
 * asked day's mask, read at its place in the row's window (a day outside it has none), within the
 * hours asked (today: only the hours not yet past). No row: no open slot.
 */
export function isOpenAsAsked(row: OpenTimes | undefined, asked: OpenTimesAsked): boolean {
  if (!row) return false;
  const offset = asked.today - row.windowStart;
  for (const day of asked.days ?? EVERY_DAY) {
    const mask = row.dayMasks[offset + day];
    if (mask === undefined || offset + day < 0) continue;
    const hours = day === 0 ? asked.hours & asked.hoursLeftToday : asked.hours;
    if ((mask & hours) !== 0) return true;
  }
  return false;
}

/**
 * The first open hour as asked (the rule of isOpenAsAsked): the earliest asked day of the window
 * with an open hour within the hours asked, and its first such hour. What a card calls "next
 * available" when the search asked for days or a time of day. Null when nothing fits.
 */
export function firstOpenAsAsked(
  row: OpenTimes | undefined,
  asked: OpenTimesAsked,
): { day: number; hour: number } | null {
  if (!row) return null;
  const offset = asked.today - row.windowStart;
  // Few cards a page: the days asked are put in order here, not in the listing's hot loop.
  const days = asked.days ? [...asked.days].sort((a, b) => a - b) : EVERY_DAY;
  for (const day of days) {
    const mask = row.dayMasks[offset + day];
    if (mask === undefined || offset + day < 0) continue;
    const open = mask & (day === 0 ? asked.hours & asked.hoursLeftToday : asked.hours);
    if (open === 0) continue;
    return { day: asked.today + day, hour: 31 - Math.clz32(open & -open) };
  }
  return null;
}

/** Days since 1970-01-01 of an ISO date ('2026-11-26'). */
export const dayNumber = (isoDate: string) =>
  Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
