import { compareIstDate, istInstant, istToday, parseHhmm, parseSlotDateKey } from './ist';

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
};

export type AppointmentStatusCode =
  | 'not-attended'
  | 'cancelled-refunded'
  | 'cancelled'
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

/** The card status: the spec's nine rules, first match wins. */
export function appointmentStatus(a: AppointmentStatusInput): AppointmentStatus {
  const byTherapist = a.cancellationRequestedBy === 'therapist';
  if (a.sessionStatus === 'not-attended')
    return { code: 'not-attended', label: 'Session Not Attended' };
  if (a.cancelled && a.cancellationStatus === 'approved') {
    return {
      code: 'cancelled-refunded',
      label: byTherapist ? 'Cancelled By Therapist & Refunded' : 'Cancelled By You & Refunded',
      cancelledBy: a.cancellationRequestedBy ?? 'user',
    };
  }
  if (a.cancelled) {
    return {
      code: 'cancelled',
      label: 'Cancelled & Refunded',
      cancelledBy: a.cancellationRequestedBy ?? null,
    };
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
 * Buttons on an Upcoming card. A not-attended session (not covered by the spec's table) only gets
 * Contact Support, like a cancelled one.
 */
export function appointmentActions(a: AppointmentStatusInput): AppointmentAction[] {
  if (a.cancelled || a.sessionStatus === 'not-attended') return [SUPPORT];
  if (a.cancellationStatus === 'pending' || a.cancellationStatus === 'rejected') {
    const therapistPending =
      a.cancellationStatus === 'pending' && a.cancellationRequestedBy === 'therapist';
    const rejected = a.cancellationStatus === 'rejected';
    const cancel: AppointmentAction = {
      kind: 'request-cancellation',
      label: 'Cancel',
      disabled: therapistPending || rejected,
    };
    if (therapistPending) cancel.tooltip = CANCEL_TOOLTIPS.therapistPending;
    else if (rejected) cancel.tooltip = CANCEL_TOOLTIPS.rejected;
    return [SUPPORT, cancel];
  }
  if (a.isCompleted)
    return [SUPPORT, { kind: 'completed-marker', label: 'Completed', disabled: true }];
  if (a.isApproved || a.payment) {
    return [
      SUPPORT,
      { kind: 'request-cancellation', label: 'Cancel Appointment', disabled: false },
    ];
  }
  return [
    SUPPORT,
    { kind: 'pay-online', label: 'Pay Online', disabled: false },
    { kind: 'cancel', label: 'Cancel Appointment', disabled: false },
  ];
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

/** Sort comparator: latest session start first; unreadable dates last. */
export function compareAppointmentsNewestFirst(
  a: Pick<AppointmentStatusInput, 'slotDate' | 'slotTime'>,
  b: Pick<AppointmentStatusInput, 'slotDate' | 'slotTime'>,
): number {
  return startMs(b) - startMs(a);
}

function startMs(a: Pick<AppointmentStatusInput, 'slotDate' | 'slotTime'>): number {
  const date = parseSlotDateKey(a.slotDate);
  if (!date) return -Infinity;
  return istInstant(date, parseHhmm(a.slotTime) === null ? '00:00' : a.slotTime).getTime();
}
