import { z } from 'zod';
import { formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { REFUND_WORKING_DAYS } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import {
  composeMail,
  formatMailSlot,
  teamNotice,
  type SiteInfo,
} from '../../../shared/mail/mail-kit';
import { CANCELLATION_WORDS } from './appointment-mails';
import { clientSignOffIn, MAIL_WORDS, mailGreeting, mailSlot, type MailWords } from './mail-words';

export interface RefundMailFacts {
  refundId: string;
  providerRefundId: string | null;
  amountPaise: number;
  clientName: string;
  clientEmail: string;
  therapistName: string;
  /** The session the payment was for, when known. */
  slot: { slotDate: string; slotTime: string } | null;
  appointmentId: string | null;
}

const bookedSlot = z.object({ slotDate: z.string(), slotTime: z.string() });

/** What the refund queries read of a refund, its order and its appointment. */
export interface RefundRecordFacts {
  refundId: string;
  providerRefundId: string | null;
  amountPaise: number;
  booking: unknown;
  appointmentId: string | null;
  appointmentFirstName: string | null;
  appointmentLastName: string | null;
  slotDate: string | null;
  slotTime: string | null;
}

/** The appointment's contact and slot when there is one, else the account and the order's snapshot. */
export function refundMailFactsOf(
  f: RefundRecordFacts,
  account: { email: string; firstName: string; lastName: string },
  therapistName: string,
): RefundMailFacts {
  const snapshot = bookedSlot.safeParse(f.booking);
  const firstName = f.appointmentFirstName ?? account.firstName;
  const lastName = f.appointmentLastName ?? account.lastName;
  let slot: RefundMailFacts['slot'] = snapshot.success ? snapshot.data : null;
  if (f.slotDate && f.slotTime) slot = { slotDate: f.slotDate, slotTime: f.slotTime };
  return {
    refundId: f.refundId,
    providerRefundId: f.providerRefundId,
    amountPaise: f.amountPaise,
    clientName: `${firstName} ${lastName}`.trim(),
    clientEmail: account.email,
    therapistName,
    slot,
    appointmentId: f.appointmentId,
  };
}

const WORDS = defineMessages({
  session: { id: 'mail.refund.session', defaultMessage: 'your session with {therapist}' },
  sessionOn: {
    id: 'mail.refund.sessionOn',
    defaultMessage: 'your session with {therapist} on {when}',
  },
  processedSubject: {
    id: 'mail.refund.processedSubject',
    defaultMessage: 'Refund processed: {amount}',
  },
  processed: {
    id: 'mail.refund.processed',
    defaultMessage: 'Your refund of {amount} for {session} has been processed.',
  },
  reference: { id: 'mail.refund.reference', defaultMessage: 'Refund reference: {reference}' },
  goodwillSubject: {
    id: 'mail.refund.goodwillSubject',
    defaultMessage: 'Refund on its way: {amount}',
  },
  goodwill: {
    id: 'mail.refund.goodwill',
    defaultMessage: 'Our team has refunded {amount} to you for {session}.',
  },
  staysBooked: { id: 'mail.refund.staysBooked', defaultMessage: 'Your appointment stays booked.' },
});

/** 'your session with Dr. Asha Rao on Thursday 26 November 2026 at 8:00 AM IST'. */
const sessionIn = ({ t }: MailWords, f: RefundMailFacts) =>
  f.slot
    ? t(WORDS.sessionOn, { therapist: f.therapistName, when: mailSlot(t, f.slot) })
    : t(WORDS.session, { therapist: f.therapistName });

/** The team's English: 'your session with … on …'. */
const sessionText = (f: RefundMailFacts) =>
  `your session with ${f.therapistName}${f.slot ? ` on ${formatMailSlot(f.slot)}` : ''}`;

export function refundProcessedMail(w: MailWords, f: RefundMailFacts): OutgoingMail {
  const { t, site } = w;
  const amount = formatRupees(f.amountPaise / 100);
  const lines = [
    mailGreeting(t, f.clientName),
    '',
    t(WORDS.processed, { amount, session: sessionIn(w, f) }),
    t(MAIL_WORDS.refundTimeBank, REFUND_WORKING_DAYS),
    ...(f.providerRefundId ? [t(WORDS.reference, { reference: f.providerRefundId })] : []),
    '',
    ...clientSignOffIn(t, site),
  ];
  return composeMail(
    'refund.processed',
    f.clientEmail,
    t(WORDS.processedSubject, { amount }),
    lines,
  );
}

/**
 * The team returned a captured payment on its own initiative (decision 0047): how much, why, and
 * whether the booking stands. The "refund processed" mail follows when the provider confirms.
 */
export function goodwillRefundMail(
  w: MailWords,
  f: RefundMailFacts,
  reason: string,
  bookingStays: boolean,
): OutgoingMail {
  const { t, site } = w;
  const amount = formatRupees(f.amountPaise / 100);
  const lines = [
    mailGreeting(t, f.clientName),
    '',
    t(WORDS.goodwill, { amount, session: sessionIn(w, f) }),
    t(CANCELLATION_WORDS.reason, { reason }),
    '',
    `${t(MAIL_WORDS.refundTimeBank, REFUND_WORKING_DAYS)} ${t(CANCELLATION_WORDS.writeAgain)}`,
    ...(bookingStays ? [t(WORDS.staysBooked)] : []),
    '',
    ...clientSignOffIn(t, site),
  ];
  return composeMail('refund.goodwill', f.clientEmail, t(WORDS.goodwillSubject, { amount }), lines);
}

/** The provider could not refund: the team has to settle it by hand. */
export function refundFailedNotice(f: RefundMailFacts, site: SiteInfo): OutgoingMail {
  const amount = formatRupees(f.amountPaise / 100);
  return teamNotice('refund.team-failed', site, `Refund failed: ${amount}, ${f.clientName}`, [
    `The payment provider reports a failed refund of ${amount}. Please settle it with the provider and the client.`,
    '',
    `Refund: ${f.refundId} (provider ${f.providerRefundId ?? 'unknown'})`,
    `Client: ${f.clientName}, ${f.clientEmail}`,
    `For: ${sessionText(f)}`,
    ...(f.appointmentId ? [`Appointment: ${f.appointmentId}`] : []),
  ]);
}
