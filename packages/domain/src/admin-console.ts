import { addIstDays, istInstant, istToday, type IstDate } from './ist';

/** Pure rules of the admin console: CSV export, daily series, IST day bounds. */

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of an IST calendar day. */
export const isoDayOf = (d: IstDate): string => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** The IST day (YYYY-MM-DD) an instant falls on. */
export const istIsoDay = (at: Date): string => isoDayOf(istToday(at));

/** Parses YYYY-MM-DD; null when it is not a real calendar day. */
export function parseIsoDay(day: string): IstDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const probe = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return probe.getUTCFullYear() === d.year &&
    probe.getUTCMonth() === d.month - 1 &&
    probe.getUTCDate() === d.day
    ? d
    : null;
}

/** [start, end) of an IST day as instants. */
export function istDayBounds(d: IstDate): { start: Date; end: Date } {
  return { start: istInstant(d, '00:00'), end: istInstant(addIstDays(d, 1), '00:00') };
}

/** The last `days` IST days ending today, oldest first. */
export function lastIstDays(now: Date, days: number): string[] {
  const today = istToday(now);
  return Array.from({ length: days }, (_, i) => isoDayOf(addIstDays(today, i - days + 1)));
}

/** Every day of `days` with its value, 0 where `points` has none (points outside are dropped). */
export function fillDailySeries(
  days: readonly string[],
  points: ReadonlyArray<{ day: string; value: number }>,
): Array<{ day: string; value: number }> {
  const byDay = new Map<string, number>();
  for (const p of points) byDay.set(p.day, (byDay.get(p.day) ?? 0) + p.value);
  return days.map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A value a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) is prefixed with an
 * apostrophe so an exported address can never execute in the admin's spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document with a header row; lines end with CRLF as RFC 4180 says. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
