import { defineMessages } from '@app/domain/i18n/define';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail } from '../../../shared/mail/mail-kit';
import { clientSignOffIn, mailGreeting, mailSlot, type MailWords } from './mail-words';

/** A therapist's suggested times for a client's next session, each with its booking page link. */
export interface FollowUpFacts {
  to: string;
  clientName: string;
  therapistName: string;
  times: Array<{ slotDate: string; slotTime: string; link: string }>;
}

export const FOLLOW_UP_MAIL_WORDS = defineMessages({
  subject: {
    id: 'mail.followUp.subject',
    defaultMessage: '{therapist} suggests times for your next session',
  },
  intro: {
    id: 'mail.followUp.intro',
    defaultMessage:
      '{count, plural, one {{therapist} suggests this time for your next session:} other {{therapist} suggests these times for your next session:}}',
  },
  time: { id: 'mail.followUp.time', defaultMessage: '{when}: book it at {link}' },
  noHold: {
    id: 'mail.followUp.noHold',
    defaultMessage:
      'The times are not held for you: others can book them too, so book soon if one suits you. If none does, the booking page shows every open time.',
  },
});

export function followUpMail({ site, t }: MailWords, f: FollowUpFacts): OutgoingMail {
  const W = FOLLOW_UP_MAIL_WORDS;
  const lines = [
    mailGreeting(t, f.clientName),
    '',
    t(W.intro, { count: f.times.length, therapist: f.therapistName }),
    ...f.times.map((time) => `- ${t(W.time, { when: mailSlot(t, time), link: time.link })}`),
    '',
    t(W.noHold),
    ...clientSignOffIn(t, site),
  ];
  return composeMail(
    'followup.suggested',
    f.to,
    t(W.subject, { therapist: f.therapistName }),
    lines,
  );
}
