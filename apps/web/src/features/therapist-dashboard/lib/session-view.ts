import type { StatusTone } from '@app/domain/appointment-status';
import { formatIstDate, formatTime12h, istToday, parseSlotDateKey } from '@app/domain/ist';
import { formatRupees } from '@app/domain/pricing';
import type { TherapistAppointment } from '@app/domain/schemas/dashboard';
import { lifeCycle, type AppointmentState } from '@app/domain/appointment-life-cycle';
import {
  therapistTab,
  type TherapistAction,
  type TherapistSessionFacts,
  type TherapistTab,
  lifeCycleStateOf,
  sessionFactsOf,
  type DashboardBooking,
} from '@app/domain/therapist-sessions';

export const THERAPIST_TABS: readonly TherapistTab[] = ['upcoming', 'past', 'cancelled'];
export const TAB_LABELS: Record<TherapistTab, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  cancelled: 'Cancelled',
};

export interface SessionView {
  item: TherapistAppointment;
  tab: TherapistTab;
  actions: TherapistAction[];
  status: { label: string; tone: StatusTone };
  dateText: string;
  timeText: string;
  modeText: string;
  paidText: string;
  /** 'Accept by Tue, 24 Nov, 10:00 AM IST…' while the booking waits for acceptance. */
  acceptByText: string | null;
  /** Once the session started, when it can be marked, while it cannot be yet. */
  markFromText: string | null;
}

const dashboardBooking = (a: TherapistAppointment): DashboardBooking => ({
  ...a,
  startsAt: new Date(a.startsAt),
  paid: a.payment,
});

export const sessionFacts = (a: TherapistAppointment): TherapistSessionFacts =>
  sessionFactsOf(dashboardBooking(a));

/** The life cycle's view of a therapist's booking (only paid bookings reach the dashboard). */
export const lifeCycleState = (a: TherapistAppointment): AppointmentState => ({
  ...lifeCycleStateOf(dashboardBooking(a)),
  proposalPending: a.proposal !== null,
});

/** The status as the therapist reads it. */
export function therapistStatus(a: TherapistAppointment): SessionView['status'] {
  if (a.cancelled) {
    if (a.cancelledBy === 'system') return { label: 'Not accepted in time', tone: 'negative' };
    // The team's own cancellation (a suspension's too); answering a client's ('user') or the therapist's
    // request, it reads as that request's approval.
    const answeredRequest =
      a.cancellationStatus === 'approved' &&
      (a.cancellationRequestedBy === 'user' || a.cancellationRequestedBy === 'therapist');
    if (a.cancelledBy === 'admin' && !answeredRequest)
      return { label: 'Cancelled by our team', tone: 'negative' };
    if (a.proposalDeclined) return { label: 'Client declined your new times', tone: 'negative' };
    if (a.cancellationRequestedBy === 'therapist')
      return { label: 'Cancelled at your request', tone: 'negative' };
    return { label: 'Cancelled by the client', tone: 'negative' };
  }
  if (a.sessionStatus === 'not-attended') return { label: 'Not attended', tone: 'neutral' };
  if (a.isCompleted) return { label: 'Completed', tone: 'positive' };
  if (a.cancellationStatus === 'pending')
    return a.cancellationRequestedBy === 'therapist'
      ? { label: 'Cancellation requested', tone: 'pending' }
      : { label: 'Client asked to cancel', tone: 'pending' };
  if (a.isApproved) return { label: 'Accepted', tone: 'positive' };
  return { label: 'Awaiting your acceptance', tone: 'pending' };
}

/** '10:00 AM IST' for an instant, whatever the browser's zone. */
export function istTimeOf(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 330 * 60_000);
  const hhmm = `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatTime12h(hhmm)} IST`;
}

function paidText(a: TherapistAppointment): string {
  const refund = a.refund;
  if (refund && refund.amountPaise > 0) {
    const amount = formatRupees(refund.amountPaise / 100);
    return refund.status === 'processed'
      ? `Booking fee refunded (${amount})`
      : `Booking fee refund of ${amount} ${refund.status === 'failed' ? 'failed' : 'in progress'}`;
  }
  return 'Booking fee paid online';
}

/**
 * 'You can mark this session not attended from 11:15 AM IST and completed from 11:45 AM IST.':
 * the marks the life cycle refuses only for the time, once the session has started.
 */
function markFromText(
  moves: ReturnType<typeof lifeCycle<'therapist'>>,
  startsAt: Date,
  now: Date,
): string | null {
  if (startsAt.getTime() > now.getTime()) return null;
  const parts = moves
    .flatMap(({ move, verdict }) =>
      !verdict.allowed && verdict.from && (move === 'not-attended' || move === 'complete')
        ? [{ what: move === 'complete' ? 'completed' : 'not attended', from: verdict.from }]
        : [],
    )
    .sort((x, y) => x.from.getTime() - y.from.getTime())
    .map(({ what, from }) => `${what} from ${istTimeOf(from.toISOString())}`);
  return parts.length > 0 ? `You can mark this session ${parts.join(' and ')}.` : null;
}

export function sessionView(a: TherapistAppointment, now: Date): SessionView {
  const facts = sessionFacts(a);
  const moves = lifeCycle('therapist', lifeCycleState(a), now);
  const date = parseSlotDateKey(a.slotDate);
  const acceptBy = a.acceptBy ? new Date(a.acceptBy) : null;
  return {
    item: a,
    tab: therapistTab(facts, now),
    actions: moves.filter((m) => m.verdict.allowed).map((m) => m.move),
    status: therapistStatus(a),
    dateText: date ? formatIstDate(date, 'short') : a.slotDate,
    timeText: `${formatTime12h(a.slotTime)} IST`,
    modeText: a.sessionType === 'online' ? 'Online' : 'In-Person',
    paidText: paidText(a),
    acceptByText:
      // An open proposal of new times pauses the acceptance deadline (decision 0059).
      acceptBy && acceptBy.getTime() > now.getTime() && !a.proposal
        ? `Accept by ${formatIstDate(istToday(acceptBy), 'day-month')}, ${istTimeOf(a.acceptBy!)}, or the booking is cancelled and the client refunded in full.`
        : null,
    markFromText: markFromText(moves, facts.startsAt, now),
  };
}

/** Upcoming: the next session first; past and cancelled: the latest first. */
export function groupByTab(items: TherapistAppointment[], now: Date) {
  const groups: Record<TherapistTab, SessionView[]> = { upcoming: [], past: [], cancelled: [] };
  for (const item of items) {
    const view = sessionView(item, now);
    groups[view.tab].push(view);
  }
  const start = (v: SessionView) => new Date(v.item.startsAt).getTime();
  groups.upcoming.sort((x, y) => start(x) - start(y));
  groups.past.sort((x, y) => start(y) - start(x));
  groups.cancelled.sort((x, y) => start(y) - start(x));
  return groups;
}

/** What each action asks before it changes a booking, and what it is called. */
export const ACTION_TEXT: Record<
  TherapistAction,
  { label: string; title: string; body: string; confirm: string; done: string }
> = {
  accept: {
    label: 'Accept',
    title: 'Accept this booking?',
    body: 'The client is told the session is confirmed.',
    confirm: 'Accept booking',
    done: 'Booking accepted. The client has been told.',
  },
  decline: {
    label: 'Decline',
    title: 'Decline this booking?',
    body: 'The booking is cancelled, its time is freed and the client is refunded the booking fee in full. This cannot be undone.',
    confirm: 'Decline booking',
    done: 'Booking declined. The client is refunded in full.',
  },
  complete: {
    label: 'Mark completed',
    title: 'Mark this session completed?',
    body: 'Confirm that the session took place.',
    confirm: 'Mark completed',
    done: 'Session marked completed.',
  },
  'not-attended': {
    label: 'Mark not attended',
    title: 'Mark this session not attended?',
    body: 'The client did not attend. No refund applies.',
    confirm: 'Mark not attended',
    done: 'Session marked not attended.',
  },
  'request-cancellation': {
    label: 'Request cancellation',
    title: 'Request cancellation',
    body: 'Our team reviews the request within 2-3 business days. If it is approved, the client is refunded the booking fee in full. Until then the session stays booked.',
    confirm: 'Send request',
    done: 'Cancellation request sent to our team.',
  },
  'propose-times': {
    label: 'Propose new times',
    title: 'Propose new times',
    body: 'Pick up to three open times. The client picks one or declines; if they decline, the booking is cancelled and refunded in full. Without an answer 12 hours before the session, it stays at its time.',
    confirm: 'Send proposal',
    done: 'New times proposed. The client has been asked to pick one.',
  },
};

/** The times a waiting proposal offers, as the card lists them: 'Fri, 4 Dec 2026, 10:00 AM IST'. */
export function proposedTimesText(a: TherapistAppointment): string | null {
  if (!a.proposal || a.cancelled) return null;
  return a.proposal.slots
    .map((s) => {
      const date = parseSlotDateKey(s.slotDate);
      return `${date ? formatIstDate(date, 'short') : s.slotDate}, ${formatTime12h(s.slotTime)} IST`;
    })
    .join('; ');
}
