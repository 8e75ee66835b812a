import { defineMessages } from './i18n/define';
import { istDayIndex, istToday, parseHhmm, parseSlotDateKey } from './ist';
import { TIME_OF_DAY_HOURS, type TimeOfDay } from './listing-search';

// A waitlist: a client asks to be told when a time opens with a therapist whose days are full.
// Nothing is held for anyone told: the first payment wins (architecture §5, series and waitlist).

/** A range reaches at most this many days, its first and last day included. */
export const WAITLIST_MAX_RANGE_DAYS = 14;
/** Live entries one person may keep at a time. */
export const WAITLIST_MAX_LIVE_ENTRIES = 5;
/** After this many notices without a booking, the notice asks whether to keep waiting. */
export const WAITLIST_NOTICES_BEFORE_ASKING = 3;

export const WAITLIST_MESSAGES = defineMessages({
  joined: {
    id: 'waitlist.joined',
    defaultMessage: 'You are on the waitlist. We will write to you when a time opens.',
  },
  left: { id: 'waitlist.left', defaultMessage: 'You left the waitlist.' },
  rangeOrder: {
    id: 'waitlist.rangeOrder',
    defaultMessage: 'The last day cannot be before the first day.',
  },
  rangeTooLong: {
    id: 'waitlist.rangeTooLong',
    defaultMessage: 'Please choose at most {days} days.',
  },
  pastDay: {
    id: 'waitlist.pastDay',
    defaultMessage: 'Please choose a day that has not passed.',
  },
  tooManyEntries: {
    id: 'waitlist.tooManyEntries',
    defaultMessage:
      'You are waiting for {count} times already. Leave one of them to wait for another.',
  },
  modeNotOffered: {
    id: 'waitlist.modeNotOffered',
    defaultMessage: 'This therapist does not offer that kind of session.',
  },
});

export type WaitlistSessionType = 'online' | 'in-person';

/** What a person waits for: one therapist, a day or a range of days, maybe a time of day and mode. */
export interface WaitlistWish {
  therapistId: string;
  /** The first day (slot date key, `day_month_year`). */
  slotDate: string;
  /** The last day of a range; the first day alone when absent. */
  slotDateTo?: string | null;
  timeOfDay?: TimeOfDay | null;
  sessionType?: WaitlistSessionType | null;
}

/** A time that has just opened with a therapist, and the modes it can be booked in. */
export interface OpenedTime {
  therapistId: string;
  slotDate: string;
  slotTime: string;
  /** The modes the therapist offers for it; a wish for another mode does not match. */
  sessionTypes: readonly WaitlistSessionType[];
}

const dayIndexOf = (key: string): number | null => {
  const d = parseSlotDateKey(key);
  return d ? istDayIndex(d) : null;
};

/** The last day a wish covers. */
export const lastDayOf = (wish: Pick<WaitlistWish, 'slotDate' | 'slotDateTo'>) =>
  wish.slotDateTo ?? wish.slotDate;

/** Why the days of a wish cannot be waited for, or null when they can (`now` decides "today"). */
export function wishDaysProblem(
  wish: Pick<WaitlistWish, 'slotDate' | 'slotDateTo'>,
  now: Date,
): 'rangeOrder' | 'rangeTooLong' | 'pastDay' | null {
  const from = dayIndexOf(wish.slotDate);
  const to = dayIndexOf(lastDayOf(wish));
  if (from === null || to === null) return 'rangeOrder';
  if (to < from) return 'rangeOrder';
  if (to - from + 1 > WAITLIST_MAX_RANGE_DAYS) return 'rangeTooLong';
  if (to < istDayIndex(istToday(now))) return 'pastDay';
  return null;
}

/** An entry ends when its last day has passed (IST). */
export function isWishLive(wish: Pick<WaitlistWish, 'slotDate' | 'slotDateTo'>, now: Date) {
  const to = dayIndexOf(lastDayOf(wish));
  return to !== null && to >= istDayIndex(istToday(now));
}

/** Whether a start time (HH:MM, IST) falls in a time of day; any time when none is chosen. */
export function isInTimeOfDay(slotTime: string, timeOfDay: TimeOfDay | null | undefined) {
  const minutes = parseHhmm(slotTime);
  if (minutes === null) return false;
  if (!timeOfDay) return true;
  const { from, to } = TIME_OF_DAY_HOURS[timeOfDay];
  return minutes >= from * 60 && minutes < to * 60;
}

/**
 * Whether an opened time is one the wish waits for: the same therapist, a day in the wish's days,
 * a start in its time of day and its mode offered.
 */
export function wishMatches(wish: WaitlistWish, opened: OpenedTime): boolean {
  if (wish.therapistId !== opened.therapistId) return false;
  const day = dayIndexOf(opened.slotDate);
  const from = dayIndexOf(wish.slotDate);
  const to = dayIndexOf(lastDayOf(wish));
  if (day === null || from === null || to === null || day < from || day > to) return false;
  if (!isInTimeOfDay(opened.slotTime, wish.timeOfDay)) return false;
  return !wish.sessionType || opened.sessionTypes.includes(wish.sessionType);
}

/** Whether one more entry may be added beside the person's live ones. */
export const mayAddEntry = (liveEntries: number) => liveEntries < WAITLIST_MAX_LIVE_ENTRIES;

/** Whether this notice (1 for the first) asks the person whether to keep waiting. */
export const asksToKeepWaiting = (noticeNumber: number) =>
  noticeNumber >= WAITLIST_NOTICES_BEFORE_ASKING;
