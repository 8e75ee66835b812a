import { AVAILABILITY_DAYS } from './constants';
import {
  addIstDays,
  compareIstDate,
  formatIstDate,
  formatTime12h,
  istDayIndex,
  istNowMinutes,
  istToday,
  parseHhmm,
  parseSlotDateKey,
  type IstDate,
} from './ist';

/**
 * The listing's search, sort and availability choices beyond the spec's six facets: their names
 * and values are defined here once; the API's query schema and the web's URL read them.
 */

export const LISTING_SORTS = [
  'recommended',
  'fee_asc',
  'fee_desc',
  'experience',
  'likes',
  'soonest',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_SORT: ListingSort = 'recommended';

export const SORT_LABELS: Record<ListingSort, string> = {
  recommended: 'Recommended',
  fee_asc: 'Fee: low to high',
  fee_desc: 'Fee: high to low',
  experience: 'Most experienced',
  likes: 'Most liked',
  soonest: 'Soonest available',
};

export const AVAILABLE_WITHIN = ['today', 'tomorrow', 'week'] as const;
export type AvailableWithin = (typeof AVAILABLE_WITHIN)[number];
export const AVAILABLE_WITHIN_LABELS: Record<AvailableWithin, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  week: 'This week',
};

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
/** IST start hours: morning before 12:00, afternoon 12:00–17:00, evening from 17:00. */
export const TIME_OF_DAY_HOURS: Record<TimeOfDay, { from: number; to: number }> = {
  morning: { from: 0, to: 12 },
  afternoon: { from: 12, to: 17 },
  evening: { from: 17, to: 24 },
};
export const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = {
  morning: 'Morning (before 12 PM)',
  afternoon: 'Afternoon (12–5 PM)',
  evening: 'Evening (after 5 PM)',
};

/** The URL and API names of the listing's search choices (the spec's facets keep theirs). */
export const SEARCH_PARAMS = {
  q: 'q',
  sort: 'sort',
  feeMin: 'feeMin',
  feeMax: 'feeMax',
  minExperience: 'minExperience',
  availableWithin: 'availableWithin',
  availableOn: 'availableOn',
  timeOfDay: 'timeOfDay',
} as const;
export type SearchParamName = keyof typeof SEARCH_PARAMS;

export const SEARCH_TEXT_MAX = 100;
export const FEE_FILTER_MAX = 100_000;
export const EXPERIENCE_FILTER_MAX = 60;

/**
 * An availability day mask: bit h is set when the day has an open slot starting in IST hour h
 * (0–23). Every time-of-day boundary falls on a whole hour, so a mask answers each exactly.
 */
export function hourMask(times: readonly string[]): number {
  let mask = 0;
  for (const t of times) {
    const minutes = parseHhmm(t);
    if (minutes !== null) mask |= 1 << Math.floor(minutes / 60);
  }
  return mask >>> 0;
}

/** The hours a time-of-day filter accepts, as a mask (every hour when none is chosen). */
export function timeOfDayMask(timeOfDay: TimeOfDay | undefined): number {
  const { from, to } = timeOfDay ? TIME_OF_DAY_HOURS[timeOfDay] : { from: 0, to: 24 };
  let mask = 0;
  for (let h = from; h < to; h++) mask |= 1 << h;
  return mask >>> 0;
}

/**
 * The window days (0 = today, IST) an availability filter asks about, or null when it asks about
 * none (no filter) — an empty list means no day can match (a date outside the booking window).
 */
export function availabilityDays(
  choice: { availableWithin?: AvailableWithin; availableOn?: string },
  now: Date,
): number[] | null {
  const windowDays = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  let days: number[] | null = null;
  if (choice.availableWithin === 'today') days = [0];
  else if (choice.availableWithin === 'tomorrow') days = [1];
  else if (choice.availableWithin === 'week') days = windowDays(0, 6);
  if (choice.availableOn !== undefined) {
    const date = parseSlotDateKey(choice.availableOn);
    const offset = date ? istDayIndex(date) - istDayIndex(istToday(now)) : -1;
    const on = offset >= 0 && offset < AVAILABILITY_DAYS ? [offset] : [];
    days = days === null ? on : days.filter((d) => on.includes(d));
  }
  return days;
}

/** Hours of today (IST) that have not fully passed: the current hour onwards. */
export function hoursLeftToday(now: Date): number {
  const current = Math.floor(istNowMinutes(now) / 60);
  let mask = 0;
  for (let h = current; h < 24; h++) mask |= 1 << h;
  return mask >>> 0;
}

/**
 * When an availability answer read at `now` stops being the answer: the next IST hour, when the
 * hours left today (and, at midnight, the window's days) move.
 */
export function nextIstHourStart(now: Date): Date {
  const minutes = istNowMinutes(now);
  const hourStartMs = now.getTime() - (minutes % 60) * 60_000 - (now.getTime() % 60_000);
  return new Date(hourStartMs + 60 * 60_000);
}

/** 'Tomorrow, 10:00 AM IST', 'Today, 6:00 PM IST' or 'Sat, 5 Dec, 11:00 AM IST'. */
export function nextAvailableLabel(slot: { slotDate: string; slotTime: string }, now: Date) {
  const date = parseSlotDateKey(slot.slotDate);
  if (!date) return `${slot.slotDate}, ${formatTime12h(slot.slotTime)} IST`;
  const today = istToday(now);
  const day = dayWord(date, today);
  return `${day}, ${formatTime12h(slot.slotTime)} IST`;
}

function dayWord(date: IstDate, today: IstDate): string {
  if (compareIstDate(date, today) === 0) return 'Today';
  if (compareIstDate(date, addIstDays(today, 1)) === 0) return 'Tomorrow';
  const [weekday, rest] = formatIstDate(date, 'short').split(', ');
  return `${weekday}, ${(rest ?? '').replace(/ \d{4}$/, '')}`;
}

export const NO_OPEN_TIMES_LABEL = `No open times in the next ${AVAILABILITY_DAYS} days`;

/** The listing's search choices as a URL or the API carries them (all optional). */
export type SearchChoicesInput = {
  q?: string;
  sort?: ListingSort;
  feeMin?: number;
  feeMax?: number;
  minExperience?: number;
  availableWithin?: AvailableWithin;
  availableOn?: string;
  timeOfDay?: TimeOfDay;
};

/** What the functions below use of URLSearchParams (the domain has no DOM types). */
type ReadableParams = { get(name: string): string | null };
type WritableParams = { set(name: string, value: string): void };

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.find((x) => x === v);

function wholeNumber(v: string | null, max: number): number | undefined {
  if (v === null || !/^\d{1,6}$/.test(v)) return undefined;
  const n = Number(v);
  return n <= max ? n : undefined;
}

/**
 * Reads the choices from a URL's parameters; a value the API would refuse is left out, so a
 * hand-edited address still shows a listing.
 */
export function readSearchChoices(params: ReadableParams): SearchChoicesInput {
  const q = params.get(SEARCH_PARAMS.q)?.trim().replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_MAX);
  const availableOn = params.get(SEARCH_PARAMS.availableOn) ?? '';
  const choices: SearchChoicesInput = {
    q: q || undefined,
    sort: oneOf(LISTING_SORTS, params.get(SEARCH_PARAMS.sort)),
    feeMin: wholeNumber(params.get(SEARCH_PARAMS.feeMin), FEE_FILTER_MAX),
    feeMax: wholeNumber(params.get(SEARCH_PARAMS.feeMax), FEE_FILTER_MAX),
    minExperience: wholeNumber(params.get(SEARCH_PARAMS.minExperience), EXPERIENCE_FILTER_MAX),
    availableWithin: oneOf(AVAILABLE_WITHIN, params.get(SEARCH_PARAMS.availableWithin)),
    availableOn: parseSlotDateKey(availableOn) ? availableOn : undefined,
    timeOfDay: oneOf(TIMES_OF_DAY, params.get(SEARCH_PARAMS.timeOfDay)),
  };
  if (
    choices.feeMin !== undefined &&
    choices.feeMax !== undefined &&
    choices.feeMin > choices.feeMax
  ) {
    choices.feeMin = undefined;
  }
  return choices;
}

/** Appends the set choices to `params` (the default sort is left out). */
export function writeSearchChoices(choices: SearchChoicesInput, params: WritableParams) {
  for (const name of Object.keys(SEARCH_PARAMS) as SearchParamName[]) {
    const value = choices[name];
    if (value === undefined || value === '' || (name === 'sort' && value === DEFAULT_SORT))
      continue;
    params.set(SEARCH_PARAMS[name], String(value));
  }
}

/** Whether any choice narrows the listing (search text, fee, experience, availability). */
export function hasActiveChoices(choices: SearchChoicesInput): boolean {
  return (Object.keys(SEARCH_PARAMS) as SearchParamName[]).some(
    (name) => name !== 'sort' && choices[name] !== undefined,
  );
}
