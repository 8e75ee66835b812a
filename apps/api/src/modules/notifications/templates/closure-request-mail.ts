import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { teamNotice } from '../../../shared/mail/mail-kit';

/** To the team: someone asked for their account to be closed; the inbox holds the request. */
export function closureRequestMail(opts: {
  supportEmail: string;
  siteName: string;
  name: string;
  email: string;
  role: string;
  note: string;
}): OutgoingMail {
  return teamNotice('privacy.team-closure-request', opts, `Account closure request: ${opts.name}`, [
    `A ${opts.role} asked our team to close their ${opts.siteName} account.`,
    '',
    `Name: ${opts.name}`,
    `Email: ${opts.email}`,
    `Their note: ${opts.note || '(none)'}`,
    '',
    'The request waits in the admin console under Messages. Please contact them before closing it.',
  ]);
}
