/**
 * India Standard Time calendar helpers. IST is a fixed UTC+05:30 with no daylight saving, so every
 * computation shifts the instant by the offset and reads UTC fields: the result never depends on
 * the host's time zone.
 */

export type IstDate = { year: number; month: number; day: number };
export type IstWeekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const IST_OFFSET_MINUTES = 330;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAYS_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function shifted(now: Date): Date {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * MINUTE_MS);
}

function fromUtcDate(u: Date): IstDate {
  return { year: u.getUTCFullYear(), month: u.getUTCMonth() + 1, day: u.getUTCDate() };
}

/** The IST calendar date of an instant. */
export function istToday(now: Date): IstDate {
  return fromUtcDate(shifted(now));
}

/** Minutes elapsed since IST midnight at the given instant (0..1439). */
export function istNowMinutes(now: Date): number {
  const s = shifted(now);
  return s.getUTCHours() * 60 + s.getUTCMinutes();
}

/** Days since 1970-01-01 for a calendar date; handy for differences between dates. */
export function istDayIndex(d: IstDate): number {
  return Math.floor(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function istWeekday(d: IstDate): IstWeekday {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() as IstWeekday;
}

export function addIstDays(d: IstDate, n: number): IstDate {
  return fromUtcDate(new Date(Date.UTC(d.year, d.month - 1, d.day + n)));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidIstDate(d: IstDate): boolean {
  return (
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.year >= 1 &&
    d.year <= 9999 &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month)
  );
}

/** 'day_month_year' without zero padding, e.g. '7_3_2026'. */
export function toSlotDateKey(d: IstDate): string {
  return `${d.day}_${d.month}_${d.year}`;
}

const KEY_RE = /^([1-9]\d?)_([1-9]\d?)_(\d{4})$/;

/** Parses a slot date key; null for malformed keys, zero padding or impossible dates (31_2_2026). */
export function parseSlotDateKey(key: string): IstDate | null {
  const m = KEY_RE.exec(key);
  if (!m) return null;
  const d = { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) };
  return isValidIstDate(d) ? d : null;
}

const HHMM_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM' (24 h) → minutes since midnight, or null when malformed. */
export function parseHhmm(hhmm: string): number | null {
  const m = HHMM_RE.exec(hhmm);
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The UTC instant of an IST wall-clock time. Throws RangeError on an invalid date or time. */
export function istInstant(d: IstDate, hhmm: string): Date {
  const minutes = parseHhmm(hhmm);
  if (minutes === null || !isValidIstDate(d)) {
    throw new RangeError(`Invalid IST date/time: ${toSlotDateKey(d)} ${hhmm}`);
  }
  const utc = Date.UTC(d.year, d.month - 1, d.day) + (minutes - IST_OFFSET_MINUTES) * MINUTE_MS;
  return new Date(utc);
}

/** Negative if a is before b, 0 if equal, positive if after. */
export function compareIstDate(a: IstDate, b: IstDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** ISO 8601 week: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeekNumber(d: IstDate): { year: number; week: number } {
  const isoDay = istWeekday(d) || 7;
  const thursday = addIstDays(d, 4 - isoDay);
  const dayOfYear = istDayIndex(thursday) - istDayIndex({ year: thursday.year, month: 1, day: 1 });
  return { year: thursday.year, week: Math.floor(dayOfYear / 7) + 1 };
}

export type IstDateStyle = 'short' | 'long' | 'day-month';

/**
 * short: 'Tue, 14 Mar 2026'; long: 'Tuesday 14 March 2026'; day-month: '14 Mar'.
 */
export function formatIstDate(d: IstDate, style: IstDateStyle = 'short'): string {
  const wd = istWeekday(d);
  switch (style) {
    case 'long':
      return `${DAYS_LONG[wd]} ${d.day} ${MONTHS_LONG[d.month - 1]} ${d.year}`;
    case 'day-month':
      return `${d.day} ${MONTHS_SHORT[d.month - 1]}`;
    case 'short':
      return `${DAYS_SHORT[wd]}, ${d.day} ${MONTHS_SHORT[d.month - 1]} ${d.year}`;
  }
}

/** '18:00' → '6:00 PM', '00:30' → '12:30 AM'. Malformed input is returned unchanged. */
export function formatTime12h(hhmm: string): string {
  const minutes = parseHhmm(hhmm);
  if (minutes === null) return hhmm;
  const h = Math.floor(minutes / 60);
  const mm = String(minutes % 60).padStart(2, '0');
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${suffix}`;
}

/**
 * An instant as a person reads it: 'Thu, 26 Nov 2026, 8:00 AM IST' (the booking flow's format).
 * Messages never show UTC or ISO times.
 */
export function formatIstMoment(at: Date): string {
  const minutes = istNowMinutes(at);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${formatIstDate(istToday(at), 'short')}, ${formatTime12h(hhmm)} IST`;
}
