import type { Config } from '../../../config';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail, escapeHtml, greeting, teamSignature } from '../../../shared/mail/mail-kit';

/**
 * The acknowledgement a visitor gets after sending the contact form. Anybody can type any
 * address into the form, so it carries none of the visitor's words (not the message, not the
 * name): otherwise the form would mail any text to any inbox in the site's name.
 */
export function contactAcknowledgement(
  site: Pick<Config['site'], 'name' | 'supportEmail' | 'supportPhone'>,
  to: { email: string },
): OutgoingMail {
  const lines = [
    greeting(),
    '',
    `Thank you for contacting ${site.name}. We have received your message and will get back to you soon.`,
    '',
    `If there is anything to add, write to us at ${site.supportEmail} or call ${site.supportPhone}.`,
    `If you did not write to us, you can ignore this email.`,
    '',
    ...teamSignature(site.name, true),
  ];

  const e = escapeHtml;
  const html = `<!doctype html>
<html><body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>Hello,</p>
<p>Thank you for contacting ${e(site.name)}. We have received your message and will get back to you soon.</p>
<p>If there is anything to add, write to us at
<a href="mailto:${e(site.supportEmail)}">${e(site.supportEmail)}</a> or call ${e(site.supportPhone)}.
If you did not write to us, you can ignore this email.</p>
<p>Warm regards,<br>The ${e(site.name)} team</p>
</body></html>`;

  return composeMail(
    'contact.acknowledgement',
    to.email,
    `We have received your message - ${site.name}`,
    lines,
    { html },
  );
}
