import { refundForCancellation, type RefundRule } from './pricing';

/**
 * Why an appointment ended before its session. Every cancellation names one; who cancelled it,
 * the refund it owes and who hears of it all follow from the cause, here and nowhere else.
 */
export const CANCELLATION_CAUSES = [
  /** The client dropped an unpaid reservation. */
  'client-reservation',
  /** An unpaid reservation ran out of time (or its payment never came). */
  'reservation-expired',
  /** The team approved the client's cancellation request. */
  'client-request',
  /** The team approved the therapist's cancellation request. */
  'therapist-request',
  /** The therapist declined the booking. */
  'therapist-declined',
  /** The therapist did not accept before the acceptance deadline. */
  'not-accepted',
  /** The client declined the times the therapist proposed instead. */
  'proposal-declined',
  /** The team cancelled on its own, with the refund it chose. */
  'team',
  /** The therapist was suspended or closed and the team chose to cancel their sessions. */
  'therapist-suspended',
  /** The client deleted their account. */
  'account-deleted',
] as const;
export type CancellationCause = (typeof CANCELLATION_CAUSES)[number];

export type CancelledBy = 'user' | 'therapist' | 'admin' | 'system';

/** Who the appointment says cancelled it; a deletion answers a therapist's pending request as theirs. */
export function cancelledByOf(
  cause: CancellationCause,
  pendingRequestBy: CancelledBy | null = null,
): CancelledBy {
  switch (cause) {
    case 'client-reservation':
    case 'client-request':
      return 'user';
    case 'account-deleted':
      return pendingRequestBy === 'therapist' ? 'therapist' : 'user';
    case 'therapist-request':
    case 'therapist-declined':
    case 'proposal-declined':
      return 'therapist';
    case 'team':
    case 'therapist-suspended':
      return 'admin';
    case 'reservation-expired':
    case 'not-accepted':
      return 'system';
  }
}

/** The causes after which the client has a full refund whatever the timing: the therapist's side ended it. */
const REFUNDED_IN_FULL: ReadonlySet<CancellationCause> = new Set([
  'therapist-request',
  'therapist-declined',
  'not-accepted',
  'proposal-declined',
  'therapist-suspended',
]);

export interface CancellationFacts {
  cause: CancellationCause;
  paid: boolean;
  bookingFeePaise: number;
  bookedAt: Date;
  /** When the cancellation was asked for: a pending request's time, or now. */
  requestedAt: Date;
  /** A pending request's author (account deletion answers it as theirs). */
  pendingRequestBy?: CancelledBy | null;
  /** The team's chosen amount, for the `team` cause only. */
  teamRefundPaise?: number;
}

export type CancellationRefundRule = RefundRule | 'team-choice' | 'unpaid';

/** The refund a cancellation owes, decided once from its cause. */
export function refundForCause(f: CancellationFacts): {
  refundPaise: number;
  rule: CancellationRefundRule;
} {
  if (!f.paid) return { refundPaise: 0, rule: 'unpaid' };
  if (f.cause === 'team')
    return { refundPaise: Math.max(0, f.teamRefundPaise ?? 0), rule: 'team-choice' };
  if (REFUNDED_IN_FULL.has(f.cause))
    return { refundPaise: f.bookingFeePaise, rule: 'therapist-full' };
  return refundForCancellation({
    bookedAt: f.bookedAt,
    requestedAt: f.requestedAt,
    requestedBy:
      cancelledByOf(f.cause, f.pendingRequestBy ?? null) === 'therapist' ? 'therapist' : 'user',
    bookingFeePaise: f.bookingFeePaise,
  });
}

export type CancellationAudience = 'both' | 'therapist' | 'nobody';

/**
 * Who is told the session is cancelled: nobody for an unpaid reservation (no one was told of it),
 * only the therapist when the client deleted their account, both sides otherwise.
 */
export function cancellationAudience(
  cause: CancellationCause,
  paid: boolean,
): CancellationAudience {
  if (!paid || cause === 'client-reservation' || cause === 'reservation-expired') return 'nobody';
  if (cause === 'account-deleted') return 'therapist';
  return 'both';
}

/** The event every cancellation writes, in the same transaction as the row. */
export const APPOINTMENT_CANCELLED = 'appointment.cancelled';

export interface AppointmentCancelledEvent {
  appointmentId: string;
  cause: CancellationCause;
  by: CancelledBy;
  refundPaise: number;
  paid: boolean;
  /** What a notice of it names (carried, so a later erasure cannot blank it before it is sent). */
  session: {
    clientId: string;
    therapistId: string;
    startsAt: string;
    clientName: string;
    therapistName: string;
  };
  /** What the mails of it say, for a session somebody was told of (absent for a reservation). */
  mail?: CancellationMailFacts;
}

/** The facts the cancellation mails of each side are written from. */
export interface CancellationMailFacts {
  /** When it was cancelled (ISO): the calendar invite's stamp. */
  at: string;
  bookedAt: string;
  slotDate: string;
  slotTime: string;
  sessionType: 'online' | 'in-person';
  /** The venue as the booking recorded it; empty when the invite does not name it. */
  therapistAddress: string;
  /** The therapist's profile address; null when it has none (nobody is mailed). */
  therapistEmail: string | null;
  bookingFeePaise: number;
  /** The rule the refund followed (the client's mail explains it). */
  rule: CancellationRefundRule;
  /** What the rule owes, whether or not it was recorded now (a payment refunded before). */
  owedPaise: number;
  /** Who had asked to cancel, for the outcome of a request. */
  requestedBy: 'user' | 'therapist';
  /** The words of why it ended that the mails quote: the team's reason, the therapist's note. */
  reason?: string;
  /** The payment had been refunded before (a goodwill refund): the money is back already. */
  refundedBefore?: boolean;
  /** The calendar invite's next SEQUENCE, when the mails carry a CANCEL invite. */
  inviteSequence?: number;
}
