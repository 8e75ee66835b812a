import { AVAILABILITY_DAYS } from '@app/domain/constants';
import {
  addIstDays,
  istToday,
  parseSlotDateKey,
  toSlotDateKey,
  type IstDate,
} from '@app/domain/ist';
import type { Language } from '@app/domain/i18n/languages';

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as a date input holds it (`2026-03-12`). */
export const inputValueOf = (d: IstDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** A date input's value as a slot date key (`12_3_2026`); '' when empty or malformed. */
export function slotKeyOfInput(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return '';
  return toSlotDateKey({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
}

/** A slot date key as a date input's value; '' for a key that names no day. */
export function inputValueOfKey(key: string | null | undefined): string {
  const d = key ? parseSlotDateKey(key) : null;
  return d ? inputValueOf(d) : '';
}

/** The days a person may pick: today (IST) to the end of the booking window. */
export function pickableDays(now: Date) {
  const today = istToday(now);
  return {
    min: inputValueOf(today),
    max: inputValueOf(addIstDays(today, AVAILABILITY_DAYS - 1)),
  };
}

/** A day in the page's language: 'Thu, 12 Mar' or 'गुरु, 12 मार्च'. */
export function dayLabel(key: string, language: Language): string {
  const d = parseSlotDateKey(key);
  if (!d) return key;
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(d.year, d.month - 1, d.day)));
}
