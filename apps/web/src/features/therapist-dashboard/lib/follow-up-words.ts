import { defineMessages } from '@app/domain/i18n/define';

/** The dashboard's words for follow-ups and clients with no next session (namespace dashboard). */
export const FOLLOW_UP_WORDS = defineMessages({
  heading: { id: 'dashboard.followUp.heading', defaultMessage: 'No next session booked' },
  intro: {
    id: 'dashboard.followUp.intro',
    defaultMessage:
      'Clients you saw in the last 60 days who have nothing booked with you ahead. Suggest times for their next session: they get a mail and a text with links to book.',
  },
  lastSession: {
    id: 'dashboard.followUp.lastSession',
    defaultMessage: 'Last session {when}',
  },
  suggest: { id: 'dashboard.followUp.suggest', defaultMessage: 'Book a follow-up' },
  suggestFor: {
    id: 'dashboard.followUp.suggestFor',
    defaultMessage: 'Book a follow-up with {client}',
  },
  sentAlready: { id: 'dashboard.followUp.sentAlready', defaultMessage: 'Times suggested' },
  loadFailed: {
    id: 'dashboard.followUp.loadFailed',
    defaultMessage: 'Clients with no next session could not be loaded.',
  },
  retry: { id: 'dashboard.followUp.retry', defaultMessage: 'Try again' },
  dialogTitle: { id: 'dashboard.followUp.dialogTitle', defaultMessage: 'Book a follow-up' },
  dialogBody: {
    id: 'dashboard.followUp.dialogBody',
    defaultMessage:
      'Pick up to {max} of your open times. {client} gets a mail and a text with a link to book each one; the times are not held, so someone else may book them first.',
  },
  chosen: {
    id: 'dashboard.followUp.chosen',
    defaultMessage: 'Times to suggest ({count}/{max})',
  },
  send: { id: 'dashboard.followUp.send', defaultMessage: 'Send to client' },
});
