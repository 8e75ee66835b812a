import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import { acceptanceDeadline } from '@app/domain/therapist-sessions';
import { bookingAmounts, feeSplitPhrase, formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail } from '../../../shared/mail/mail-kit';
import {
  clientSignOffIn,
  type MailWords,
  MAIL_WORDS,
  mailGreeting,
  mailMoment,
  mailSlot,
  sessionMode,
} from './mail-words';
import { icsAttachment, SESSION_MINUTES, type BookedSession } from './session-invites';

export {
  icsAttachment,
  sessionInvites,
  type BookedSession,
  type InviteVersion,
  type SessionInvites,
} from './session-invites';

/** The client's mail of a paid booking: received, awaiting the therapist's confirmation. */
export const CONFIRMATION_WORDS = defineMessages({
  subject: {
    id: 'mail.bookingConfirmation.subject',
    defaultMessage: 'Booking received, awaiting confirmation: {therapist}, {when}',
  },
  received: {
    id: 'mail.bookingConfirmation.received',
    defaultMessage:
      "Your booking with {therapist} is received and awaits the therapist's confirmation.",
  },
  when: { id: 'mail.bookingConfirmation.when', defaultMessage: 'When: {when} ({length})' },
  sessionType: {
    id: 'mail.bookingConfirmation.sessionType',
    defaultMessage: 'Session type: {mode}',
  },
  feePaid: { id: 'mail.bookingConfirmation.feePaid', defaultMessage: 'Booking fee paid: {fee}' },
  appointmentId: {
    id: 'mail.bookingConfirmation.appointmentId',
    defaultMessage: 'Appointment id: {id}',
  },
  pending: {
    id: 'mail.bookingConfirmation.pending',
    defaultMessage:
      "Awaiting the therapist's confirmation by {by}. If they do not confirm by then, the booking is cancelled and your {fee} booking fee is refunded in full.",
  },
  refundWindow: {
    id: 'mail.bookingConfirmation.refundWindow',
    defaultMessage:
      'The booking fee is refundable if you cancel within {hours, plural, one {# hour} other {# hours}} of booking.',
  },
});

export function clientConfirmation(
  { site, t }: MailWords,
  s: BookedSession,
  ics: string,
): OutgoingMail {
  const W = CONFIRMATION_WORDS;
  const when = mailSlot(t, s);
  const fee = formatRupees(s.bookingFeePaise / 100);
  const lines = [
    mailGreeting(t, s.clientName),
    '',
    t(W.received, { therapist: s.therapistName }),
    t(W.when, { when, length: t(MAIL_WORDS.sessionLength, { hours: SESSION_MINUTES / 60 }) }),
    t(W.sessionType, { mode: sessionMode(t, s) }),
    t(W.feePaid, { fee }),
    t.phrase(feeSplitPhrase(bookingAmounts(s.therapistFeeRupees, s.bookingFeePaise))),
    t(W.appointmentId, { id: s.appointmentId }),
    '',
    t(W.pending, { by: mailMoment(t, acceptanceDeadline(s.bookedAt, s.startsAt)), fee }),
    t(W.refundWindow, { hours: REFUND_WINDOW_HOURS }),
    ...clientSignOffIn(t, site),
  ];
  return composeMail(
    'booking.client-confirmation',
    s.clientEmail,
    t(W.subject, { therapist: s.therapistName, when }),
    lines,
    icsAttachment(ics),
  );
}

const NOTICE_WORDS = defineMessages({
  subject: { id: 'mail.newBooking.subject', defaultMessage: 'New booking: {client}, {when}' },
  booked: { id: 'mail.newBooking.booked', defaultMessage: '{client} booked a session with you.' },
  message: { id: 'mail.newBooking.message', defaultMessage: 'Message from the client:' },
});

export function therapistNotice(
  { site, t }: MailWords,
  s: BookedSession,
  to: string,
  ics: string,
): OutgoingMail {
  const W = CONFIRMATION_WORDS;
  const when = mailSlot(t, s);
  const lines = [
    mailGreeting(t, s.therapistName),
    '',
    t(NOTICE_WORDS.booked, { client: s.clientName }),
    t(W.when, { when, length: t(MAIL_WORDS.sessionLength, { hours: SESSION_MINUTES / 60 }) }),
    t(W.sessionType, { mode: sessionMode(t, s) }),
    ...(s.message ? ['', t(NOTICE_WORDS.message), s.message] : []),
    '',
    t(W.appointmentId, { id: s.appointmentId }),
    '',
    site.name,
  ];
  return composeMail(
    'booking.therapist-notice',
    to,
    t(NOTICE_WORDS.subject, { client: s.clientName, when }),
    lines,
    icsAttachment(ics),
  );
}
