import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  whenIst,
  type MailAppointment,
  type PolicyRefund,
  type SiteInfo,
} from './appointment-mails';
import { rupees } from '../payments/refund-policy';

/** Mails of the therapist's side of a booking: acceptance, requests, outcomes and reminders. */

const REFUND_TIME = 'Refunds take 4 to 7 working days to reach your account.';

const clientSignature = (site: SiteInfo) => [
  `Manage your appointments: ${site.publicUrl}/my-appointments`,
  `Questions? Write to ${site.supportEmail}.`,
  '',
  site.name,
];
const therapistSignature = (site: SiteInfo) => [
  `Your dashboard: ${site.publicUrl}/dashboard`,
  `Questions? Write to ${site.supportEmail}.`,
  '',
  site.name,
];
const clientSession = (a: MailAppointment) =>
  `Session: ${a.therapistName}, ${whenIst(a)} (appointment ${a.id})`;
const therapistSession = (a: MailAppointment) =>
  `Session: ${a.clientName}, ${whenIst(a)} (appointment ${a.id})`;

export function acceptedMail(a: MailAppointment, site: SiteInfo): OutgoingMail {
  const text = [
    `Hello ${a.clientName},`,
    '',
    `${a.therapistName} has accepted your booking. Your appointment is confirmed:`,
    clientSession(a),
    '',
    'Online sessions show their private video room on your appointment card from 10 minutes before the start.',
    '',
    ...clientSignature(site),
  ].join('\n');
  return { to: a.clientEmail, subject: `Appointment confirmed: ${whenIst(a)}`, text };
}

/** The team hears of a therapist's request made from the dashboard. */
export function therapistRequestNotice(
  a: MailAppointment,
  reason: string,
  site: SiteInfo,
): OutgoingMail {
  const text = [
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
    `Decide with: npm run appointments -- approve-cancellation ${a.id}`,
    `         or: npm run appointments -- reject-cancellation ${a.id} --reason "..."`,
  ].join('\n');
  return {
    to: site.supportEmail,
    subject: `Therapist cancellation request to review: ${a.therapistName}, ${whenIst(a)}`,
    text,
  };
}

/** The therapist hears that their client asked to cancel; the team decides. */
export function clientRequestTherapistMail(
  to: string,
  a: MailAppointment,
  site: SiteInfo,
): OutgoingMail {
  const text = [
    `Hello ${a.therapistName},`,
    '',
    'Your client asked to cancel this session. Our team reviews the request within 2-3 business days; until then it stays booked:',
    therapistSession(a),
    '',
    ...therapistSignature(site),
  ].join('\n');
  return { to, subject: `Cancellation requested: ${a.clientName}, ${whenIst(a)}`, text };
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
  const text = [
    `Hello ${a.therapistName},`,
    '',
    o.approved
      ? `${whose} cancellation request was approved. This session is cancelled and its time is free again:`
      : `${whose} cancellation request was not approved. This session stays booked:`,
    therapistSession(a),
    ...(o.approved ? ['', refund] : []),
    '',
    ...therapistSignature(site),
  ].join('\n');
  return {
    to,
    subject: `Cancellation ${o.approved ? 'approved' : 'not approved'}: ${whenIst(a)}`,
    text,
  };
}

export type NonAcceptance = 'declined' | 'deadline';

/** The client's booking was declined or not accepted in time: cancelled, refunded in full. */
export function notAcceptedClientMail(
  a: MailAppointment,
  why: NonAcceptance,
  site: SiteInfo,
  reason = '',
): OutgoingMail {
  const text = [
    `Hello ${a.clientName},`,
    '',
    why === 'declined'
      ? `${a.therapistName} cannot take this session, so it is cancelled:`
      : `${a.therapistName} did not confirm this session in time, so it is cancelled:`,
    clientSession(a),
    '',
    ...(reason ? [`${a.therapistName}'s reason: ${reason}`, ''] : []),
    `Your booking fee of ${rupees(a.bookingFeePaise)} is refunded in full to your original payment method. ${REFUND_TIME}`,
    `You can book another session at ${site.publicUrl}/therapists.`,
    '',
    ...clientSignature(site),
  ].join('\n');
  return { to: a.clientEmail, subject: `Appointment cancelled and refunded: ${whenIst(a)}`, text };
}

export function notAcceptedTherapistMail(
  to: string,
  a: MailAppointment,
  why: NonAcceptance,
  site: SiteInfo,
): OutgoingMail {
  const text = [
    `Hello ${a.therapistName},`,
    '',
    why === 'declined'
      ? 'You declined this booking. It is cancelled and its time is free again:'
      : 'This booking was not accepted before its deadline, so it was cancelled and its time is free again:',
    therapistSession(a),
    '',
    `The client's booking fee of ${rupees(a.bookingFeePaise)} is refunded in full.`,
    '',
    ...therapistSignature(site),
  ].join('\n');
  return { to, subject: `Booking cancelled: ${a.clientName}, ${whenIst(a)}`, text };
}

/** A client deleted their account: their paid session with this therapist is cancelled. */
export function clientDeletedAccountMail(
  to: string,
  a: MailAppointment,
  site: SiteInfo,
): OutgoingMail {
  const text = [
    `Hello ${a.therapistName},`,
    '',
    'The client of this session deleted their account, so the session is cancelled and its time is free again:',
    therapistSession(a),
    '',
    'There is nothing you need to do.',
    '',
    ...therapistSignature(site),
  ].join('\n');
  return { to, subject: `Booking cancelled: ${a.clientName}, ${whenIst(a)}`, text };
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
  const client: OutgoingMail = {
    to: a.clientEmail,
    subject: `Reminder: your session ${when}, ${whenIst(a)}`,
    text: [
      `Hello ${a.clientName},`,
      '',
      `Your session is ${when}:`,
      clientSession(a),
      '',
      how,
      '',
      ...clientSignature(site),
    ].join('\n'),
  };
  if (!a.therapistEmail) return [client];
  const therapist: OutgoingMail = {
    to: a.therapistEmail,
    subject: `Reminder: session ${when} with ${a.clientName}`,
    text: [
      `Hello ${a.therapistName},`,
      '',
      `You have a session ${when}:`,
      therapistSession(a),
      '',
      how,
      '',
      ...therapistSignature(site),
    ].join('\n'),
  };
  return [client, therapist];
}
