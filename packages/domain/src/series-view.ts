import { istInstant, parseSlotDateKey } from './ist';
import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS, type OccurrenceProblem } from './series';

/** What the booking page's Repeat control offers: one session, or every week for 2 to 12 weeks. */
export const REPEAT_WEEK_CHOICES: readonly number[] = [
  1,
  ...Array.from(
    { length: SERIES_MAX_WEEKS - SERIES_MIN_WEEKS + 1 },
    (_, i) => SERIES_MIN_WEEKS + i,
  ),
];

/** Why a later week of a series cannot be booked (the series-preview answer's `reason`). */
export type SeriesUnavailableReason = OccurrenceProblem;

/** `?weeks=` of the booking address: a whole number of weeks the Repeat control offers, else 1. */
export function parseRepeatWeeks(value: string | null | undefined): number {
  if (!value || !/^\d{1,2}$/.test(value)) return 1;
  const weeks = Number(value);
  return REPEAT_WEEK_CHOICES.includes(weeks) ? weeks : 1;
}

type PreviewOccurrence = { available: boolean };

/**
 * What a previewed series books: the free weeks, and whether it is a series at all. A series whose
 * later weeks are all taken books the first session alone, so it is ordered as one session.
 */
export function seriesBooking(occurrences: readonly PreviewOccurrence[]): {
  free: number;
  unavailable: number;
  /** The number of weeks to order: the Repeat choice when a later week is free, else 1. */
  orderWeeks: (chosenWeeks: number) => number;
} {
  const free = occurrences.filter((o) => o.available).length;
  return {
    free,
    unavailable: occurrences.length - free,
    orderWeeks: (chosenWeeks) => (free >= 2 ? chosenWeeks : 1),
  };
}

type SeriesMember = { id: string; seriesId: string | null; slotDate: string; slotTime: string };

/** Where an occurrence stands in its series, counting the person's own occurrences by date. */
export type SeriesPosition = { position: number; count: number };

const startOf = (m: SeriesMember) => {
  const day = parseSlotDateKey(m.slotDate);
  return day ? istInstant(day, m.slotTime).getTime() : Number.NaN;
};

/**
 * "Session 2 of 4" for each appointment of a series: its place among the appointments of the list
 * that share its seriesId, earliest first. Appointments outside a series have no entry.
 */
export function seriesPositions(items: readonly SeriesMember[]): Map<string, SeriesPosition> {
  const bySeries = new Map<string, SeriesMember[]>();
  for (const item of items) {
    if (!item.seriesId) continue;
    bySeries.set(item.seriesId, [...(bySeries.get(item.seriesId) ?? []), item]);
  }
  const positions = new Map<string, SeriesPosition>();
  for (const members of bySeries.values()) {
    const ordered = [...members].sort(
      (a, b) => startOf(a) - startOf(b) || a.id.localeCompare(b.id),
    );
    ordered.forEach((m, i) => positions.set(m.id, { position: i + 1, count: ordered.length }));
  }
  return positions;
}

type SeriesOccurrenceState = SeriesMember & { cancelled: boolean; payment: boolean };

/**
 * The paid occurrences whose series still has a later paid, active occurrence: where "Cancel the
 * rest of the series" means more than cancelling the one session.
 */
export function occurrencesWithLaterSessions(items: readonly SeriesOccurrenceState[]): Set<string> {
  const live = items.filter((i) => i.seriesId && !i.cancelled && i.payment);
  const result = new Set<string>();
  for (const item of live) {
    const start = startOf(item);
    if (live.some((o) => o.seriesId === item.seriesId && o.id !== item.id && startOf(o) > start))
      result.add(item.id);
  }
  return result;
}

type TherapistOccurrence = {
  seriesId: string | null;
  payment: boolean;
  isApproved: boolean;
  isCompleted: boolean;
  cancelled: boolean;
};

/** How many paid, active sessions of each series wait for the therapist to accept them. */
export function unacceptedBySeries(items: readonly TherapistOccurrence[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (!item.seriesId || !item.payment || item.isApproved) continue;
    if (item.cancelled || item.isCompleted) continue;
    counts.set(item.seriesId, (counts.get(item.seriesId) ?? 0) + 1);
  }
  return counts;
}
