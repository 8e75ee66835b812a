import { istDayBounds, istIsoDay } from './admin-console';
import { compareIstDate, istNowMinutes, parseSlotDateKey } from './ist';

/** Pure rules of the finance exports: the date range, money and time cells, file names. */

/** The longest range one export covers, in IST days (a year and a day for leap years). */
export const EXPORT_MAX_DAYS = 366;

/** The years a range may name: the product's money lives in them, and every instant of them is one PostgreSQL reads. */
export const EXPORT_YEARS = { first: 2000, last: 2100 } as const;

/** The finance exports; `invoices` is the invoice register (see invoice-register.ts). */
export const EXPORT_KINDS = ['payments', 'refunds', 'appointments', 'invoices'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** [start, end) instants of an inclusive IST range of d_m_yyyy days; null when not a real range. */
export function exportRange(from: string, to: string): { start: Date; end: Date } | null {
  const a = parseSlotDateKey(from);
  const b = parseSlotDateKey(to);
  if (!a || !b || compareIstDate(a, b) > 0) return null;
  if (a.year < EXPORT_YEARS.first || b.year > EXPORT_YEARS.last) return null;
  const start = istDayBounds(a).start;
  const end = istDayBounds(b).end;
  if (end.getTime() - start.getTime() > EXPORT_MAX_DAYS * 86_400_000) return null;
  return { start, end };
}

/** Paise as rupees with two decimals, no symbol or grouping: 9900 → '99.00', -50 → '-0.50'. */
export function rupeesCell(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An instant as IST 'YYYY-MM-DD HH:MM', the form spreadsheets sort and read as a date. */
export function istCell(at: Date | null): string {
  if (!at) return '';
  const minutes = istNowMinutes(at);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${istIsoDay(at)} ${hh}:${mm}`;
}

/** e.g. 'payments_1_11_2026-30_11_2026.csv'. */
export const exportFileName = (kind: ExportKind, from: string, to: string) =>
  `${kind}_${from}-${to}.csv`;
