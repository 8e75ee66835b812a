import type { Config } from '../../config';
import type { OutgoingMail } from '../../shared/mail/mail-outbox';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The acknowledgement a visitor gets after sending the contact form, with a copy of their message. */
export function contactAcknowledgement(
  site: Config['site'],
  to: { email: string; firstName: string },
  message: string,
): OutgoingMail {
  const quoted = message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [
    `Dear ${to.firstName},`,
    '',
    `Thank you for contacting ${site.name}. We have received your message and will get back to you soon.`,
    '',
    'Your message:',
    quoted,
    '',
    `If there is anything to add, write to us at ${site.supportEmail} or call ${site.supportPhone}.`,
    '',
    `Warm regards,`,
    `The ${site.name} team`,
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html><body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>Dear ${e(to.firstName)},</p>
<p>Thank you for contacting ${e(site.name)}. We have received your message and will get back to you soon.</p>
<p>Your message:</p>
<blockquote style="margin: 0 0 1em; padding: 0.5em 1em; border-left: 4px solid #0f766e; background: #f0fdfa; white-space: pre-wrap;">${e(message)}</blockquote>
<p>If there is anything to add, write to us at
<a href="mailto:${e(site.supportEmail)}">${e(site.supportEmail)}</a> or call ${e(site.supportPhone)}.</p>
<p>Warm regards,<br>The ${e(site.name)} team</p>
</body></html>`;

  return { to: to.email, subject: `We have received your message - ${site.name}`, text, html };
}
