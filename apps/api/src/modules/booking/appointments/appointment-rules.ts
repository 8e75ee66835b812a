/**
 * Which changes an appointment allows, as plain functions of its fields and the time: each answers
 * null when the change is allowed, else the reason it is refused (shown to the client or the admin).
 */

export interface AppointmentFacts {
  payment: 'unpaid' | 'paid';
  reservationExpiresAt: Date | null;
  startsAt: Date;
  cancelled: boolean;
  isApproved: boolean;
  isCompleted: boolean;
  sessionStatus: string | null;
  cancellationStatus: 'pending' | 'approved' | 'rejected' | null;
  cancellationRequestedBy: 'user' | 'therapist' | 'admin' | 'system' | null;
}

export const APPOINTMENT_NOT_FOUND = 'Appointment not found';

export const CLIENT_REFUSALS = {
  paidUseRequest:
    'This appointment is paid, so it cannot be cancelled directly. Please request a cancellation instead.',
  alreadyCancelled: 'This appointment is already cancelled.',
  reservationExpired: 'This reservation has expired and its slot was released.',
  unpaidCancelDirectly: 'This appointment is not paid yet. You can cancel it directly instead.',
  requestPending: 'A cancellation request for this appointment is already pending.',
  requestDecided:
    'The cancellation request for this appointment was already reviewed. Please contact support.',
  completed: 'This session is already completed and cannot be cancelled.',
  notAttended: 'This session was marked as not attended and cannot be cancelled.',
  sessionStarted: 'This session has already started and can no longer be cancelled.',
} as const;

/** An unpaid reservation whose time ran out: it reads as cancelled by the system. */
export function isExpiredReservation(a: AppointmentFacts, now: Date): boolean {
  return (
    a.payment === 'unpaid' &&
    !a.cancelled &&
    a.reservationExpiresAt !== null &&
    a.reservationExpiresAt.getTime() <= now.getTime()
  );
}

/** The client cancels an unpaid reservation at once. */
export function directCancelRefusal(a: AppointmentFacts, now: Date): string | null {
  if (a.cancelled) return CLIENT_REFUSALS.alreadyCancelled;
  if (a.payment === 'paid') return CLIENT_REFUSALS.paidUseRequest;
  if (a.reservationExpiresAt === null || isExpiredReservation(a, now))
    return CLIENT_REFUSALS.reservationExpired;
  return null;
}

export type CancellationRequester = 'user' | 'therapist';

/**
 * Whose rejected request a new request may replace: the client may ask after the therapist's
 * request was rejected, never again after their own; the therapist (through the team) may always.
 */
export const REPLACES_REJECTED_OF: Record<CancellationRequester, readonly CancellationRequester[]> =
  { user: ['therapist'], therapist: ['user', 'therapist'] };

const replacesRejected = (a: AppointmentFacts, by: CancellationRequester) =>
  a.cancellationStatus === 'rejected' &&
  a.cancellationRequestedBy !== null &&
  (REPLACES_REJECTED_OF[by] as readonly string[]).includes(a.cancellationRequestedBy);

/** A cancellation request of a paid appointment, by the client or (through the team) the therapist. */
export function cancellationRequestRefusal(
  a: AppointmentFacts,
  now: Date,
  by: CancellationRequester,
): string | null {
  if (a.cancelled) return CLIENT_REFUSALS.alreadyCancelled;
  if (a.payment !== 'paid') return CLIENT_REFUSALS.unpaidCancelDirectly;
  if (a.isCompleted) return CLIENT_REFUSALS.completed;
  if (a.sessionStatus !== null) return CLIENT_REFUSALS.notAttended;
  if (a.cancellationStatus === 'pending') return CLIENT_REFUSALS.requestPending;
  if (a.cancellationStatus !== null && !replacesRejected(a, by))
    return CLIENT_REFUSALS.requestDecided;
  if (a.startsAt.getTime() <= now.getTime()) return CLIENT_REFUSALS.sessionStarted;
  return null;
}

export type Decision = 'approve' | 'reject' | 'confirm' | 'complete' | 'not-attended';

/** The admin team's decisions; the texts name the state that blocks the change. */
export function decisionRefusal(decision: Decision, a: AppointmentFacts, now: Date): string | null {
  if (decision === 'approve' || decision === 'reject') {
    if (a.cancellationStatus === 'pending' && !a.cancelled) return null;
    if (a.cancellationStatus === 'approved') return 'This cancellation was already approved.';
    if (a.cancellationStatus === 'rejected') return 'This cancellation was already rejected.';
    return 'There is no pending cancellation request for this appointment.';
  }
  if (a.cancelled) return 'This appointment is cancelled.';
  if (a.payment !== 'paid') return 'This appointment is not paid.';
  if (a.isCompleted) return 'This session is already marked completed.';
  if (a.sessionStatus !== null) return 'This session is already marked not attended.';
  if (decision === 'confirm') return a.isApproved ? 'This appointment is already confirmed.' : null;
  if (a.cancellationStatus === 'pending')
    return 'A cancellation request is pending: approve or reject it first.';
  if (a.startsAt.getTime() > now.getTime())
    return `This session has not taken place yet (it starts at ${a.startsAt.toISOString()}).`;
  return null;
}

/** The therapist declines a paid booking they have not accepted, before it starts. */
export function declineRefusal(a: AppointmentFacts, now: Date): string | null {
  if (a.cancelled) return CLIENT_REFUSALS.alreadyCancelled;
  if (a.payment !== 'paid') return 'This appointment is not paid.';
  if (a.isApproved) return 'This appointment is already accepted. Request a cancellation instead.';
  if (a.startsAt.getTime() <= now.getTime()) return CLIENT_REFUSALS.sessionStarted;
  return null;
}
