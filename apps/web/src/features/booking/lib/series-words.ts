import { defineMessages, type MessageDescriptor } from '@app/domain/i18n/define';
import type { SeriesUnavailableReason } from '@app/domain/series-view';

/** The booking page's words for a standing weekly series (namespace booking). */
export const SERIES = defineMessages({
  repeat: { id: 'booking.series.repeat', defaultMessage: 'Repeat' },
  once: { id: 'booking.series.once', defaultMessage: 'Just this session' },
  weekly: {
    id: 'booking.series.weekly',
    defaultMessage: 'Every week, for {weeks} weeks',
  },
  repeatHint: {
    id: 'booking.series.repeatHint',
    defaultMessage: 'The same day and time each week, with the same therapist and mode.',
  },
  heading: { id: 'booking.series.heading', defaultMessage: 'Your weekly sessions' },
  checking: {
    id: 'booking.series.checking',
    defaultMessage: 'Checking which weeks are free…',
  },
  failed: {
    id: 'booking.series.failed',
    defaultMessage: 'We could not check the later weeks: {reason}',
  },
  tryAgain: { id: 'booking.series.tryAgain', defaultMessage: 'Try again' },
  signIn: {
    id: 'booking.series.signIn',
    defaultMessage: 'After you sign in we show which of these weeks are free before you pay.',
  },
  when: { id: 'booking.series.when', defaultMessage: '{date}, {time} IST' },
  free: { id: 'booking.series.free', defaultMessage: 'Free' },
  notFree: { id: 'booking.series.notFree', defaultMessage: 'Not available' },
  past: { id: 'booking.series.reason.past', defaultMessage: 'This time has passed' },
  tooSoon: {
    id: 'booking.series.reason.tooSoon',
    defaultMessage: 'Too soon to book: the therapist needs more notice',
  },
  timeOff: {
    id: 'booking.series.reason.timeOff',
    defaultMessage: 'The therapist is away that day',
  },
  outsideHours: {
    id: 'booking.series.reason.outsideHours',
    defaultMessage: 'The therapist is not working at this hour that day',
  },
  taken: { id: 'booking.series.reason.taken', defaultMessage: 'Already booked' },
  total: {
    id: 'booking.series.total',
    defaultMessage: '{count, plural, one {# session} other {# sessions}} × {fee} = {total}',
  },
  notCharged: {
    id: 'booking.series.notCharged',
    defaultMessage: 'Weeks that are not available are not booked and not charged.',
  },
  refunds: {
    id: 'booking.series.refunds',
    defaultMessage:
      "If you cancel, each session's {fee} is refunded on its own under the usual rules: in full within {hours} hours of booking, or when the therapist cancels or does not accept it.",
  },
  noneFree: {
    id: 'booking.series.noneFree',
    defaultMessage:
      'None of the later weeks is free at this time. You can book just this session, or choose another time.',
  },
  payableNow: {
    id: 'booking.series.payableNow',
    defaultMessage: 'Payable now for {count} sessions: ',
  },
  atEachSession: {
    id: 'booking.series.atEachSession',
    defaultMessage: 'The rest of the session fee is paid at each session.',
  },
});

/** Why a week cannot be booked, in plain words. */
export const REASON_WORDS = {
  past: SERIES.past,
  'too-soon': SERIES.tooSoon,
  'time-off': SERIES.timeOff,
  'outside-hours': SERIES.outsideHours,
  taken: SERIES.taken,
} satisfies Record<SeriesUnavailableReason, MessageDescriptor>;
