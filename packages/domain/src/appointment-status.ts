import { verdict, type AppointmentState, type Verdict } from './appointment-life-cycle';
import { REFUND_WINDOW_HOURS } from './constants';
import { compareIstDate, istInstant, istToday, parseHhmm, parseSlotDateKey } from './ist';
import { formatRupees, paiseToRupees, refundForCancellation } from './pricing';

/** The appointment fields the card status, actions and tabs read (booking-and-payments.md §4). */
export type AppointmentStatusInput = {
  slotDate: string;
  slotTime: string;
  cancelled: boolean;
  isCompleted: boolean;
  isApproved: boolean;
  payment: boolean;
  sessionStatus?: 'not-attended' | null;
  cancellationStatus?: 'pending' | 'approved' | 'rejected' | null;
  cancellationRequestedBy?: 'therapist' | 'user' | null;
  /** Who cancelled; 'system' is an unpaid reservation that expired. */
  cancelledBy?: 'user' | 'therapist' | 'admin' | 'system' | null;
  /** The booking-fee refund in paise once it is known (0: nothing refunded); unknown when absent. */
  refundPaise?: number | null;
  /** An unpaid reservation's end (ISO). */
  reservationExpiresAt?: string | null;
  /** Cancelled because the client declined the times the therapist proposed. */
  proposalDeclined?: boolean;
};

export type AppointmentStatusCode =
  | 'not-attended'
  | 'cancelled-refunded'
  | 'cancelled-not-refunded'
  | 'cancelled'
  | 'cancelled-unpaid'
  | 'reservation-expired'
  | 'therapist-cancellation-pending'
  | 'refund-requested'
  | 'therapist-cancellation-rejected'
  | 'refund-rejected'
  | 'completed'
  | 'confirmed'
  | 'pending-confirmation'
  | 'pending-payment';

export type AppointmentStatus = {
  code: AppointmentStatusCode;
  label: string;
  /** Who asked for the cancellation, for the cancelled statuses. */
  cancelledBy?: 'therapist' | 'user' | null;
};

/**
 * The card status: the spec's nine rules, first match wins, with two refinements where the spec's
 * label would be untrue (docs/decisions/0006-appointment-card-labels.md): a cancelled unpaid
 * reservation was never charged, so it reads 'Cancelled' ('Reservation Expired' when it ran out);
 * an approved cancellation that refunded nothing drops '& Refunded'.
 */
export function appointmentStatus(a: AppointmentStatusInput): AppointmentStatus {
  const byTherapist = a.cancellationRequestedBy === 'therapist';
  if (a.sessionStatus === 'not-attended')
    return { code: 'not-attended', label: 'Session Not Attended' };
  if (a.cancelled && !a.payment) {
    return a.cancelledBy === 'system'
      ? { code: 'reservation-expired', label: 'Reservation Expired' }
      : { code: 'cancelled-unpaid', label: 'Cancelled', cancelledBy: personOf(a.cancelledBy) };
  }
  if (a.cancelled && a.cancellationStatus === 'approved' && byTeam(a)) {
    // The team cancelled it (a therapist's suspension, decision 0049): nobody asked, so nobody
    // is named but the team.
    return a.refundPaise === 0
      ? { code: 'cancelled-not-refunded', label: 'Cancelled By Our Team', cancelledBy: null }
      : {
          code: 'cancelled-refunded',
          label: 'Cancelled By Our Team & Refunded',
          cancelledBy: null,
        };
  }
  if (a.cancelled && a.cancellationStatus === 'approved' && a.proposalDeclined) {
    // Nobody asked to cancel: the client said no to the therapist's new times (issue 37).
    return a.refundPaise === 0
      ? { code: 'cancelled-not-refunded', label: 'You Declined The New Times', cancelledBy: 'user' }
      : {
          code: 'cancelled-refunded',
          label: 'You Declined The New Times & Refunded',
          cancelledBy: 'user',
        };
  }
  if (a.cancelled && a.cancellationStatus === 'approved') {
    const by = byTherapist ? 'Therapist' : 'You';
    const cancelledBy = a.cancellationRequestedBy ?? 'user';
    return a.refundPaise === 0
      ? { code: 'cancelled-not-refunded', label: `Cancelled By ${by}`, cancelledBy }
      : { code: 'cancelled-refunded', label: `Cancelled By ${by} & Refunded`, cancelledBy };
  }
  if (a.cancelled) {
    const cancelledBy = a.cancellationRequestedBy ?? personOf(a.cancelledBy);
    // The team's own cancellation says so, and drops '& Refunded' when it kept the fee (0047).
    const by = a.cancelledBy === 'admin' ? ' By Our Team' : '';
    return a.refundPaise === 0
      ? { code: 'cancelled-not-refunded', label: `Cancelled${by}`, cancelledBy }
      : { code: 'cancelled', label: `Cancelled${by} & Refunded`, cancelledBy };
  }
  if (a.cancellationStatus === 'pending') {
    return byTherapist
      ? { code: 'therapist-cancellation-pending', label: 'Appointment Confirmed' }
      : { code: 'refund-requested', label: 'Refund Requested' };
  }
  if (a.cancellationStatus === 'rejected') {
    return byTherapist
      ? { code: 'therapist-cancellation-rejected', label: 'Appointment Confirmed' }
      : { code: 'refund-rejected', label: 'Refund Rejected' };
  }
  if (a.isCompleted) return { code: 'completed', label: 'Completed' };
  if (a.isApproved) return { code: 'confirmed', label: 'Appointment Confirmed' };
  if (a.payment) return { code: 'pending-confirmation', label: 'Pending Confirmation' };
  return { code: 'pending-payment', label: 'Pending Payment' };
}

/** Cancelled by the team with nobody's request behind it. */
const byTeam = (a: AppointmentStatusInput) =>
  a.cancelledBy === 'admin' && (a.cancellationRequestedBy ?? null) === null;

function personOf(actor: AppointmentStatusInput['cancelledBy']): 'therapist' | 'user' | null {
  return actor === 'user' || actor === 'therapist' ? actor : null;
}

export type StatusTone = 'pending' | 'positive' | 'negative' | 'neutral';

/** What a status means at a glance: the badge colour (amber, green, red, slate). */
export function appointmentStatusTone(code: AppointmentStatusCode): StatusTone {
  switch (code) {
    case 'pending-payment':
    case 'pending-confirmation':
    case 'refund-requested':
      return 'pending';
    case 'confirmed':
    case 'completed':
    case 'therapist-cancellation-pending':
    case 'therapist-cancellation-rejected':
      return 'positive';
    case 'cancelled-refunded':
    case 'cancelled-not-refunded':
    case 'cancelled':
    case 'cancelled-unpaid':
    case 'refund-rejected':
      return 'negative';
    case 'reservation-expired':
    case 'not-attended':
      return 'neutral';
  }
}

export type AppointmentActionKind =
  'contact-support' | 'request-cancellation' | 'completed-marker' | 'pay-online' | 'cancel';

export type AppointmentAction = {
  kind: AppointmentActionKind;
  label: string;
  disabled: boolean;
  tooltip?: string;
};

const SUPPORT: AppointmentAction = {
  kind: 'contact-support',
  label: 'Contact Support',
  disabled: false,
};
// The spec mentions an explanatory tooltip without giving its text.
export const CANCEL_TOOLTIPS = {
  therapistPending: 'The therapist has requested this cancellation; our team is reviewing it.',
  rejected: 'Your cancellation request was rejected. Please contact support.',
} as const;

/**
 * Buttons on an Upcoming card, laid out as the spec's table says, each enabled as the life cycle
 * answers for the client. A not-attended session (not covered by the spec's table) only gets
 * Contact Support, like a cancelled one. After the therapist's request was rejected the booking
 * stands and the client may still ask to cancel it; a pending request of the client's own keeps
 * Cancel enabled, as the spec asks (the server answers that it is already pending).
 */
export function appointmentActions(a: AppointmentStatusInput, now: Date): AppointmentAction[] {
  if (a.cancelled || a.sessionStatus === 'not-attended') return [SUPPORT];
  const state = lifeCycleState(a);
  const request = verdict('client', 'request-cancellation', state, now);
  const therapistRejected =
    a.cancellationStatus === 'rejected' && a.cancellationRequestedBy === 'therapist';
  if (
    a.cancellationStatus === 'pending' ||
    (a.cancellationStatus === 'rejected' && !therapistRejected)
  ) {
    const therapistPending =
      a.cancellationStatus === 'pending' && a.cancellationRequestedBy === 'therapist';
    const ownPending = a.cancellationStatus === 'pending' && !therapistPending;
    const cancel: AppointmentAction = {
      kind: 'request-cancellation',
      label: 'Cancel',
      disabled: false,
    };
    // Refused here means the therapist's request is pending or the client's own was rejected.
    if (!request.allowed && !ownPending) {
      cancel.disabled = true;
      cancel.tooltip = therapistPending
        ? CANCEL_TOOLTIPS.therapistPending
        : CANCEL_TOOLTIPS.rejected;
    }
    return [SUPPORT, cancel];
  }
  if (a.isCompleted)
    return [SUPPORT, { kind: 'completed-marker', label: 'Completed', disabled: true }];
  if (a.isApproved || a.payment)
    return [SUPPORT, button('request-cancellation', 'Cancel Appointment', request)];
  return [
    SUPPORT,
    { kind: 'pay-online', label: 'Pay Online', disabled: false },
    button('cancel', 'Cancel Appointment', verdict('client', 'cancel', state, now)),
  ];
}

function button(kind: AppointmentActionKind, label: string, v: Verdict): AppointmentAction {
  return v.allowed
    ? { kind, label, disabled: false }
    : { kind, label, disabled: true, tooltip: v.reason };
}

/** The life cycle's view of a card's appointment. */
export function lifeCycleState(a: AppointmentStatusInput): AppointmentState {
  return {
    startsAt: new Date(startMs(a)),
    payment: a.payment ? 'paid' : 'unpaid',
    reservationExpiresAt: a.reservationExpiresAt ? new Date(a.reservationExpiresAt) : null,
    cancelled: a.cancelled,
    isApproved: a.isApproved,
    isCompleted: a.isCompleted,
    sessionStatus: a.sessionStatus ?? null,
    cancellationStatus: a.cancellationStatus ?? null,
    cancellationRequestedBy: a.cancellationRequestedBy ?? null,
  };
}

export type AppointmentTab = 'upcoming' | 'past' | 'cancelled';
export const APPOINTMENT_TABS: readonly AppointmentTab[] = ['upcoming', 'past', 'cancelled'];

/**
 * Cancelled: cancelled. Past: completed or dated before today (IST). Upcoming: the rest, i.e. dated
 * today or later. An unreadable date counts as past.
 */
export function appointmentTab(a: AppointmentStatusInput, now: Date): AppointmentTab {
  if (a.cancelled) return 'cancelled';
  if (a.isCompleted) return 'past';
  const date = parseSlotDateKey(a.slotDate);
  if (!date || compareIstDate(date, istToday(now)) < 0) return 'past';
  return 'upcoming';
}

type Slot = Pick<AppointmentStatusInput, 'slotDate' | 'slotTime'>;

/** Sort comparator: latest session start first; unreadable dates last. */
export function compareAppointmentsNewestFirst(a: Slot, b: Slot): number {
  return startMs(b) - startMs(a);
}

/** Sort comparator: the next session first; unreadable dates last. */
export function compareAppointmentsSoonestFirst(a: Slot, b: Slot): number {
  const x = startMs(a);
  const y = startMs(b);
  if (x === y) return 0;
  if (x === -Infinity) return 1;
  if (y === -Infinity) return -1;
  return x - y;
}

/**
 * The order of a tab: Upcoming shows the next session at the top; Past and Cancelled show the most
 * recent first (the spec's "newest first").
 */
export const appointmentTabOrder = (tab: AppointmentTab): ((a: Slot, b: Slot) => number) =>
  tab === 'upcoming' ? compareAppointmentsSoonestFirst : compareAppointmentsNewestFirst;

function startMs(a: Pick<AppointmentStatusInput, 'slotDate' | 'slotTime'>): number {
  const date = parseSlotDateKey(a.slotDate);
  if (!date) return -Infinity;
  return istInstant(date, parseHhmm(a.slotTime) === null ? '00:00' : a.slotTime).getTime();
}

export type RefundPreview = {
  refundPaise: number;
  refundable: boolean;
  /** The sentence the cancellation dialog shows before the client confirms. */
  sentence: string;
};

/**
 * What a client's cancellation request made now would refund once approved: the booking fee when
 * asked within 24 hours of booking, else nothing (refundForCancellation).
 */
export function refundPreview(input: {
  bookedAt: Date;
  now: Date;
  bookingFeePaise: number;
}): RefundPreview {
  const { refundPaise } = refundForCancellation({
    bookedAt: input.bookedAt,
    requestedAt: input.now,
    requestedBy: 'user',
    bookingFeePaise: input.bookingFeePaise,
  });
  const fee = formatRupees(paiseToRupees(input.bookingFeePaise));
  return refundPaise > 0
    ? {
        refundPaise,
        refundable: true,
        sentence: `${formatRupees(paiseToRupees(refundPaise))} booking fee will be refunded (you are within ${REFUND_WINDOW_HOURS} hours of booking).`,
      }
    : {
        refundPaise: 0,
        refundable: false,
        sentence: `The ${fee} booking fee is not refundable: it has been more than ${REFUND_WINDOW_HOURS} hours since you booked.`,
      };
}
