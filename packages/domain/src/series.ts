import { AVAILABILITY_DAYS, BOOKING_FEE_PAISE } from './constants';
import { defineMessages } from './i18n/define';
import { addIstDays, parseSlotDateKey, toSlotDateKey } from './ist';
import { isSlotBookable, type SlotQuery } from './slots';

/** A standing series is booked for 2 to 12 weeks (decision 0066); 1 is a single session. */
export const SERIES_MIN_WEEKS = 2;
export const SERIES_MAX_WEEKS = 12;

/** Why a week of a series cannot be booked; the first week must be bookable for any of it. */
export type OccurrenceProblem = 'past' | 'too-soon' | 'time-off' | 'outside-hours' | 'taken';

export type Occurrence =
  | { slotDate: string; slotTime: string; available: true }
  | { slotDate: string; slotTime: string; available: false; reason: OccurrenceProblem };

/** The same weekday and time for `weeks` weeks from the first date (an invalid key gives none). */
export function weeklyDates(firstDateKey: string, weeks: number): string[] {
  const first = parseSlotDateKey(firstDateKey);
  if (!first) return [];
  return Array.from({ length: weeks }, (_, i) => toSlotDateKey(addIstDays(first, 7 * i)));
}

/** How many days ahead a series starting in the booking window may reach. */
export const seriesHorizonDays = (weeks: number) => AVAILABILITY_DAYS + 7 * (weeks - 1);

/**
 * Each week of a series, free or not with the reason, by the same rules as one booking. The
 * usual 30-day window bounds only the first date: later weeks may lie beyond it.
 */
export function seriesOccurrences(
  query: Omit<SlotQuery, 'days'> & { slotDate: string; slotTime: string; weeks: number },
): Occurrence[] {
  const { slotDate, slotTime, weeks, ...rules } = query;
  const days = seriesHorizonDays(weeks);
  return weeklyDates(slotDate, weeks).map((dateKey) => {
    const check = isSlotBookable({ ...rules, days, dateKey, time: slotTime });
    if (check === 'ok') return { slotDate: dateKey, slotTime, available: true };
    const reason: OccurrenceProblem =
      check === 'past' || check === 'too-soon' || check === 'time-off' || check === 'taken'
        ? check
        : 'outside-hours';
    return { slotDate: dateKey, slotTime, available: false, reason };
  });
}

/** What a series charges: one booking fee per free week. */
export const seriesAmountPaise = (
  occurrences: readonly Occurrence[],
  feePaise = BOOKING_FEE_PAISE,
) => occurrences.filter((o) => o.available).length * feePaise;

/** What the series calls answer, in the reader's language. */
export const SERIES_MESSAGES = defineMessages({
  notInSeries: {
    id: 'series.notInSeries',
    defaultMessage: 'This session is not part of a weekly series.',
  },
  nothingLeft: {
    id: 'series.nothingLeft',
    defaultMessage: 'No later session of this series can be cancelled any more.',
  },
  restCancelled: {
    id: 'series.restCancelled',
    defaultMessage:
      '{cancelled, plural, =0 {No session was cancelled at once} one {# session cancelled} other {# sessions cancelled}}{requested, plural, =0 {.} one {; # request sent to our team.} other {; # requests sent to our team.}}',
  },
  accepted: {
    id: 'series.accepted',
    defaultMessage:
      '{accepted, plural, =0 {Every session of this series was already accepted.} one {# session accepted.} other {# sessions accepted.}}',
  },
});
