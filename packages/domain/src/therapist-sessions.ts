/**
 * The therapist's side of a session: the acceptance deadline, the video room's window, which tab
 * and which actions an appointment shows, and the weekly bookings and income chart.
 * docs/decisions/0021-therapist-acceptance-deadline-and-session-rooms.md
 */
import type { AppointmentState, MoveOf } from './appointment-life-cycle';
import { addIstDays, istDayIndex, istToday, istWeekday, toSlotDateKey, type IstDate } from './ist';
import { bookingAmounts, paiseToRupees, rupeesToPaise } from './pricing';

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

/** A paid booking as the therapist's dashboard holds it (payment as a flag). */
export type DashboardBooking = Omit<AppointmentState, 'payment' | 'reservationExpiresAt'> & {
  paid: boolean;
};

export function sessionFactsOf(a: DashboardBooking): TherapistSessionFacts {
  return {
    startsAt: a.startsAt,
    paid: a.paid,
    cancelled: a.cancelled,
    isApproved: a.isApproved,
    isCompleted: a.isCompleted,
    notAttended: a.sessionStatus === 'not-attended',
    cancellationPending: a.cancellationStatus === 'pending',
  };
}

/** The life cycle's view of a dashboard booking (only paid bookings reach the dashboard). */
export function lifeCycleStateOf(a: DashboardBooking): AppointmentState {
  return {
    startsAt: a.startsAt,
    payment: a.paid ? 'paid' : 'unpaid',
    reservationExpiresAt: null,
    cancelled: a.cancelled,
    isApproved: a.isApproved,
    isCompleted: a.isCompleted,
    sessionStatus: a.sessionStatus,
    cancellationStatus: a.cancellationStatus,
    cancellationRequestedBy: a.cancellationRequestedBy,
  };
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
  /**
   * What the therapist collects at the week's sessions, in rupees: each session's fee less the
   * booking fee, which the client paid online as part of it (decision 0011).
   */
  incomeRupees: number;
  /** The whole week is over. */
  past: boolean;
  /** The week has begun but not ended: its numbers are partly ahead. */
  current: boolean;
}

export const CHART_PAST_WEEKS = 12;
/** Bookings open 30 days ahead: five weeks cover them. */
export const CHART_AHEAD_WEEKS = 5;

function mondayOf(d: IstDate): IstDate {
  return addIstDays(d, -((istWeekday(d) + 6) % 7));
}

/** A paid, active session of the therapist (not cancelled, not a no-show). */
export interface ChartSession {
  startsAt: Date;
  /** The listed session fee stored on the booking, in rupees. */
  feeRupees: number | null;
  bookingFeePaise: number;
  /** Accepted by the therapist (or completed): a booking still awaiting acceptance may not happen. */
  accepted: boolean;
}

/**
 * Accepted sessions per IST week: the past 12 weeks, the current one and five ahead, with what
 * the therapist collects at them.
 */
export function weeklyTotals(sessions: ReadonlyArray<ChartSession>, now: Date): WeekTotals[] {
  const thisMonday = mondayOf(istToday(now));
  const first = addIstDays(thisMonday, -7 * CHART_PAST_WEEKS);
  const weeks: WeekTotals[] = [];
  for (let i = 0; i <= CHART_PAST_WEEKS + CHART_AHEAD_WEEKS; i++) {
    weeks.push({
      weekStart: toSlotDateKey(addIstDays(first, 7 * i)),
      bookings: 0,
      incomeRupees: 0,
      past: i < CHART_PAST_WEEKS,
      current: i === CHART_PAST_WEEKS,
    });
  }
  const firstIndex = istDayIndex(first);
  const paise = new Array<number>(weeks.length).fill(0);
  for (const s of sessions) {
    if (!s.accepted) continue;
    const week = Math.floor((istDayIndex(istToday(s.startsAt)) - firstIndex) / 7);
    const bucket = weeks[week];
    if (week < 0 || !bucket) continue;
    bucket.bookings += 1;
    // A session booked without a listed fee adds no invented income (decision 0061).
    paise[week]! += rupeesToPaise(bookingAmounts(s.feeRupees, s.bookingFeePaise).atSession ?? 0);
  }
  // Summed in whole paise, so ₹1,800.50 + ₹1,800.50 is exactly ₹3,601.
  weeks.forEach((w, i) => (w.incomeRupees = paiseToRupees(paise[i]!)));
  return weeks;
}
