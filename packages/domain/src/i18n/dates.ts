import {
  addIstDays,
  compareIstDate,
  formatIstDate,
  formatTime12h,
  istToday,
  parseHhmm,
  parseSlotDateKey,
  type IstDate,
  type IstDateStyle,
} from '../ist';
import { defineMessages } from './define';
import { INTL_LOCALE, type Language } from './languages';
import type { Translator } from './translator';

/**
 * Dates and times as each language's readers expect them, always in IST. English keeps the
 * spec's own formats ('Tue, 14 Mar 2026', '6:00 PM'); Hindi reads them through Intl with hi-IN
 * ('मंगल, 14 मार्च 2026', 'शाम 6:00 बजे').
 */
const M = defineMessages({
  today: { id: 'common.dates.today', defaultMessage: 'Today' },
  tomorrow: { id: 'common.dates.tomorrow', defaultMessage: 'Tomorrow' },
  slot: { id: 'common.dates.slot', defaultMessage: '{day}, {time} IST' },
});

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone: 'UTC', ...options });
    formatters.set(key, f);
  }
  return f;
}

// An IST calendar day or clock time held as the same figures in UTC, so Intl reads them as given.
const asUtc = (d: IstDate, minutes = 0) =>
  new Date(Date.UTC(d.year, d.month - 1, d.day, Math.floor(minutes / 60), minutes % 60));

const HINDI_DATE_STYLE: Record<IstDateStyle, Intl.DateTimeFormatOptions> = {
  short: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  'day-month': { day: 'numeric', month: 'short' },
};

/** A calendar day in a language: 'Tue, 14 Mar 2026' / 'मंगल, 14 मार्च 2026'. */
export function formatDateIn(language: Language, d: IstDate, style: IstDateStyle = 'short') {
  if (language === 'en') return formatIstDate(d, style);
  return formatter(language, HINDI_DATE_STYLE[style]).format(asUtc(d));
}

/** A weekday in a language: 'Tue' / 'मंगल', long 'Tuesday' / 'मंगलवार'. */
export function formatWeekdayIn(language: Language, d: IstDate, style: 'short' | 'long' = 'short') {
  if (language === 'en') {
    const [weekday = ''] = formatIstDate(d, style === 'long' ? 'long' : 'short').split(/[ ,]/);
    return weekday;
  }
  return formatter(language, { weekday: style }).format(asUtc(d));
}

/** A month and year in a language: 'November 2026' / 'नवंबर 2026'. */
export function formatMonthIn(language: Language, d: IstDate): string {
  if (language === 'en') return formatIstDate(d, 'long').split(' ').slice(2).join(' ');
  return formatter(language, { month: 'long', year: 'numeric' }).format(asUtc(d));
}

/** A clock time (HH:MM, IST) in a language: '6:00 PM' / 'शाम 6:00 बजे'. */
export function formatTimeIn(language: Language, hhmm: string): string {
  if (language === 'en') return formatTime12h(hhmm);
  const minutes = parseHhmm(hhmm);
  if (minutes === null) return hhmm;
  const time = formatter(language, {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
  }).format(asUtc({ year: 2000, month: 1, day: 1 }, minutes));
  return `${time} बजे`;
}

/** 'Tomorrow, 10:00 AM IST', 'Sat, 5 Dec, 11:00 AM IST' in the translator's language. */
export function nextAvailableText(
  slot: { slotDate: string; slotTime: string },
  now: Date,
  t: Translator,
): string {
  const time = formatTimeIn(t.language, slot.slotTime);
  const date = parseSlotDateKey(slot.slotDate);
  if (!date) return t(M.slot, { day: slot.slotDate, time });
  const today = istToday(now);
  let day: string;
  if (compareIstDate(date, today) === 0) day = t(M.today);
  else if (compareIstDate(date, addIstDays(today, 1)) === 0) day = t(M.tomorrow);
  else if (t.language === 'en') {
    const [weekday, rest] = formatIstDate(date, 'short').split(', ');
    day = `${weekday}, ${(rest ?? '').replace(/ \d{4}$/, '')}`;
  } else
    day = formatter(t.language, { weekday: 'short', day: 'numeric', month: 'short' }).format(
      asUtc(date),
    );
  return t(M.slot, { day, time });
}
