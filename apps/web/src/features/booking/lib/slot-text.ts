import type { Language } from '@app/domain/i18n/languages';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import type { Translator } from '@app/domain/i18n/translator';
import { parseSlotDateKey } from '@app/domain/ist';
import { BOOKING } from './booking-words';

/**
 * 'Tue 14 Mar' ('मंगल, 14 मार्च') for a slot date key, or the key itself when it is malformed.
 */
export function shortSlotDate(dateKey: string, language: Language = 'en'): string {
  const d = parseSlotDateKey(dateKey);
  if (!d) return dateKey;
  const withYear = formatDateIn(language, d, 'short');
  return (language === 'en' ? withYear.replace(',', '') : withYear).replace(/\s\d{4}$/, '');
}

/** 'Tuesday 14 March 2026' for a slot date key. */
export function longSlotDate(dateKey: string, language: Language = 'en'): string {
  const d = parseSlotDateKey(dateKey);
  return d ? formatDateIn(language, d, 'long') : dateKey;
}

/**
 * What the checkout shows, in the translator's language: 'Booking fee · Session with Dr Asha Rao,
 * Tue 14 Mar, 6:00 PM IST'.
 */
export function checkoutDescription(
  t: Translator,
  therapistName: string,
  dateKey: string,
  time: string,
) {
  return t(BOOKING.checkoutDescription, {
    name: therapistName,
    date: shortSlotDate(dateKey, t.language),
    time: formatTimeIn(t.language, time),
  });
}
