import { HOLD_MINUTES, REFUND_WORKING_DAYS, RESERVATION_MINUTES } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import { formatRupees } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail } from '../../../shared/mail/mail-kit';
import { CONFIRMATION_WORDS } from './booking-mails';
import { MAIL_WORDS, mailGreeting, mailSlot, siteSignOffIn, type MailWords } from './mail-words';

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
