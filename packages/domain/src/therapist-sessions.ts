/**
 * The therapist's side of a session: the acceptance deadline, the video room's window, which tab
 * and which actions an appointment shows, and the weekly bookings and income chart.
 * docs/decisions/0021-therapist-acceptance-deadline-and-session-rooms.md
 */
import type { MoveOf } from './appointment-life-cycle';
import { addIstDays, istDayIndex, istToday, istWeekday, toSlotDateKey, type IstDate } from './ist';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every session lasts one hour (SESSION_LENGTH_TEXT). */
export const SESSION_MINUTES = 60;
/** The video room opens this long before the start. */
export const ROOM_OPENS_MINUTES_BEFORE = 10;

/**
 * When an unaccepted paid booking is cancelled with a full refund: 24 hours after booking, but
 * no later than 12 hours before the session, so the client has half a day to book someone else.
 * A booking made at short notice still gives the therapist at least one hour (never past the
 * start).
 */
export const ACCEPTANCE = { withinHours: 24, rebookHours: 12, shortNoticeHours: 1 } as const;

export function acceptanceDeadline(bookedAt: Date, startsAt: Date): Date {
  const normal = Math.min(
    bookedAt.getTime() + ACCEPTANCE.withinHours * HOUR,
    startsAt.getTime() - ACCEPTANCE.rebookHours * HOUR,
  );
  const shortNotice = Math.min(
    bookedAt.getTime() + ACCEPTANCE.shortNoticeHours * HOUR,
    startsAt.getTime(),
  );
  return new Date(Math.max(normal, shortNotice));
}

export const sessionEnd = (startsAt: Date) =>
  new Date(startsAt.getTime() + SESSION_MINUTES * MINUTE);
export const roomOpensAt = (startsAt: Date) =>
  new Date(startsAt.getTime() - ROOM_OPENS_MINUTES_BEFORE * MINUTE);

/** The video room is shown from 10 minutes before the start until the session ends. */
export function isRoomOpen(startsAt: Date, now: Date): boolean {
  const t = now.getTime();
  return t >= roomOpensAt(startsAt).getTime() && t < sessionEnd(startsAt).getTime();
}

/** A Google Maps search link for an address (no key, opens in the maps app on phones). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The appointment fields the therapist's tabs and actions read. */
export interface TherapistSessionFacts {
  startsAt: Date;
  paid: boolean;
  cancelled: boolean;
  isApproved: boolean;
  isCompleted: boolean;
  notAttended: boolean;
  cancellationPending: boolean;
}

export type TherapistTab = 'upcoming' | 'past' | 'cancelled';

/** Cancelled bookings; sessions that ended or were marked; the rest is upcoming. */
export function therapistTab(a: TherapistSessionFacts, now: Date): TherapistTab {
  if (a.cancelled) return 'cancelled';
  if (a.isCompleted || a.notAttended || sessionEnd(a.startsAt).getTime() <= now.getTime())
    return 'past';
  return 'upcoming';
}

/** What the dashboard offers: the therapist's moves of the life cycle. */
export type TherapistAction = MoveOf<'therapist'>;

/** One week of the chart: Monday to Sunday in IST. */
export interface WeekTotals {
  /** The Monday's date key, e.g. '16_11_2026'. */
  weekStart: string;
  bookings: number;
  /** The therapists' session fees of the week's bookings, in rupees. */
  incomeRupees: number;
  /** The week has begun by now (its numbers are partly or wholly past). */
  past: boolean;
}

export const CHART_PAST_WEEKS = 12;
/** Bookings open 30 days ahead: five weeks cover them. */
export const CHART_AHEAD_WEEKS = 5;

function mondayOf(d: IstDate): IstDate {
  return addIstDays(d, -((istWeekday(d) + 6) % 7));
}

/**
 * Sessions that count (paid, not cancelled, not a no-show) per IST week: the past 12 weeks, the
 * current one and five ahead. Income is the session fee the therapist expects at each session.
 */
export function weeklyTotals(
  sessions: ReadonlyArray<{ startsAt: Date; feeRupees: number }>,
  now: Date,
): WeekTotals[] {
  const thisMonday = mondayOf(istToday(now));
  const first = addIstDays(thisMonday, -7 * CHART_PAST_WEEKS);
  const weeks: WeekTotals[] = [];
  for (let i = 0; i <= CHART_PAST_WEEKS + CHART_AHEAD_WEEKS; i++) {
    weeks.push({
      weekStart: toSlotDateKey(addIstDays(first, 7 * i)),
      bookings: 0,
      incomeRupees: 0,
      past: i <= CHART_PAST_WEEKS,
    });
  }
  const firstIndex = istDayIndex(first);
  for (const s of sessions) {
    const week = Math.floor((istDayIndex(istToday(s.startsAt)) - firstIndex) / 7);
    const bucket = weeks[week];
    if (week < 0 || !bucket) continue;
    bucket.bookings += 1;
    bucket.incomeRupees += s.feeRupees;
  }
  return weeks;
}
