import { REFUND_WINDOW_HOURS, REQUEST_REVIEW_BUSINESS_DAYS } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import { formatRupees, type RefundRule } from '@app/domain/pricing';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  composeMail,
  formatMailMoment,
  formatMailSlot as whenIst,
  teamNotice,
  type MailKind,
  type SiteInfo,
} from '../../../shared/mail/mail-kit';
import {
  clientSignOffIn,
  MAIL_WORDS,
  mailGreeting,
  mailSlot,
  refundTime,
  SESSION_WORDS,
  type MailWords,
} from './mail-words';

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

/** The client's mails about cancelling a session: requests, decisions, the team's cancellation. */
const WORDS = defineMessages({
  requestReceivedLead: {
    id: 'mail.cancellation.requestReceivedLead',
    defaultMessage: 'Cancellation request received',
  },
  therapistAskedLead: {
    id: 'mail.cancellation.therapistAskedLead',
    defaultMessage: 'Your therapist asked to cancel',
  },
  cancelledLead: { id: 'mail.cancellation.cancelledLead', defaultMessage: 'Appointment cancelled' },
  reviewedLead: {
    id: 'mail.cancellation.reviewedLead',
    defaultMessage: 'Cancellation request reviewed',
  },
  received: {
    id: 'mail.cancellation.received',
    defaultMessage: 'We have received your request to cancel this appointment:',
  },
  reviewWithin: {
    id: 'mail.cancellation.reviewWithin',
    defaultMessage:
      'Our team reviews cancellation requests within {from}-{to} business days and will write to you with the decision.',
  },
  ifApprovedInFull: {
    id: 'mail.cancellation.ifApprovedInFull',
    defaultMessage: 'If it is approved, your booking fee of {fee} is refunded in full.',
  },
  askedWithinWindow: {
    id: 'mail.cancellation.askedWithinWindow',
    defaultMessage:
      'You asked within {hours, plural, one {# hour} other {# hours}} of booking, so if it is approved your booking fee of {fee} is refunded.',
  },
  askedAfterWindow: {
    id: 'mail.cancellation.askedAfterWindow',
    defaultMessage:
      'You asked more than {hours, plural, one {# hour} other {# hours}} after booking, so the booking fee of {fee} is not refundable under our policy.',
  },
  therapistAsked: {
    id: 'mail.cancellation.therapistAsked',
    defaultMessage: '{therapist} has asked to cancel this session:',
  },
  therapistAskedReview: {
    id: 'mail.cancellation.therapistAskedReview',
    defaultMessage:
      'Our team reviews the request within {from}-{to} business days. If the session is cancelled, your booking fee of {fee} is refunded in full.',
  },
  untilThen: {
    id: 'mail.cancellation.untilThen',
    defaultMessage: 'Until then the appointment stays booked.',
  },
  noRefund: {
    id: 'mail.cancellation.noRefund',
    defaultMessage:
      'No refund applies: the request came more than {window} after booking, and the booking fee of {fee} is refundable only within {window} of booking.',
    description: "{window} is the refund window, e.g. '24 hours'",
  },
  approvedForTherapist: {
    id: 'mail.cancellation.approvedForTherapist',
    defaultMessage: 'This session was cancelled at the request of {therapist}:',
  },
  approved: {
    id: 'mail.cancellation.approved',
    defaultMessage: 'Your cancellation request was approved and this session is cancelled:',
  },
  beingRefunded: {
    id: 'mail.cancellation.beingRefunded',
    defaultMessage: 'Your booking fee of {fee} is being refunded to your original payment method.',
  },
  writeAgain: {
    id: 'mail.cancellation.writeAgain',
    defaultMessage: 'We will write again when the refund is processed.',
  },
  nothingMoreOwed: {
    id: 'mail.cancellation.nothingMoreOwed',
    defaultMessage:
      'The rest of the session fee is paid only at a session that takes place, so nothing more is owed.',
  },
  withdrawn: {
    id: 'mail.cancellation.withdrawn',
    defaultMessage:
      'The request to cancel this session was withdrawn after review. Your appointment stays booked:',
  },
  notApproved: {
    id: 'mail.cancellation.notApproved',
    defaultMessage:
      'After review, your cancellation request was not approved. Your appointment stays booked:',
  },
  teamNote: { id: 'mail.cancellation.teamNote', defaultMessage: 'Note from our team: {note}' },
  byTeam: {
    id: 'mail.cancellation.byTeam',
    defaultMessage: 'Our team has cancelled this session:',
  },
  reason: { id: 'mail.cancellation.reason', defaultMessage: 'Reason: {reason}' },
  refundedEarlier: {
    id: 'mail.cancellation.refundedEarlier',
    defaultMessage: 'Your booking fee was already refunded to you earlier.',
  },
  notRefunded: {
    id: 'mail.cancellation.notRefunded',
    defaultMessage: 'The booking fee of {fee} is not refunded.',
  },
});

export { WORDS as CANCELLATION_WORDS };

const rupees = (paise: number) => formatRupees(paise / 100);
const WINDOW = { hours: REFUND_WINDOW_HOURS };

/** A mail to the client about one of their sessions: greeting, what happened, the sign-off. */
export const clientSessionMail = (
  kind: MailKind,
  a: MailAppointment,
  subjectLead: string,
  { site, t }: MailWords,
  body: string[],
) =>
  composeMail(
    kind,
    a.clientEmail,
    t(SESSION_WORDS.subject, { lead: subjectLead, when: mailSlot(t, a) }),
    [mailGreeting(t, a.clientName), '', ...body, '', ...clientSignOffIn(t, site)],
  );

/** How the team settles a cancellation request: the command lines, in every such notice. */
export const decideWith = (appointmentId: string) => [
  `Decide with: npm run appointments -- approve-cancellation ${appointmentId}`,
  `         or: npm run appointments -- reject-cancellation ${appointmentId} --reason "..."`,
];

/** The session a client's mail is about: therapist, time and appointment id. */
export const sessionLine = ({ t }: MailWords, a: MailAppointment) =>
  t(SESSION_WORDS.line, { name: a.therapistName, when: mailSlot(t, a), id: a.id });

/** What the client is told about the refund a request would give if approved. */
function expectedRefundText({ t }: MailWords, a: MailAppointment, refund: PolicyRefund): string {
  if (refund.rule === 'therapist-full')
    return `${t(WORDS.ifApprovedInFull, { fee: rupees(refund.refundPaise) })} ${refundTime(t)}`;
  if (refund.refundPaise > 0)
    return `${t(WORDS.askedWithinWindow, { ...WINDOW, fee: rupees(refund.refundPaise) })} ${refundTime(t)}`;
  return t(WORDS.askedAfterWindow, { ...WINDOW, fee: rupees(a.bookingFeePaise) });
}

const REVIEW_DAYS = REQUEST_REVIEW_BUSINESS_DAYS;

export function requestReceivedMail(
  w: MailWords,
  a: MailAppointment,
  refund: PolicyRefund,
): OutgoingMail {
  const { t } = w;
  return clientSessionMail('cancellation.request-received', a, t(WORDS.requestReceivedLead), w, [
    t(WORDS.received),
    sessionLine(w, a),
    '',
    t(WORDS.reviewWithin, REVIEW_DAYS),
    expectedRefundText(w, a, refund),
  ]);
}

/** To the team, who read the console's English (decision 0058). */
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
      `A client asked to cancel a paid appointment. Please review it within ${REVIEW_DAYS.from}-${REVIEW_DAYS.to} business days.`,
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

export function therapistRequestMail(w: MailWords, a: MailAppointment): OutgoingMail {
  const { t } = w;
  return clientSessionMail('cancellation.therapist-asked', a, t(WORDS.therapistAskedLead), w, [
    t(WORDS.therapistAsked, { therapist: a.therapistName }),
    sessionLine(w, a),
    '',
    `${t(WORDS.therapistAskedReview, { ...REVIEW_DAYS, fee: rupees(a.bookingFeePaise) })} ${refundTime(t)}`,
    t(WORDS.untilThen),
  ]);
}

/** The client's booking fee on its way back, and when it arrives. */
const beingRefunded = ({ t }: MailWords, paise: number) =>
  `${t(WORDS.beingRefunded, { fee: rupees(paise) })} ${refundTime(t)} ${t(WORDS.writeAgain)}`;

export function approvedMail(w: MailWords, a: MailAppointment, refund: PolicyRefund): OutgoingMail {
  const { t } = w;
  const byTherapist = refund.rule === 'therapist-full';
  return clientSessionMail('cancellation.approved', a, t(WORDS.cancelledLead), w, [
    byTherapist ? t(WORDS.approvedForTherapist, { therapist: a.therapistName }) : t(WORDS.approved),
    sessionLine(w, a),
    '',
    refund.refundPaise > 0
      ? beingRefunded(w, refund.refundPaise)
      : t(WORDS.noRefund, { window: t(MAIL_WORDS.hours, WINDOW), fee: rupees(a.bookingFeePaise) }),
    t(WORDS.nothingMoreOwed),
  ]);
}

export function rejectedMail(
  w: MailWords,
  a: MailAppointment & { requestedBy: 'user' | 'therapist' },
  note: string | undefined,
): OutgoingMail {
  const { t } = w;
  return clientSessionMail('cancellation.rejected', a, t(WORDS.reviewedLead), w, [
    a.requestedBy === 'therapist' ? t(WORDS.withdrawn) : t(WORDS.notApproved),
    sessionLine(w, a),
    ...(note ? ['', t(WORDS.teamNote, { note })] : []),
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
  w: MailWords,
  a: MailAppointment,
  reason: string,
  refund: TeamCancellationRefund,
): OutgoingMail {
  const { t } = w;
  const money =
    refund.refundPaise > 0
      ? beingRefunded(w, refund.refundPaise)
      : refund.refundedBefore
        ? t(WORDS.refundedEarlier)
        : t(WORDS.notRefunded, { fee: rupees(a.bookingFeePaise) });
  return clientSessionMail('cancellation.by-team-client', a, t(WORDS.cancelledLead), w, [
    t(WORDS.byTeam),
    sessionLine(w, a),
    '',
    t(WORDS.reason, { reason }),
    '',
    money,
    t(WORDS.nothingMoreOwed),
  ]);
}
