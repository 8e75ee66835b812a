import { formatRupees, type RefundRule } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  clientSignOff,
  composeMail,
  formatMailMoment,
  formatMailSlot as whenIst,
  greeting,
  teamNotice,
  type MailKind,
  type SiteInfo,
} from '../../../shared/mail/mail-kit';

/** The facts of an appointment that its mails mention. */
export interface MailAppointment {
  id: string;
  slotDate: string;
  slotTime: string;
  clientName: string;
  clientEmail: string;
  therapistName: string;
  bookingFeePaise: number;
}

export interface PolicyRefund {
  refundPaise: number;
  rule: RefundRule;
}

export const REFUND_TIME = 'Refunds take 4 to 7 working days to reach your account.';

const rupees = (paise: number) => formatRupees(paise / 100);

/** A mail to the client about one of their sessions: greeting, what happened, the sign-off. */
export const clientSessionMail = (
  kind: MailKind,
  a: MailAppointment,
  subjectLead: string,
  site: SiteInfo,
  body: string[],
) =>
  composeMail(kind, a.clientEmail, `${subjectLead}: ${whenIst(a)}`, [
    greeting(a.clientName),
    '',
    ...body,
    '',
    ...clientSignOff(site),
  ]);

/** How the team settles a cancellation request: the command lines, in every such notice. */
export const decideWith = (appointmentId: string) => [
  `Decide with: npm run appointments -- approve-cancellation ${appointmentId}`,
  `         or: npm run appointments -- reject-cancellation ${appointmentId} --reason "..."`,
];

/** The session a client's mail is about: therapist, time and appointment id. */
export function sessionLine(a: MailAppointment) {
  return `Session: ${a.therapistName}, ${whenIst(a)} (appointment ${a.id})`;
}

/** What the client is told about the refund a request would give if approved. */
function expectedRefundText(a: MailAppointment, refund: PolicyRefund): string {
  if (refund.rule === 'therapist-full')
    return `If it is approved, your booking fee of ${rupees(refund.refundPaise)} is refunded in full. ${REFUND_TIME}`;
  if (refund.refundPaise > 0)
    return `You asked within 24 hours of booking, so if it is approved your booking fee of ${rupees(refund.refundPaise)} is refunded. ${REFUND_TIME}`;
  return `You asked more than 24 hours after booking, so the booking fee of ${rupees(a.bookingFeePaise)} is not refundable under our policy.`;
}

export function requestReceivedMail(
  a: MailAppointment,
  refund: PolicyRefund,
  site: SiteInfo,
): OutgoingMail {
  return clientSessionMail(
    'cancellation.request-received',
    a,
    'Cancellation request received',
    site,
    [
      'We have received your request to cancel this appointment:',
      sessionLine(a),
      '',
      'Our team reviews cancellation requests within 2-3 business days and will write to you with the decision.',
      expectedRefundText(a, refund),
    ],
  );
}

export function supportRequestNotice(
  a: MailAppointment & { clientPhone: string; bookedAt: Date; requestedAt: Date; reason: string },
  refund: PolicyRefund,
  site: SiteInfo,
): OutgoingMail {
  return teamNotice(
    'cancellation.team-client-request',
    site,
    `Cancellation request to review: ${a.clientName}, ${whenIst(a)}`,
    [
      `A client asked to cancel a paid appointment. Please review it within 2-3 business days.`,
      '',
      `Appointment: ${a.id}`,
      `Client: ${a.clientName}, ${a.clientEmail}, ${a.clientPhone}`,
      `Therapist: ${a.therapistName}`,
      `Session: ${whenIst(a)}`,
      `Booked at: ${formatMailMoment(a.bookedAt)}`,
      `Requested at: ${formatMailMoment(a.requestedAt)}`,
      `Refund under the policy: ${rupees(refund.refundPaise)} (${refund.rule})`,
      '',
      'Reason given:',
      a.reason,
      '',
      ...decideWith(a.id),
    ],
  );
}

export function therapistRequestMail(a: MailAppointment, site: SiteInfo): OutgoingMail {
  return clientSessionMail(
    'cancellation.therapist-asked',
    a,
    'Your therapist asked to cancel',
    site,
    [
      `${a.therapistName} has asked to cancel this session:`,
      sessionLine(a),
      '',
      `Our team reviews the request within 2-3 business days. If the session is cancelled, your booking fee of ${rupees(a.bookingFeePaise)} is refunded in full. ${REFUND_TIME}`,
      'Until then the appointment stays booked.',
    ],
  );
}

function noRefundReason(a: MailAppointment): string {
  return `No refund applies: the request came more than 24 hours after booking, and the booking fee of ${rupees(a.bookingFeePaise)} is refundable only within 24 hours of booking.`;
}

export function approvedMail(
  a: MailAppointment,
  refund: PolicyRefund,
  site: SiteInfo,
): OutgoingMail {
  const byTherapist = refund.rule === 'therapist-full';
  return clientSessionMail('cancellation.approved', a, 'Appointment cancelled', site, [
    byTherapist
      ? `This session was cancelled at the request of ${a.therapistName}:`
      : 'Your cancellation request was approved and this session is cancelled:',
    sessionLine(a),
    '',
    refund.refundPaise > 0
      ? `Your booking fee of ${rupees(refund.refundPaise)} is being refunded to your original payment method. ${REFUND_TIME} We will write again when the refund is processed.`
      : noRefundReason(a),
    'The rest of the session fee is paid only at a session that takes place, so nothing more is owed.',
  ]);
}

export function rejectedMail(
  a: MailAppointment & { requestedBy: 'user' | 'therapist' },
  note: string | undefined,
  site: SiteInfo,
): OutgoingMail {
  return clientSessionMail('cancellation.rejected', a, 'Cancellation request reviewed', site, [
    a.requestedBy === 'therapist'
      ? 'The request to cancel this session was withdrawn after review. Your appointment stays booked:'
      : 'After review, your cancellation request was not approved. Your appointment stays booked:',
    sessionLine(a),
    ...(note ? ['', `Note from our team: ${note}`] : []),
  ]);
}

/** What the team's own cancellation did with the booking fee (decision 0047). */
export interface TeamCancellationRefund {
  /** Recorded now and on its way; 0 when nothing is refunded now. */
  refundPaise: number;
  /** The payment had been refunded before (a goodwill refund): the money is back already. */
  refundedBefore: boolean;
}

/** The client hears that the team cancelled their session, why, and what happens to the fee. */
export function teamCancelledMail(
  a: MailAppointment,
  reason: string,
  refund: TeamCancellationRefund,
  site: SiteInfo,
): OutgoingMail {
  const money =
    refund.refundPaise > 0
      ? `Your booking fee of ${rupees(refund.refundPaise)} is being refunded to your original payment method. ${REFUND_TIME} We will write again when the refund is processed.`
      : refund.refundedBefore
        ? 'Your booking fee was already refunded to you earlier.'
        : `The booking fee of ${rupees(a.bookingFeePaise)} is not refunded.`;
  return clientSessionMail('cancellation.by-team-client', a, 'Appointment cancelled', site, [
    'Our team has cancelled this session:',
    sessionLine(a),
    '',
    `Reason: ${reason}`,
    '',
    money,
    'The rest of the session fee is paid only at a session that takes place, so nothing more is owed.',
  ]);
}
