import {
  HOLD_MINUTES,
  REFUND_WINDOW_HOURS,
  REFUND_WORKING_DAYS,
  RESERVATION_MINUTES,
} from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import { acceptanceDeadline } from '@app/domain/therapist-sessions';
import { bookingAmounts, feeSplitPhrase, formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { icsDocument, icsStamp, icsText } from '../../../shared/ical';
import {
  composeMail,
  formatMailSlot as whenIst,
  type SiteInfo,
} from '../../../shared/mail/mail-kit';
import {
  clientSignOffIn,
  type MailWords,
  MAIL_WORDS,
  mailGreeting,
  mailMoment,
  mailSlot,
  sessionMode,
  siteSignOffIn,
} from './mail-words';

export interface BookedSession {
  appointmentId: string;
  /** Starts the therapist's time to accept (acceptanceDeadline). */
  bookedAt: Date;
  startsAt: Date;
  slotDate: string;
  slotTime: string;
  sessionType: 'online' | 'in-person';
  therapistName: string;
  therapistAddress: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  message: string;
  therapistFeeRupees: number | null;
  bookingFeePaise: number;
  /** The therapist's address, for the therapist's own invite, when their profile has one. */
  therapistEmail?: string | null;
  /** Accepted by the therapist: the invite is CONFIRMED, before that TENTATIVE. */
  accepted?: boolean;
}

/** One invite per side: each names only its recipient as attendee. */
export interface SessionInvites {
  client: string;
  therapist: string;
}

/**
 * Which version of the appointment's invite: SEQUENCE 0 at booking and one more per move, so a
 * calendar app moves its event (REQUEST) or removes it (CANCEL, sent with SEQUENCE + 1).
 */
export interface InviteVersion {
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
}

const SESSION_MINUTES = 60;

const modeText = (s: BookedSession) =>
  s.sessionType === 'online'
    ? 'Online'
    : `In-Person${s.therapistAddress ? ` (${s.therapistAddress})` : ''}`;

const attendee = (name: string, email: string) =>
  `ATTENDEE;CN="${name.replace(/"/g, "'")}";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${email}`;

/**
 * The invites of a session, one per side. Each names only its recipient as attendee, and a
 * no-reply organiser, so nobody reads the other person's sign-in address in it; a booking that
 * awaits the therapist's acceptance is TENTATIVE, CONFIRMED once accepted (as the feed says).
 */
export function sessionInvites(
  s: BookedSession,
  site: SiteInfo,
  now: Date,
  version: InviteVersion = { sequence: 0, method: 'REQUEST' },
): SessionInvites {
  return {
    client: sessionIcs(s, site, now, version, attendee(s.clientName, s.clientEmail)),
    therapist: sessionIcs(
      s,
      site,
      now,
      version,
      s.therapistEmail ? attendee(s.therapistName, s.therapistEmail) : null,
    ),
  };
}

const inviteStatus = (s: BookedSession, version: InviteVersion) =>
  version.method === 'CANCEL' ? 'CANCELLED' : s.accepted ? 'CONFIRMED' : 'TENTATIVE';

/** A calendar invitation: one 60-minute VEVENT, times in UTC, UID = the appointment id. */
function sessionIcs(
  s: BookedSession,
  site: SiteInfo,
  now: Date,
  version: InviteVersion,
  recipient: string | null,
): string {
  const end = new Date(s.startsAt.getTime() + SESSION_MINUTES * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(site.name)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${version.method}`,
    'BEGIN:VEVENT',
    `UID:${s.appointmentId}`,
    `SEQUENCE:${version.sequence}`,
    `STATUS:${inviteStatus(s, version)}`,
    `DTSTAMP:${icsStamp(now)}`,
    `DTSTART:${icsStamp(s.startsAt)}`,
    `DTEND:${icsStamp(end)}`,
    `SUMMARY:${icsText(`Therapy session: ${s.clientName} with ${s.therapistName}`)}`,
    `DESCRIPTION:${icsText(`${modeText(s)} session, ${whenIst(s)}. Appointment ${s.appointmentId}.`)}`,
    `LOCATION:${icsText(s.sessionType === 'online' ? 'Online' : s.therapistAddress || 'In-Person')}`,
    `ORGANIZER;CN="${site.name.replace(/"/g, "'")}":mailto:${site.noReplyEmail ?? site.supportEmail}`,
    ...(recipient ? [recipient] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return icsDocument(lines);
}

export const icsAttachment = (ics: string, method: InviteVersion['method'] = 'REQUEST') => ({
  attachments: [
    {
      filename: method === 'CANCEL' ? 'cancelled-session.ics' : 'session.ics',
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      contentBase64: Buffer.from(ics).toString('base64'),
    },
  ],
});

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

/** Why a payment could not be kept; the notice explains it in these words. */
export type RefundCause =
  | 'hold-expired'
  | 'reservation-expired'
  | 'reservation-cancelled'
  | 'session-started'
  | 'account-closed'
  | 'therapist-unavailable';

/** What the mail says went wrong, cause by cause, and its subject. */
const LATE_WORDS = defineMessages({
  'hold-expired': {
    id: 'mail.lateRefund.holdExpired',
    defaultMessage:
      'We received your payment of {amount}, but the slot you chose with {therapist} ({when}) was booked by someone else after your {minutes}-minute hold ran out.',
  },
  'reservation-expired': {
    id: 'mail.lateRefund.reservationExpired',
    defaultMessage:
      'We received your payment of {amount}, but the slot you reserved with {therapist} ({when}) was booked by someone else after your {minutes}-minute reservation ran out.',
  },
  'reservation-cancelled': {
    id: 'mail.lateRefund.reservationCancelled',
    defaultMessage:
      'We received your payment of {amount}, but your appointment with {therapist} ({when}) had been cancelled before the payment completed.',
  },
  'session-started': {
    id: 'mail.lateRefund.sessionStarted',
    defaultMessage:
      'We received your payment of {amount}, but the session with {therapist} ({when}) had already begun when your payment completed.',
  },
  'account-closed': {
    id: 'mail.lateRefund.accountClosed',
    defaultMessage:
      'We received your payment of {amount}, but you had deleted your account before the payment for your session with {therapist} ({when}) completed.',
  },
  'therapist-unavailable': {
    id: 'mail.lateRefund.therapistUnavailable',
    defaultMessage:
      'We received your payment of {amount}, but {therapist} stopped taking sessions on our site before your payment for {when} completed.',
  },
  subject: {
    id: 'mail.lateRefund.subject',
    defaultMessage:
      'Your payment is being refunded: {cause, select, cancelled {the appointment was cancelled} started {the session time had passed} closed {your account was deleted} unavailable {the therapist is not taking sessions} other {the slot was no longer free}}',
  },
  nothingBooked: {
    id: 'mail.lateRefund.nothingBooked',
    defaultMessage: 'No appointment was made and your payment is being refunded in full.',
  },
  chooseAnother: {
    id: 'mail.lateRefund.chooseAnother',
    defaultMessage: 'Please choose another time: {url}',
  },
  duplicateSubject: {
    id: 'mail.duplicatePayment.subject',
    defaultMessage: 'Your second payment is being refunded: the appointment was already paid',
  },
  duplicate: {
    id: 'mail.duplicatePayment.received',
    defaultMessage:
      'We received a second payment of {amount} for your appointment with {therapist} ({when}), which was already paid.',
  },
  staysBooked: {
    id: 'mail.duplicatePayment.staysBooked',
    defaultMessage: 'Your appointment stays booked.',
  },
  firstRefunded: {
    id: 'mail.duplicatePayment.firstRefunded',
    defaultMessage: 'Your first payment is being refunded too.',
  },
  secondRefunded: {
    id: 'mail.duplicatePayment.secondRefunded',
    defaultMessage: 'The second payment is being refunded in full.',
  },
});

const SUBJECT_CAUSE: Record<RefundCause, string> = {
  'hold-expired': 'free',
  'reservation-expired': 'free',
  'reservation-cancelled': 'cancelled',
  'session-started': 'started',
  'account-closed': 'closed',
  'therapist-unavailable': 'unavailable',
};

const HOLD_OF: Partial<Record<RefundCause, number>> = {
  'hold-expired': HOLD_MINUTES,
  'reservation-expired': RESERVATION_MINUTES,
};

/** A payment that is refunded in full, and the session it was for. */
interface RefundedPayment {
  clientName: string;
  clientEmail: string;
  therapistName: string;
  slotDate: string;
  slotTime: string;
  amountPaise: number;
}

export function lateRefundNotice(
  { site, t }: MailWords,
  b: RefundedPayment,
  cause: RefundCause = 'hold-expired',
): OutgoingMail {
  const lines = [
    mailGreeting(t, b.clientName),
    '',
    t(LATE_WORDS[cause], {
      amount: formatRupees(b.amountPaise / 100),
      therapist: b.therapistName,
      when: mailSlot(t, b),
      minutes: HOLD_OF[cause] ?? 0,
    }),
    `${t(LATE_WORDS.nothingBooked)} ${t(MAIL_WORDS.refundTimeShort, REFUND_WORKING_DAYS)}`,
    ...siteSignOffIn(t, site, t(LATE_WORDS.chooseAnother, { url: `${site.publicUrl}/therapists` })),
  ];
  return composeMail(
    'booking.late-refund',
    b.clientEmail,
    t(LATE_WORDS.subject, { cause: SUBJECT_CAUSE[cause] }),
    lines,
  );
}

/** A second payment for an appointment that was already paid: the appointment stands. */
export function duplicatePaymentNotice(
  { site, t }: MailWords,
  b: RefundedPayment & {
    /** null: the first payment was refunded too, nothing was booked. */
    appointmentId: string | null;
  },
): OutgoingMail {
  const booked = b.appointmentId !== null;
  const received = t(LATE_WORDS.duplicate, {
    amount: formatRupees(b.amountPaise / 100),
    therapist: b.therapistName,
    when: mailSlot(t, b),
  });
  const lines = [
    mailGreeting(t, b.clientName),
    '',
    `${received} ${booked ? t(LATE_WORDS.staysBooked) : t(LATE_WORDS.firstRefunded)}`,
    `${t(LATE_WORDS.secondRefunded)} ${t(MAIL_WORDS.refundTimeShort, REFUND_WORKING_DAYS)}`,
    ...siteSignOffIn(
      t,
      site,
      ...(booked ? [t(CONFIRMATION_WORDS.appointmentId, { id: b.appointmentId })] : []),
    ),
  ];
  return composeMail(
    'booking.duplicate-payment',
    b.clientEmail,
    t(LATE_WORDS.duplicateSubject),
    lines,
  );
}
