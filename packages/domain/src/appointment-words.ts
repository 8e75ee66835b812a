import { REFUSALS } from './appointment-life-cycle';
import { CANCEL_TOOLTIPS } from './appointment-status';
import { defineMessages, type MessageDescriptor } from './i18n/define';
import type { Translator } from './i18n/translator';

/**
 * The card's status labels, buttons and their tooltips in every language (namespace
 * appointments). appointment-status.ts keeps the spec's English labels, which tests and the API
 * read; a page words them through `appointmentWords`.
 */
export const STATUS_WORDS = defineMessages({
  notAttended: { id: 'appointments.status.notAttended', defaultMessage: 'Session Not Attended' },
  reservationExpired: {
    id: 'appointments.status.reservationExpired',
    defaultMessage: 'Reservation Expired',
  },
  cancelled: { id: 'appointments.status.cancelled', defaultMessage: 'Cancelled' },
  cancelledRefunded: {
    id: 'appointments.status.cancelledRefunded',
    defaultMessage: 'Cancelled & Refunded',
  },
  byTeam: { id: 'appointments.status.byTeam', defaultMessage: 'Cancelled By Our Team' },
  byTeamRefunded: {
    id: 'appointments.status.byTeamRefunded',
    defaultMessage: 'Cancelled By Our Team & Refunded',
  },
  declined: { id: 'appointments.status.declined', defaultMessage: 'You Declined The New Times' },
  declinedRefunded: {
    id: 'appointments.status.declinedRefunded',
    defaultMessage: 'You Declined The New Times & Refunded',
  },
  byYou: { id: 'appointments.status.byYou', defaultMessage: 'Cancelled By You' },
  byYouRefunded: {
    id: 'appointments.status.byYouRefunded',
    defaultMessage: 'Cancelled By You & Refunded',
  },
  byTherapist: { id: 'appointments.status.byTherapist', defaultMessage: 'Cancelled By Therapist' },
  byTherapistRefunded: {
    id: 'appointments.status.byTherapistRefunded',
    defaultMessage: 'Cancelled By Therapist & Refunded',
  },
  confirmed: { id: 'appointments.status.confirmed', defaultMessage: 'Appointment Confirmed' },
  refundRequested: {
    id: 'appointments.status.refundRequested',
    defaultMessage: 'Refund Requested',
  },
  refundRejected: { id: 'appointments.status.refundRejected', defaultMessage: 'Refund Rejected' },
  completed: { id: 'appointments.status.completed', defaultMessage: 'Completed' },
  pendingConfirmation: {
    id: 'appointments.status.pendingConfirmation',
    defaultMessage: 'Pending Confirmation',
  },
  pendingPayment: { id: 'appointments.status.pendingPayment', defaultMessage: 'Pending Payment' },
});

export const ACTION_WORDS = defineMessages({
  contactSupport: { id: 'appointments.action.contactSupport', defaultMessage: 'Contact Support' },
  cancel: { id: 'appointments.action.cancel', defaultMessage: 'Cancel' },
  cancelAppointment: {
    id: 'appointments.action.cancelAppointment',
    defaultMessage: 'Cancel Appointment',
  },
  payOnline: { id: 'appointments.action.payOnline', defaultMessage: 'Pay Online' },
  therapistPending: {
    id: 'appointments.action.therapistPending',
    defaultMessage: 'The therapist has requested this cancellation; our team is reviewing it.',
  },
  rejected: {
    id: 'appointments.action.rejected',
    defaultMessage: 'Your cancellation request was rejected. Please contact support.',
  },
  unpaidCancelDirectly: {
    id: 'appointments.action.unpaidCancelDirectly',
    defaultMessage: 'This appointment is not paid yet. You can cancel it directly instead.',
  },
  requestDecided: {
    id: 'appointments.action.requestDecided',
    defaultMessage:
      'The cancellation request for this appointment was already reviewed. Please contact support.',
  },
  sessionStarted: {
    id: 'appointments.action.sessionStarted',
    defaultMessage: 'This session has already started and can no longer be cancelled.',
  },
});

const S = STATUS_WORDS;
const A = ACTION_WORDS;

/** The English each message words, as appointment-status.ts and the life cycle write it. */
const BY_ENGLISH = new Map<string, MessageDescriptor>([
  ['Session Not Attended', S.notAttended],
  ['Reservation Expired', S.reservationExpired],
  ['Cancelled', S.cancelled],
  ['Cancelled & Refunded', S.cancelledRefunded],
  ['Cancelled By Our Team', S.byTeam],
  ['Cancelled By Our Team & Refunded', S.byTeamRefunded],
  ['You Declined The New Times', S.declined],
  ['You Declined The New Times & Refunded', S.declinedRefunded],
  ['Cancelled By You', S.byYou],
  ['Cancelled By You & Refunded', S.byYouRefunded],
  ['Cancelled By Therapist', S.byTherapist],
  ['Cancelled By Therapist & Refunded', S.byTherapistRefunded],
  ['Appointment Confirmed', S.confirmed],
  ['Refund Requested', S.refundRequested],
  ['Refund Rejected', S.refundRejected],
  ['Completed', S.completed],
  ['Pending Confirmation', S.pendingConfirmation],
  ['Pending Payment', S.pendingPayment],
  ['Contact Support', A.contactSupport],
  ['Cancel', A.cancel],
  ['Cancel Appointment', A.cancelAppointment],
  ['Pay Online', A.payOnline],
  [CANCEL_TOOLTIPS.therapistPending, A.therapistPending],
  [CANCEL_TOOLTIPS.rejected, A.rejected],
  [REFUSALS.unpaidCancelDirectly, A.unpaidCancelDirectly],
  [REFUSALS.requestDecided, A.requestDecided],
  [REFUSALS.sessionStarted, A.sessionStarted],
]);

/** A status label, button or tooltip of the card in the translator's language. */
export function appointmentWords(t: Translator, english: string): string {
  const message = BY_ENGLISH.get(english);
  return message ? t(message) : english;
}
