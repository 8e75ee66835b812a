import { defineMessages } from '@app/domain/i18n/define';

/**
 * What the therapist's actions on a booking answer, in the caller's language: the dashboard's own
 * words where it says the same (ids shared with the web's words, so the Hindi is written once).
 */
export const THERAPIST_ACTION_ANSWERS = defineMessages({
  accepted: {
    id: 'dashboard.action.accept.done',
    defaultMessage: 'Booking accepted. The client has been told.',
  },
  declined: {
    id: 'dashboard.action.decline.done',
    defaultMessage: 'Booking declined. The client is refunded in full.',
  },
  completed: { id: 'dashboard.action.complete.done', defaultMessage: 'Session marked completed.' },
  notAttended: {
    id: 'dashboard.action.notAttended.done',
    defaultMessage: 'Session marked not attended.',
  },
  cancellationRequested: {
    id: 'dashboard.action.request.sent',
    defaultMessage:
      'Cancellation request sent. Our team reviews it; if approved, the client is refunded in full.',
  },
});
