import type { OutgoingMail } from '../../shared/mail/mail-outbox';
import { teamNotice } from '../../shared/mail/mail-kit';

/** How a closure request's inbox message begins (the team's person page looks for it). */
export const CLOSURE_REQUEST_LEAD = 'Account closure request:';

/** The inbox message a therapist's or admin's closure request files for the team. */
export function closureRequestMessage(role: string, note: string): string {
  return [`${CLOSURE_REQUEST_LEAD} please close my ${role} account.`, note ? `Note: ${note}` : '']
    .filter(Boolean)
    .join('\n');
}

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
