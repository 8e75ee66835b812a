import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail, greeting, siteSignOff, type SiteInfo } from '../../../shared/mail/mail-kit';

/** The mails a person gets when the team stops or restores their sign-in. */

export function signInDisabledMail(
  site: SiteInfo,
  to: { email: string; firstName: string },
  reason: string,
): OutgoingMail {
  return composeMail(
    'account.sign-in-disabled',
    to.email,
    `Your ${site.name} sign-in has been turned off`,
    [
      greeting(to.firstName),
      '',
      `Our team has turned off sign-in to your ${site.name} account and signed you out everywhere.`,
      '',
      `The reason: ${reason}`,
      '',
      'If you think this is a mistake, reply to this mail and we will look at it again.',
      '',
      ...siteSignOff(site),
    ],
  );
}

export function signInEnabledMail(
  site: SiteInfo,
  to: { email: string; firstName: string },
): OutgoingMail {
  return composeMail('account.sign-in-enabled', to.email, `You can sign in to ${site.name} again`, [
    greeting(to.firstName),
    '',
    `Our team has turned sign-in to your ${site.name} account back on. You can sign in as before: ${site.publicUrl}/login`,
    '',
    ...siteSignOff(site),
  ]);
}
