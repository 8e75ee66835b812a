import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import { acceptanceDeadline } from '@app/domain/therapist-sessions';
import { bookingAmounts, feeSplitPhrase, formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { icsDocument, icsStamp, icsText } from '../../../shared/ical';
import {
  composeMail,
  formatMailSlot as whenIst,
  greeting,
  siteSignOff,
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

export function therapistNotice(
  s: BookedSession,
  to: string,
  site: SiteInfo,
  ics: string,
): OutgoingMail {
  const lines = [
    greeting(s.therapistName),
    '',
    `${s.clientName} booked a session with you.`,
    `When: ${whenIst(s)} (1 hr)`,
    `Session type: ${modeText(s)}`,
    ...(s.message ? ['', 'Message from the client:', s.message] : []),
    '',
    `Appointment id: ${s.appointmentId}`,
    '',
    site.name,
  ];
  return composeMail(
    'booking.therapist-notice',
    to,
    `New booking: ${s.clientName}, ${whenIst(s)}`,
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

const causeText: Record<RefundCause, (therapistName: string, when: string) => string> = {
  'hold-expired': (name, when) =>
    `the slot you chose with ${name} (${when}) was booked by someone else after your 10-minute hold ran out.`,
  'reservation-expired': (name, when) =>
    `the slot you reserved with ${name} (${when}) was booked by someone else after your 15-minute reservation ran out.`,
  'reservation-cancelled': (name, when) =>
    `your appointment with ${name} (${when}) had been cancelled before the payment completed.`,
  'session-started': (name, when) =>
    `the session with ${name} (${when}) had already begun when your payment completed.`,
  'account-closed': (name, when) =>
    `you had deleted your account before the payment for your session with ${name} (${when}) completed.`,
  'therapist-unavailable': (name, when) =>
    `${name} stopped taking sessions on our site before your payment for ${when} completed.`,
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
  b: RefundedPayment,
  site: SiteInfo,
  cause: RefundCause = 'hold-expired',
): OutgoingMail {
  const lines = [
    greeting(b.clientName),
    '',
    `We received your payment of ${formatRupees(b.amountPaise / 100)}, but ${causeText[cause](b.therapistName, whenIst(b))}`,
    'No appointment was made and your payment is being refunded in full. Refunds take 4 to 7 working days.',
    ...siteSignOff(site, `Please choose another time: ${site.publicUrl}/therapists`),
  ];
  return composeMail(
    'booking.late-refund',
    b.clientEmail,
    cause === 'reservation-cancelled'
      ? 'Your payment is being refunded: the appointment was cancelled'
      : cause === 'session-started'
        ? 'Your payment is being refunded: the session time had passed'
        : cause === 'account-closed'
          ? 'Your payment is being refunded: your account was deleted'
          : cause === 'therapist-unavailable'
            ? 'Your payment is being refunded: the therapist is not taking sessions'
            : 'Your payment is being refunded: the slot was no longer free',
    lines,
  );
}

/** A second payment for an appointment that was already paid: the appointment stands. */
export function duplicatePaymentNotice(
  b: RefundedPayment & {
    /** null: the first payment was refunded too, nothing was booked. */
    appointmentId: string | null;
  },
  site: SiteInfo,
): OutgoingMail {
  const booked = b.appointmentId !== null;
  const lines = [
    greeting(b.clientName),
    '',
    `We received a second payment of ${formatRupees(b.amountPaise / 100)} for your appointment with ${b.therapistName} ` +
      `(${whenIst(b)}), which was already paid. ` +
      (booked ? 'Your appointment stays booked.' : 'Your first payment is being refunded too.'),
    'The second payment is being refunded in full. Refunds take 4 to 7 working days.',
    ...siteSignOff(site, ...(booked ? [`Appointment id: ${b.appointmentId}`] : [])),
  ];
  return composeMail(
    'booking.duplicate-payment',
    b.clientEmail,
    'Your second payment is being refunded: the appointment was already paid',
    lines,
  );
}
