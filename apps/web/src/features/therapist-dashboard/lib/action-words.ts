import { defineMessages, type MessageDescriptor } from '@app/domain/i18n/define';
import type { TherapistAction } from '@app/domain/therapist-sessions';

/** What each action on a booking is called, asks before it changes it, and says once done. */
const M = defineMessages({
  acceptLabel: { id: 'dashboard.action.accept.label', defaultMessage: 'Accept' },
  acceptTitle: { id: 'dashboard.action.accept.title', defaultMessage: 'Accept this booking?' },
  acceptBody: {
    id: 'dashboard.action.accept.body',
    defaultMessage: 'The client is told the session is confirmed.',
  },
  acceptConfirm: { id: 'dashboard.action.accept.confirm', defaultMessage: 'Accept booking' },
  acceptDone: {
    id: 'dashboard.action.accept.done',
    defaultMessage: 'Booking accepted. The client has been told.',
  },
  declineLabel: { id: 'dashboard.action.decline.label', defaultMessage: 'Decline' },
  declineTitle: { id: 'dashboard.action.decline.title', defaultMessage: 'Decline this booking?' },
  declineBody: {
    id: 'dashboard.action.decline.body',
    defaultMessage:
      'The booking is cancelled, its time is freed and the client is refunded the booking fee in full. This cannot be undone.',
  },
  declineConfirm: { id: 'dashboard.action.decline.confirm', defaultMessage: 'Decline booking' },
  declineDone: {
    id: 'dashboard.action.decline.done',
    defaultMessage: 'Booking declined. The client is refunded in full.',
  },
  completeLabel: { id: 'dashboard.action.complete.label', defaultMessage: 'Mark completed' },
  completeTitle: {
    id: 'dashboard.action.complete.title',
    defaultMessage: 'Mark this session completed?',
  },
  completeBody: {
    id: 'dashboard.action.complete.body',
    defaultMessage: 'Confirm that the session took place.',
  },
  completeDone: {
    id: 'dashboard.action.complete.done',
    defaultMessage: 'Session marked completed.',
  },
  notAttendedLabel: {
    id: 'dashboard.action.notAttended.label',
    defaultMessage: 'Mark not attended',
  },
  notAttendedTitle: {
    id: 'dashboard.action.notAttended.title',
    defaultMessage: 'Mark this session not attended?',
  },
  notAttendedBody: {
    id: 'dashboard.action.notAttended.body',
    defaultMessage: 'The client did not attend. No refund applies.',
  },
  notAttendedDone: {
    id: 'dashboard.action.notAttended.done',
    defaultMessage: 'Session marked not attended.',
  },
  requestLabel: {
    id: 'dashboard.action.request.label',
    defaultMessage: 'Request cancellation',
  },
  requestBody: {
    id: 'dashboard.action.request.body',
    defaultMessage:
      'Our team reviews the request within 2-3 business days. If it is approved, the client is refunded the booking fee in full. Until then the session stays booked.',
  },
  requestConfirm: { id: 'dashboard.action.request.confirm', defaultMessage: 'Send request' },
  requestDone: {
    id: 'dashboard.action.request.done',
    defaultMessage: 'Cancellation request sent to our team.',
  },
  proposeLabel: { id: 'dashboard.action.propose.label', defaultMessage: 'Propose new times' },
  proposeBody: {
    id: 'dashboard.action.propose.body',
    defaultMessage:
      'Pick up to {count} open times. The client picks one or declines; if they decline, the booking is cancelled and refunded in full. Without an answer {hours} hours before the session, it stays at its time.',
  },
  proposeConfirm: { id: 'dashboard.action.propose.confirm', defaultMessage: 'Send proposal' },
  proposeDone: {
    id: 'dashboard.action.propose.done',
    defaultMessage: 'New times proposed. The client has been asked to pick one.',
  },
});

export interface ActionWords {
  label: MessageDescriptor;
  title: MessageDescriptor;
  body: MessageDescriptor;
  confirm: MessageDescriptor;
  done: MessageDescriptor;
}

export const ACTION_WORDS: Record<TherapistAction, ActionWords> = {
  accept: {
    label: M.acceptLabel,
    title: M.acceptTitle,
    body: M.acceptBody,
    confirm: M.acceptConfirm,
    done: M.acceptDone,
  },
  decline: {
    label: M.declineLabel,
    title: M.declineTitle,
    body: M.declineBody,
    confirm: M.declineConfirm,
    done: M.declineDone,
  },
  complete: {
    label: M.completeLabel,
    title: M.completeTitle,
    body: M.completeBody,
    confirm: M.completeLabel,
    done: M.completeDone,
  },
  'not-attended': {
    label: M.notAttendedLabel,
    title: M.notAttendedTitle,
    body: M.notAttendedBody,
    confirm: M.notAttendedLabel,
    done: M.notAttendedDone,
  },
  'request-cancellation': {
    label: M.requestLabel,
    title: M.requestLabel,
    body: M.requestBody,
    confirm: M.requestConfirm,
    done: M.requestDone,
  },
  'propose-times': {
    label: M.proposeLabel,
    title: M.proposeLabel,
    body: M.proposeBody,
    confirm: M.proposeConfirm,
    done: M.proposeDone,
  },
};

/** The dialogs' own words around an action. */
export const DIALOG_WORDS = defineMessages({
  goBack: { id: 'dashboard.dialog.goBack', defaultMessage: 'Go back' },
  cancel: { id: 'dashboard.dialog.cancel', defaultMessage: 'Cancel' },
  sending: { id: 'dashboard.dialog.sending', defaultMessage: 'Sending…' },
  reasonForCancellation: {
    id: 'dashboard.dialog.reasonForCancellation',
    defaultMessage: 'Reason for cancellation',
  },
  reasonForClient: {
    id: 'dashboard.dialog.reasonForClient',
    defaultMessage: 'Reason for the client (optional)',
  },
  reasonForClientHint: {
    id: 'dashboard.dialog.reasonForClientHint',
    defaultMessage: 'We include it in the mail that tells the client.',
  },
  timesChosen: { id: 'dashboard.propose.timesChosen', defaultMessage: '{count} times chosen' },
  addTime: { id: 'dashboard.propose.addTime', defaultMessage: 'Add this time' },
  toPropose: {
    id: 'dashboard.propose.toPropose',
    defaultMessage: 'Times to propose ({count}/{max})',
  },
  pickTime: { id: 'dashboard.propose.pickTime', defaultMessage: 'Pick a time above and add it.' },
  remove: { id: 'dashboard.propose.remove', defaultMessage: 'Remove {slot}' },
});
