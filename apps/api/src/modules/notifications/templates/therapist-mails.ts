import { REQUEST_REVIEW_BUSINESS_DAYS } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import { formatRupees } from '@app/domain/pricing';
import { ROOM_OPENS_MINUTES_BEFORE } from '@app/domain/therapist-sessions';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  composeMail,
  formatMailSlot as whenIst,
  teamNotice,
  type MailKind,
  type SiteInfo,
} from '../../../shared/mail/mail-kit';
import {
  CANCELLATION_WORDS,
  clientSessionMail,
  decideWith,
  sessionLine,
  type MailAppointment,
  type PolicyRefund,
  type TeamCancellationRefund,
} from './appointment-mails';
import {
  clientSignOffIn,
  mailGreeting,
  mailSlot,
  refundTime,
  SESSION_WORDS,
  therapistSignOffIn,
  type MailWords,
} from './mail-words';

const rupees = (paise: number) => formatRupees(paise / 100);

/** Mails of the therapist's side of a booking: acceptance, requests, outcomes and reminders. */
const WORDS = defineMessages({
  cancelledSubject: {
    id: 'mail.therapist.cancelledSubject',
    defaultMessage: 'Booking cancelled: {client}, {when}',
  },
  confirmedLead: { id: 'mail.accepted.lead', defaultMessage: 'Appointment confirmed' },
  accepted: {
    id: 'mail.accepted.body',
    defaultMessage: '{therapist} has accepted your booking. Your appointment is confirmed:',
  },
  roomOpens: {
    id: 'mail.accepted.roomOpens',
    defaultMessage:
      'Online sessions show their private video room on your appointment card from {minutes} minutes before the start.',
  },
  clientAskedSubject: {
    id: 'mail.therapist.clientAskedSubject',
    defaultMessage: 'Cancellation requested: {client}, {when}',
  },
  clientAsked: {
    id: 'mail.therapist.clientAsked',
    defaultMessage:
      'Your client asked to cancel this session. Our team reviews the request within {from}-{to} business days; until then it stays booked:',
  },
  outcomeSubject: {
    id: 'mail.therapist.outcomeSubject',
    defaultMessage: 'Cancellation {approved, select, yes {approved} other {not approved}}: {when}',
  },
  outcomeApproved: {
    id: 'mail.therapist.outcomeApproved',
    defaultMessage:
      "{whose, select, own {Your} other {Your client's}} cancellation request was approved. This session is cancelled and its time is free again:",
  },
  outcomeNotApproved: {
    id: 'mail.therapist.outcomeNotApproved',
    defaultMessage:
      "{whose, select, own {Your} other {Your client's}} cancellation request was not approved. This session stays booked:",
  },
  clientRefunded: {
    id: 'mail.therapist.clientRefunded',
    defaultMessage: "The client's booking fee of {fee} is refunded.",
  },
  noRefundApplies: { id: 'mail.therapist.noRefundApplies', defaultMessage: 'No refund applies.' },
  notAcceptedLead: {
    id: 'mail.notAccepted.lead',
    defaultMessage: 'Appointment cancelled and refunded',
  },
  declinedClient: {
    id: 'mail.notAccepted.declined',
    defaultMessage: '{therapist} cannot take this session, so it is cancelled:',
  },
  deadlineClient: {
    id: 'mail.notAccepted.deadline',
    defaultMessage: '{therapist} did not confirm this session in time, so it is cancelled:',
  },
  therapistReason: {
    id: 'mail.notAccepted.therapistReason',
    defaultMessage: "{therapist}'s reason: {reason}",
  },
  refundedInFull: {
    id: 'mail.notAccepted.refundedInFull',
    defaultMessage:
      'Your booking fee of {fee} is refunded in full to your original payment method.',
  },
  bookAnother: {
    id: 'mail.notAccepted.bookAnother',
    defaultMessage: 'You can book another session at {url}.',
  },
  youDeclined: {
    id: 'mail.therapist.youDeclined',
    defaultMessage: 'You declined this booking. It is cancelled and its time is free again:',
  },
  deadlinePassed: {
    id: 'mail.therapist.deadlinePassed',
    defaultMessage:
      'This booking was not accepted before its deadline, so it was cancelled and its time is free again:',
  },
  clientRefundedInFull: {
    id: 'mail.therapist.clientRefundedInFull',
    defaultMessage: "The client's booking fee of {fee} is refunded in full.",
  },
  clientDeleted: {
    id: 'mail.therapist.clientDeleted',
    defaultMessage:
      'The client of this session deleted their account, so the session is cancelled and its time is free again:',
  },
  nothingToDo: {
    id: 'mail.therapist.nothingToDo',
    defaultMessage: 'There is nothing you need to do.',
  },
  reminderClientSubject: {
    id: 'mail.reminder.clientSubject',
    defaultMessage:
      'Reminder: your session {kind, select, day {tomorrow} other {in one hour}}, {when}',
  },
  reminderClient: {
    id: 'mail.reminder.client',
    defaultMessage: 'Your session is {kind, select, day {tomorrow} other {in one hour}}:',
  },
  reminderTherapistSubject: {
    id: 'mail.reminder.therapistSubject',
    defaultMessage:
      'Reminder: session {kind, select, day {tomorrow} other {in one hour}} with {client}',
  },
  reminderTherapist: {
    id: 'mail.reminder.therapist',
    defaultMessage: 'You have a session {kind, select, day {tomorrow} other {in one hour}}:',
  },
  reminderOnline: {
    id: 'mail.reminder.online',
    defaultMessage:
      'The private video room appears on the appointment card from {minutes} minutes before the start.',
  },
  reminderInPerson: {
    id: 'mail.reminder.inPerson',
    defaultMessage: 'The session is in person at the address shown on the appointment card.',
  },
  teamCancelled: {
    id: 'mail.therapist.teamCancelled',
    defaultMessage: 'Our team has cancelled this session. Its time is free again:',
  },
  teamRefunded: {
    id: 'mail.therapist.teamRefunded',
    defaultMessage: "The client's booking fee is refunded.",
  },
  teamNotRefunded: {
    id: 'mail.therapist.teamNotRefunded',
    defaultMessage: "The client's booking fee is not refunded.",
  },
});

const therapistSession = ({ t }: MailWords, a: MailAppointment) =>
  t(SESSION_WORDS.line, { name: a.clientName, when: mailSlot(t, a), id: a.id });

/** A mail to the therapist about one of their sessions: greeting, what happened, the sign-off. */
const therapistMail = (
  kind: MailKind,
  to: string,
  subject: string,
  { site, t }: MailWords,
  a: MailAppointment,
  body: string[],
) =>
  composeMail(kind, to, subject, [
    mailGreeting(t, a.therapistName),
    '',
    ...body,
    '',
    ...therapistSignOffIn(t, site),
  ]);

const cancelledSubject = ({ t }: MailWords, a: MailAppointment) =>
  t(WORDS.cancelledSubject, { client: a.clientName, when: mailSlot(t, a) });

export function acceptedMail(w: MailWords, a: MailAppointment): OutgoingMail {
  const { t } = w;
  return clientSessionMail('booking.accepted', a, t(WORDS.confirmedLead), w, [
    t(WORDS.accepted, { therapist: a.therapistName }),
    sessionLine(w, a),
    '',
    t(WORDS.roomOpens, { minutes: ROOM_OPENS_MINUTES_BEFORE }),
  ]);
}

/** The team hears of a therapist's request made from the dashboard (the console's English). */
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
  w: MailWords,
  to: string,
  a: MailAppointment,
): OutgoingMail {
  const { t } = w;
  const subject = t(WORDS.clientAskedSubject, { client: a.clientName, when: mailSlot(t, a) });
  return therapistMail('cancellation.client-asked', to, subject, w, a, [
    t(WORDS.clientAsked, REQUEST_REVIEW_BUSINESS_DAYS),
    therapistSession(w, a),
  ]);
}

/** The outcome of a cancellation request on the therapist's session, with any refund. */
export function therapistOutcomeMail(
  w: MailWords,
  to: string,
  a: MailAppointment,
  o: { approved: boolean; requestedBy: 'user' | 'therapist'; refund: PolicyRefund | null },
): OutgoingMail {
  const { t } = w;
  const whose = o.requestedBy === 'therapist' ? 'own' : 'client';
  const refund =
    o.refund && o.refund.refundPaise > 0
      ? t(WORDS.clientRefunded, { fee: rupees(o.refund.refundPaise) })
      : t(WORDS.noRefundApplies);
  const subject = t(WORDS.outcomeSubject, {
    approved: o.approved ? 'yes' : 'no',
    when: mailSlot(t, a),
  });
  return therapistMail('cancellation.therapist-outcome', to, subject, w, a, [
    o.approved ? t(WORDS.outcomeApproved, { whose }) : t(WORDS.outcomeNotApproved, { whose }),
    therapistSession(w, a),
    ...(o.approved ? ['', refund] : []),
  ]);
}

export type NonAcceptance = 'declined' | 'deadline';

/** The client's booking was declined or not accepted in time: cancelled, refunded in full. */
export function notAcceptedClientMail(
  w: MailWords,
  a: MailAppointment,
  why: NonAcceptance,
  reason = '',
): OutgoingMail {
  const { t, site } = w;
  const therapist = a.therapistName;
  return clientSessionMail('booking.not-accepted-client', a, t(WORDS.notAcceptedLead), w, [
    why === 'declined'
      ? t(WORDS.declinedClient, { therapist })
      : t(WORDS.deadlineClient, { therapist }),
    sessionLine(w, a),
    '',
    ...(reason ? [t(WORDS.therapistReason, { therapist, reason }), ''] : []),
    `${t(WORDS.refundedInFull, { fee: rupees(a.bookingFeePaise) })} ${refundTime(t)}`,
    t(WORDS.bookAnother, { url: `${site.publicUrl}/therapists` }),
  ]);
}

export function notAcceptedTherapistMail(
  w: MailWords,
  to: string,
  a: MailAppointment,
  why: NonAcceptance,
): OutgoingMail {
  const { t } = w;
  return therapistMail('booking.not-accepted-therapist', to, cancelledSubject(w, a), w, a, [
    why === 'declined' ? t(WORDS.youDeclined) : t(WORDS.deadlinePassed),
    therapistSession(w, a),
    '',
    t(WORDS.clientRefundedInFull, { fee: rupees(a.bookingFeePaise) }),
  ]);
}

/** A client deleted their account: their paid session with this therapist is cancelled. */
export function clientDeletedAccountMail(
  w: MailWords,
  to: string,
  a: MailAppointment,
): OutgoingMail {
  const { t } = w;
  return therapistMail('booking.client-deleted-account', to, cancelledSubject(w, a), w, a, [
    t(WORDS.clientDeleted),
    therapistSession(w, a),
    '',
    t(WORDS.nothingToDo),
  ]);
}

export type ReminderKind = '24h' | '1h';

export function reminderMails(
  w: MailWords,
  a: MailAppointment & { sessionType: 'online' | 'in-person'; therapistEmail: string | null },
  kind: ReminderKind,
): OutgoingMail[] {
  const { t, site } = w;
  const when = { kind: kind === '24h' ? 'day' : 'hour' };
  const how =
    a.sessionType === 'online'
      ? t(WORDS.reminderOnline, { minutes: ROOM_OPENS_MINUTES_BEFORE })
      : t(WORDS.reminderInPerson);
  const client = composeMail(
    'booking.reminder-client',
    a.clientEmail,
    t(WORDS.reminderClientSubject, { ...when, when: mailSlot(t, a) }),
    [
      mailGreeting(t, a.clientName),
      '',
      t(WORDS.reminderClient, when),
      sessionLine(w, a),
      '',
      how,
      '',
      ...clientSignOffIn(t, site),
    ],
  );
  if (!a.therapistEmail) return [client];
  const therapist = therapistMail(
    'booking.reminder-therapist',
    a.therapistEmail,
    t(WORDS.reminderTherapistSubject, { ...when, client: a.clientName }),
    w,
    a,
    [t(WORDS.reminderTherapist, when), therapistSession(w, a), '', how],
  );
  return [client, therapist];
}

/** The therapist hears that the team cancelled one of their sessions, and why (decision 0047). */
export function teamCancelledTherapistMail(
  w: MailWords,
  to: string,
  a: MailAppointment,
  reason: string,
  refund: TeamCancellationRefund,
): OutgoingMail {
  const { t } = w;
  return therapistMail('cancellation.by-team-therapist', to, cancelledSubject(w, a), w, a, [
    t(WORDS.teamCancelled),
    therapistSession(w, a),
    '',
    t(CANCELLATION_WORDS.reason, { reason }),
    refund.refundPaise > 0 || refund.refundedBefore
      ? t(WORDS.teamRefunded)
      : t(WORDS.teamNotRefunded),
  ]);
}

export { WORDS as THERAPIST_MAIL_WORDS };
