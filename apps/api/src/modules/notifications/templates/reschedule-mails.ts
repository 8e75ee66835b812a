import { REFUND_WORKING_DAYS } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import type { SlotChoice } from '@app/domain/schemas/reschedule';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail } from '../../../shared/mail/mail-kit';
import { formatRupees } from '@app/domain/pricing';
import {
  icsAttachment,
  CONFIRMATION_WORDS,
  type BookedSession,
  type SessionInvites,
} from './booking-mails';
import {
  clientSignOffIn,
  MAIL_WORDS,
  mailGreeting,
  mailInstant,
  mailSlot,
  therapistSignOffIn,
  type MailWords,
} from './mail-words';
import { THERAPIST_MAIL_WORDS } from './therapist-mails';

const rupees = (paise: number) => formatRupees(paise / 100);

/** Mails of a booking that moves: the move itself, a therapist's proposal and its outcome. */

/** Who moved the booking, as the mails say it. */
export type Mover = 'client' | 'therapist' | 'team';

const WORDS = defineMessages({
  // What each side reads: a person is "you", never their own name.
  movedByYou: { id: 'mail.moved.byYou', defaultMessage: 'You moved the session' },
  movedByClient: { id: 'mail.moved.byClient', defaultMessage: '{client} moved the session' },
  youPicked: {
    id: 'mail.moved.youPicked',
    defaultMessage: 'You picked a time {therapist} proposed',
  },
  clientPicked: {
    id: 'mail.moved.clientPicked',
    defaultMessage: '{client} picked a time you proposed',
  },
  movedByTeam: { id: 'mail.moved.byTeam', defaultMessage: 'Our team moved the session' },
  newTime: { id: 'mail.moved.newTime', defaultMessage: 'New time: {when} ({length}), {mode}' },
  previousTime: { id: 'mail.moved.previousTime', defaultMessage: 'Previous time: {when}' },
  clientSubject: {
    id: 'mail.moved.clientSubject',
    defaultMessage: 'Session moved: {name}, {when}',
  },
  clientMoved: {
    id: 'mail.moved.client',
    defaultMessage: '{mover}. Your session with {therapist} is now at the new time:',
  },
  clientInvite: {
    id: 'mail.moved.clientInvite',
    defaultMessage: 'The attached invite updates the event in your calendar. No new fee applies.',
  },
  therapistMoved: {
    id: 'mail.moved.therapist',
    defaultMessage: '{mover}. The session is now at the new time:',
  },
  therapistInvite: {
    id: 'mail.moved.therapistInvite',
    defaultMessage: 'The attached invite updates the event in your calendar.',
  },
  proposalSubject: {
    id: 'mail.proposal.subject',
    defaultMessage: '{therapist} proposed new times for your session',
  },
  proposal: {
    id: 'mail.proposal.body',
    defaultMessage: '{therapist} asks to move your session of {when} and proposes:',
  },
  proposalAnswer: {
    id: 'mail.proposal.answer',
    defaultMessage:
      'Pick one or decline on your appointments page by {by}. If you decline, the session is cancelled and your booking fee is refunded in full. Without an answer, the session stays at its time.',
  },
  declinedClient: {
    id: 'mail.proposalDeclined.client',
    defaultMessage:
      'You declined the new times {therapist} proposed, so the session of {when} is cancelled.',
  },
  declinedTherapist: {
    id: 'mail.proposalDeclined.therapist',
    defaultMessage:
      '{client} declined the times you proposed, so the session of {when} is cancelled and the client is refunded in full.',
  },
  lapsedSubject: {
    id: 'mail.proposalLapsed.subject',
    defaultMessage: 'No answer to your proposed times: {client}, {when}',
  },
  lapsed: {
    id: 'mail.proposalLapsed.body',
    defaultMessage:
      '{client} did not answer the new times you proposed. The session stays at {when}.',
  },
});

function moverText({ t }: MailWords, by: Mover, side: 'client' | 'therapist', s: BookedSession) {
  if (by === 'team') return t(WORDS.movedByTeam);
  if (by === 'client')
    return side === 'client'
      ? t(WORDS.movedByYou)
      : t(WORDS.movedByClient, { client: s.clientName });
  return side === 'client'
    ? t(WORDS.youPicked, { therapist: s.therapistName })
    : t(WORDS.clientPicked, { client: s.clientName });
}

/** Both sides get the new time with the updated invite (same UID, SEQUENCE + 1). */
export function movedMails(
  w: MailWords,
  s: BookedSession,
  previous: SlotChoice,
  by: Mover,
  invites: SessionInvites,
): OutgoingMail[] {
  const { t, site } = w;
  const when = mailSlot(t, s);
  const facts = [
    t(WORDS.newTime, {
      when,
      length: t(MAIL_WORDS.sessionLength, { hours: 1 }),
      mode: s.sessionType === 'online' ? t(MAIL_WORDS.online) : t(MAIL_WORDS.inPerson),
    }),
    t(WORDS.previousTime, { when: mailSlot(t, previous) }),
    t(CONFIRMATION_WORDS.appointmentId, { id: s.appointmentId }),
  ];
  const client = composeMail(
    'reschedule.moved-client',
    s.clientEmail,
    t(WORDS.clientSubject, { name: s.therapistName, when }),
    [
      mailGreeting(t, s.clientName),
      '',
      t(WORDS.clientMoved, { mover: moverText(w, by, 'client', s), therapist: s.therapistName }),
      ...facts,
      '',
      t(WORDS.clientInvite),
      ...clientSignOffIn(t, site),
    ],
    icsAttachment(invites.client),
  );
  if (!s.therapistEmail) return [client];
  const therapist = composeMail(
    'reschedule.moved-therapist',
    s.therapistEmail,
    t(WORDS.clientSubject, { name: s.clientName, when }),
    [
      mailGreeting(t, s.therapistName),
      '',
      t(WORDS.therapistMoved, { mover: moverText(w, by, 'therapist', s) }),
      ...facts,
      '',
      t(WORDS.therapistInvite),
      ...therapistSignOffIn(t, site),
    ],
    icsAttachment(invites.therapist),
  );
  return [client, therapist];
}

export function proposalMail(
  { t, site }: MailWords,
  s: { clientName: string; clientEmail: string; therapistName: string } & SlotChoice,
  slots: SlotChoice[],
  lapsesAt: Date,
): OutgoingMail {
  return composeMail(
    'reschedule.proposed',
    s.clientEmail,
    t(WORDS.proposalSubject, { therapist: s.therapistName }),
    [
      mailGreeting(t, s.clientName),
      '',
      t(WORDS.proposal, { therapist: s.therapistName, when: mailSlot(t, s) }),
      ...slots.map((slot) => `- ${mailSlot(t, slot)}`),
      '',
      t(WORDS.proposalAnswer, { by: mailInstant(t, lapsesAt) }),
      ...clientSignOffIn(t, site),
    ],
  );
}

/** The client declined: cancelled as the therapist's cancellation, refunded in full. */
export function proposalDeclinedMails(
  { t, site }: MailWords,
  s: BookedSession,
  cancelInvites: SessionInvites,
): OutgoingMail[] {
  const when = mailSlot(t, s);
  const client = composeMail(
    'reschedule.declined-client',
    s.clientEmail,
    t(THERAPIST_MAIL_WORDS.notAcceptedLead),
    [
      mailGreeting(t, s.clientName),
      '',
      t(WORDS.declinedClient, { therapist: s.therapistName, when }),
      `${t(THERAPIST_MAIL_WORDS.refundedInFull, { fee: rupees(s.bookingFeePaise) })} ${t(MAIL_WORDS.refundTimeShort, REFUND_WORKING_DAYS)}`,
      t(THERAPIST_MAIL_WORDS.bookAnother, { url: `${site.publicUrl}/therapists` }),
      ...clientSignOffIn(t, site),
    ],
    icsAttachment(cancelInvites.client, 'CANCEL'),
  );
  if (!s.therapistEmail) return [client];
  const therapist = composeMail(
    'reschedule.declined-therapist',
    s.therapistEmail,
    t(THERAPIST_MAIL_WORDS.cancelledSubject, { client: s.clientName, when }),
    [
      mailGreeting(t, s.therapistName),
      '',
      t(WORDS.declinedTherapist, { client: s.clientName, when }),
      t(CONFIRMATION_WORDS.appointmentId, { id: s.appointmentId }),
      ...therapistSignOffIn(t, site),
    ],
    icsAttachment(cancelInvites.therapist, 'CANCEL'),
  );
  return [client, therapist];
}

/** Nobody answered in time: the therapist hears that the session stays. */
export function proposalLapsedMail(
  { t, site }: MailWords,
  to: string,
  s: { clientName: string; id: string } & SlotChoice,
): OutgoingMail {
  const when = mailSlot(t, s);
  return composeMail(
    'reschedule.lapsed',
    to,
    t(WORDS.lapsedSubject, { client: s.clientName, when }),
    [
      mailGreeting(t),
      '',
      t(WORDS.lapsed, { client: s.clientName, when }),
      t(CONFIRMATION_WORDS.appointmentId, { id: s.id }),
      ...therapistSignOffIn(t, site),
    ],
  );
}
