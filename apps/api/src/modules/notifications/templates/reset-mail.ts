import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail, escapeHtml, greeting, teamSignature } from '../../../shared/mail/mail-kit';

export function resetMail(opts: {
  to: string;
  link: string;
  siteName: string;
  validMinutes: number;
}): OutgoingMail {
  const { to, link, siteName, validMinutes } = opts;
  const subject = `Reset your ${siteName} password`;
  const lines = [
    greeting(),
    '',
    `Someone asked to reset the password of your ${siteName} account. To choose a new password, open this link:`,
    '',
    link,
    '',
    `The link expires in ${validMinutes} minutes and can be used once.`,
    'If you did not ask for this, ignore this email: your password stays unchanged.',
    '',
    ...teamSignature(siteName),
  ];
  const site = escapeHtml(siteName);
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">
<p>Hello,</p>
<p>Someone asked to reset the password of your ${site} account. To choose a new password, use the button below.</p>
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;text-decoration:none;border-radius:6px">Reset password</a></p>
<p>Or copy this link into your browser:<br><a href="${href}">${href}</a></p>
<p>The link expires in ${validMinutes} minutes and can be used once.</p>
<p>If you did not ask for this, ignore this email: your password stays unchanged.</p>
<p>The ${site} team</p>
</body></html>`;
  return composeMail('account.password-reset', to, subject, lines, { html });
}
