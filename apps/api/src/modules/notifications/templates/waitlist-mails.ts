import { defineMessages } from '@app/domain/i18n/define';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail } from '../../../shared/mail/mail-kit';
import { clientSignOffIn, mailGreeting, mailSlot, type MailWords } from './mail-words';

/** The facts of a waitlist notice: the times that opened, each with its booking page link. */
export interface WaitlistOpenedFacts {
  to: string;
  clientName: string;
  therapistName: string;
  times: Array<{ slotDate: string; slotTime: string; link: string }>;
  /** How many notices the person's wait has brought, this one included. */
  noticesSent: number;
  /** The person has been told often without booking: the mail asks whether to keep waiting. */
  askToKeepWaiting: boolean;
  /** Where the person sees and leaves their waitlist. */
  waitlistLink: string;
}

export const WAITLIST_MAIL_WORDS = defineMessages({
  subject: {
    id: 'mail.waitlistOpened.subject',
    defaultMessage: 'A time opened with {therapist}',
  },
  opened: {
    id: 'mail.waitlistOpened.opened',
    defaultMessage:
      '{count, plural, one {A time you were waiting for opened with {therapist}:} other {Times you were waiting for opened with {therapist}:}}',
  },
  time: {
    id: 'mail.waitlistOpened.time',
    defaultMessage: '{when}: book it at {link}',
  },
  noHold: {
    id: 'mail.waitlistOpened.noHold',
    defaultMessage:
      'Nothing is held for you: others waiting are told too, and the first to pay gets the time.',
  },
  keepWaiting: {
    id: 'mail.waitlistOpened.keepWaiting',
    defaultMessage:
      'We have written to you {count} times about opened times without a booking. Do you still want to wait? If not, leave the waitlist here: {link}',
  },
  leave: {
    id: 'mail.waitlistOpened.leave',
    defaultMessage: 'To stop these mails, leave the waitlist: {link}',
  },
});

export function waitlistOpenedMail({ site, t }: MailWords, f: WaitlistOpenedFacts): OutgoingMail {
  const W = WAITLIST_MAIL_WORDS;
  const lines = [
    mailGreeting(t, f.clientName),
    '',
    t(W.opened, { count: f.times.length, therapist: f.therapistName }),
    ...f.times.map((time) => `- ${t(W.time, { when: mailSlot(t, time), link: time.link })}`),
    '',
    t(W.noHold),
    '',
    f.askToKeepWaiting
      ? t(W.keepWaiting, { count: f.noticesSent, link: f.waitlistLink })
      : t(W.leave, { link: f.waitlistLink }),
    ...clientSignOffIn(t, site),
  ];
  return composeMail('waitlist.opened', f.to, t(W.subject, { therapist: f.therapistName }), lines);
}
