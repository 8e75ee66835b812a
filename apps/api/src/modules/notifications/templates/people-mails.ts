import { defineMessages } from '@app/domain/i18n/define';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail } from '../../../shared/mail/mail-kit';
import { mailGreeting, siteSignOffIn, type MailWords } from './mail-words';

/** The mails a person gets when the team stops or restores their sign-in. */
const WORDS = defineMessages({
  disabledSubject: {
    id: 'mail.signIn.disabledSubject',
    defaultMessage: 'Your {site} sign-in has been turned off',
  },
  disabled: {
    id: 'mail.signIn.disabled',
    defaultMessage:
      'Our team has turned off sign-in to your {site} account and signed you out everywhere.',
  },
  reason: { id: 'mail.signIn.reason', defaultMessage: 'The reason: {reason}' },
  mistake: {
    id: 'mail.signIn.mistake',
    defaultMessage:
      'If you think this is a mistake, reply to this mail and we will look at it again.',
  },
  enabledSubject: {
    id: 'mail.signIn.enabledSubject',
    defaultMessage: 'You can sign in to {site} again',
  },
  enabled: {
    id: 'mail.signIn.enabled',
    defaultMessage:
      'Our team has turned sign-in to your {site} account back on. You can sign in as before: {url}',
  },
});

export function signInDisabledMail(
  { site, t }: MailWords,
  to: { email: string; firstName: string },
  reason: string,
): OutgoingMail {
  return composeMail(
    'account.sign-in-disabled',
    to.email,
    t(WORDS.disabledSubject, { site: site.name }),
    [
      mailGreeting(t, to.firstName),
      '',
      t(WORDS.disabled, { site: site.name }),
      '',
      t(WORDS.reason, { reason }),
      '',
      t(WORDS.mistake),
      '',
      ...siteSignOffIn(t, site),
    ],
  );
}

export function signInEnabledMail(
  { site, t }: MailWords,
  to: { email: string; firstName: string },
): OutgoingMail {
  return composeMail(
    'account.sign-in-enabled',
    to.email,
    t(WORDS.enabledSubject, { site: site.name }),
    [
      mailGreeting(t, to.firstName),
      '',
      t(WORDS.enabled, { site: site.name, url: `${site.publicUrl}/login` }),
      '',
      ...siteSignOffIn(t, site),
    ],
  );
}
