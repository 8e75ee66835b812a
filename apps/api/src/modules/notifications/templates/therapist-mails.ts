import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  clientSignOff,
  composeMail,
  formatMailSlot as whenIst,
  greeting,
  teamNotice,
  therapistSignOff,
  type MailKind,
  type SiteInfo,
} from '../../../shared/mail/mail-kit';
import {
  clientSessionMail,
  decideWith,
  REFUND_TIME,
  sessionLine,
  type MailAppointment,
  type PolicyRefund,
  type TeamCancellationRefund,
} from './appointment-mails';
import { formatRupees } from '@app/domain/pricing';

const rupees = (paise: number) => formatRupees(paise / 100);

/** Mails of the therapist's side of a booking: acceptance, requests, outcomes and reminders. */

const therapistSession = (a: MailAppointment) =>
  `Session: ${a.clientName}, ${whenIst(a)} (appointment ${a.id})`;

const therapistCancelled = (kind: MailKind, to: string, a: MailAppointment, lines: string[]) =>
  composeMail(kind, to, `Booking cancelled: ${a.clientName}, ${whenIst(a)}`, lines);

export function acceptedMail(a: MailAppointment, site: SiteInfo): OutgoingMail {
  return clientSessionMail('booking.accepted', a, 'Appointment confirmed', site, [
    `${a.therapistName} has accepted your booking. Your appointment is confirmed:`,
    sessionLine(a),
    '',
    'Online sessions show their private video room on your appointment card from 10 minutes before the start.',
  ]);
}

/** The team hears of a therapist's request made from the dashboard. */
export function therapistRequestNotice(
  a: MailAppointment,
  reason: string,
  site: SiteInfo,
): OutgoingMail {
  const lines = [
    'A therapist asked to cancel a paid appointment. Approved, the client is refunded in full.',
    '',
    `Appointment: ${a.id}`,
    `Therapist: ${a.therapistName}`,
    `Client: ${a.clientName}`,
    `Session: ${whenIst(a)}`,
    '',
    'Reason given:',
    reason,
    '',
    ...decideWith(a.id),
  ];
  return teamNotice(
    'cancellation.team-therapist-request',
    site,
    `Therapist cancellation request to review: ${a.therapistName}, ${whenIst(a)}`,
    lines,
  );
}

/** The therapist hears that their client asked to cancel; the team decides. */
export function clientRequestTherapistMail(
  to: string,
  a: MailAppointment,
  site: SiteInfo,
): OutgoingMail {
  const lines = [
    greeting(a.therapistName),
    '',
    'Your client asked to cancel this session. Our team reviews the request within 2-3 business days; until then it stays booked:',
    therapistSession(a),
    '',
    ...therapistSignOff(site),
  ];
  return composeMail(
    'cancellation.client-asked',
    to,
    `Cancellation requested: ${a.clientName}, ${whenIst(a)}`,
    lines,
  );
}

/** The outcome of a cancellation request on the therapist's session, with any refund. */
export function therapistOutcomeMail(
  to: string,
  a: MailAppointment,
  o: { approved: boolean; requestedBy: 'user' | 'therapist'; refund: PolicyRefund | null },
  site: SiteInfo,
): OutgoingMail {
  const whose = o.requestedBy === 'therapist' ? 'Your' : "Your client's";
  const refund =
    o.refund && o.refund.refundPaise > 0
      ? `The client's booking fee of ${rupees(o.refund.refundPaise)} is refunded.`
      : 'No refund applies.';
  const lines = [
    greeting(a.therapistName),
    '',
    o.approved
      ? `${whose} cancellation request was approved. This session is cancelled and its time is free again:`
      : `${whose} cancellation request was not approved. This session stays booked:`,
    therapistSession(a),
    ...(o.approved ? ['', refund] : []),
    '',
    ...therapistSignOff(site),
  ];
  return composeMail(
    'cancellation.therapist-outcome',
    to,
    `Cancellation ${o.approved ? 'approved' : 'not approved'}: ${whenIst(a)}`,
    lines,
  );
}

export type NonAcceptance = 'declined' | 'deadline';

/** The client's booking was declined or not accepted in time: cancelled, refunded in full. */
export function notAcceptedClientMail(
  a: MailAppointment,
  why: NonAcceptance,
  site: SiteInfo,
  reason = '',
): OutgoingMail {
  return clientSessionMail(
    'booking.not-accepted-client',
    a,
    'Appointment cancelled and refunded',
    site,
    [
      why === 'declined'
        ? `${a.therapistName} cannot take this session, so it is cancelled:`
        : `${a.therapistName} did not confirm this session in time, so it is cancelled:`,
      sessionLine(a),
      '',
      ...(reason ? [`${a.therapistName}'s reason: ${reason}`, ''] : []),
      `Your booking fee of ${rupees(a.bookingFeePaise)} is refunded in full to your original payment method. ${REFUND_TIME}`,
      `You can book another session at ${site.publicUrl}/therapists.`,
    ],
  );
}

export function notAcceptedTherapistMail(
  to: string,
  a: MailAppointment,
  why: NonAcceptance,
  site: SiteInfo,
): OutgoingMail {
  const lines = [
    greeting(a.therapistName),
    '',
    why === 'declined'
      ? 'You declined this booking. It is cancelled and its time is free again:'
      : 'This booking was not accepted before its deadline, so it was cancelled and its time is free again:',
    therapistSession(a),
    '',
    `The client's booking fee of ${rupees(a.bookingFeePaise)} is refunded in full.`,
    '',
    ...therapistSignOff(site),
  ];
  return therapistCancelled('booking.not-accepted-therapist', to, a, lines);
}

/** A client deleted their account: their paid session with this therapist is cancelled. */
export function clientDeletedAccountMail(
  to: string,
  a: MailAppointment,
  site: SiteInfo,
): OutgoingMail {
  const lines = [
    greeting(a.therapistName),
    '',
    'The client of this session deleted their account, so the session is cancelled and its time is free again:',
    therapistSession(a),
    '',
    'There is nothing you need to do.',
    '',
    ...therapistSignOff(site),
  ];
  return therapistCancelled('booking.client-deleted-account', to, a, lines);
}

export type ReminderKind = '24h' | '1h';

export function reminderMails(
  a: MailAppointment & { sessionType: 'online' | 'in-person'; therapistEmail: string | null },
  kind: ReminderKind,
  site: SiteInfo,
): OutgoingMail[] {
  const when = kind === '24h' ? 'tomorrow' : 'in one hour';
  const how =
    a.sessionType === 'online'
      ? 'The private video room appears on the appointment card from 10 minutes before the start.'
      : 'The session is in person at the address shown on the appointment card.';
  const client = composeMail(
    'booking.reminder-client',
    a.clientEmail,
    `Reminder: your session ${when}, ${whenIst(a)}`,
    [
      greeting(a.clientName),
      '',
      `Your session is ${when}:`,
      sessionLine(a),
      '',
      how,
      '',
      ...clientSignOff(site),
    ],
  );
  if (!a.therapistEmail) return [client];
  const therapist = composeMail(
    'booking.reminder-therapist',
    a.therapistEmail,
    `Reminder: session ${when} with ${a.clientName}`,
    [
      greeting(a.therapistName),
      '',
      `You have a session ${when}:`,
      therapistSession(a),
      '',
      how,
      '',
      ...therapistSignOff(site),
    ],
  );
  return [client, therapist];
}

/** The therapist hears that the team cancelled one of their sessions, and why (decision 0047). */
export function teamCancelledTherapistMail(
  to: string,
  a: MailAppointment,
  reason: string,
  refund: TeamCancellationRefund,
  site: SiteInfo,
): OutgoingMail {
  return therapistCancelled('cancellation.by-team-therapist', to, a, [
    greeting(a.therapistName),
    '',
    'Our team has cancelled this session. Its time is free again:',
    therapistSession(a),
    '',
    `Reason: ${reason}`,
    refund.refundPaise > 0 || refund.refundedBefore
      ? "The client's booking fee is refunded."
      : "The client's booking fee is not refunded.",
    '',
    ...therapistSignOff(site),
  ]);
}
