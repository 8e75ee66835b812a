import { defineMessages } from '@app/domain/i18n/define';

/** My Appointments' words for a standing weekly series (namespace appointments). */
export const SERIES_WORDS = defineMessages({
  position: {
    id: 'appointments.series.position',
    defaultMessage: 'Weekly · session {position} of {count}',
  },
  cancelRest: {
    id: 'appointments.series.cancelRest',
    defaultMessage: 'Cancel the rest of the series',
  },
  title: { id: 'appointments.series.title', defaultMessage: 'Cancel the rest of the series' },
  lead: {
    id: 'appointments.series.lead',
    defaultMessage:
      'This session and every later session of the series end in one step. Each session is refunded on its own, as the usual rules decide.',
  },
  checking: {
    id: 'appointments.series.checking',
    defaultMessage: 'Working out what happens to each session…',
  },
  failed: {
    id: 'appointments.series.failed',
    defaultMessage: 'We could not work out what happens to these sessions: {reason}',
  },
  tryAgain: { id: 'appointments.series.tryAgain', defaultMessage: 'Try again' },
  sessions: { id: 'appointments.series.sessions', defaultMessage: 'Sessions to cancel' },
  when: { id: 'appointments.series.when', defaultMessage: '{date}, {time} IST' },
  cancelledNow: {
    id: 'appointments.series.cancelledNow',
    defaultMessage: 'Cancelled now, {amount} refunded',
  },
  request: {
    id: 'appointments.series.request',
    defaultMessage:
      'Sent to our team as a cancellation request; booked more than {hours} hours ago, so no refund by the rule',
  },
  totalRefund: {
    id: 'appointments.series.totalRefund',
    defaultMessage: 'Refunded to you in all: {amount}',
  },
  confirm: { id: 'appointments.series.confirm', defaultMessage: 'Cancel these sessions' },
  pending: { id: 'appointments.series.pending', defaultMessage: 'Cancelling…' },
  doneCancelled: {
    id: 'appointments.series.doneCancelled',
    defaultMessage:
      '{count, plural, one {# session cancelled, {amount} refunded.} other {# sessions cancelled, {amount} refunded.}}',
  },
  doneRequested: {
    id: 'appointments.series.doneRequested',
    defaultMessage:
      '{count, plural, one {# cancellation request sent to our team.} other {# cancellation requests sent to our team.}}',
  },
});
