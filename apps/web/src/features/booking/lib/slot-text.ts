import type { Language } from '@app/domain/i18n/languages';
import { formatDateIn } from '@app/domain/i18n/dates';
import { formatIstDate, formatTime12h, parseSlotDateKey } from '@app/domain/ist';

/** 'Tue 14 Mar' for a slot date key, or the key itself when it is malformed. */
export function shortSlotDate(dateKey: string): string {
  const d = parseSlotDateKey(dateKey);
  return d
    ? formatIstDate(d, 'short')
        .replace(',', '')
        .replace(/\s\d{4}$/, '')
    : dateKey;
}

/** 'Tuesday 14 March 2026' for a slot date key. */
export function longSlotDate(dateKey: string, language: Language = 'en'): string {
  const d = parseSlotDateKey(dateKey);
  return d ? formatDateIn(language, d, 'long') : dateKey;
}

/** '6:00 PM IST' */
export const slotTimeText = (time: string) => `${formatTime12h(time)} IST`;

/** What the checkout shows: 'Booking fee · Session with Dr Asha Rao, Tue 14 Mar, 6:00 PM IST'. */
export function checkoutDescription(therapistName: string, dateKey: string, time: string) {
  return `Booking fee · Session with ${therapistName}, ${shortSlotDate(dateKey)}, ${slotTimeText(time)}`;
}
