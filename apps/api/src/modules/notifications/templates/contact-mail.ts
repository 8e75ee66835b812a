import { defineMessages } from '@app/domain/i18n/define';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail, escapeHtml } from '../../../shared/mail/mail-kit';
import { MAIL_WORDS, mailGreeting, teamSignatureIn, type MailWords } from './mail-words';

const WORDS = defineMessages({
  subject: { id: 'mail.contact.subject', defaultMessage: 'We have received your message - {site}' },
  thanks: {
    id: 'mail.contact.thanks',
    defaultMessage:
      'Thank you for contacting {site}. We have received your message and will get back to you soon.',
  },
  more: {
    id: 'mail.contact.more',
    defaultMessage: 'If there is anything to add, write to us at {email} or call {phone}.',
  },
  notYou: {
    id: 'mail.contact.notYou',
    defaultMessage: 'If you did not write to us, you can ignore this email.',
  },
});

/**
 * The acknowledgement a visitor gets after sending the contact form. Anybody can type any
 * address into the form, so it carries none of the visitor's words (not the message, not the
 * name): otherwise the form would mail any text to any inbox in the site's name.
 */
export function contactAcknowledgement(
  { site, t }: MailWords,
  to: { email: string },
): OutgoingMail {
  const phone = site.supportPhone ?? '';
  const lines = [
    mailGreeting(t),
    '',
    t(WORDS.thanks, { site: site.name }),
    '',
    t(WORDS.more, { email: site.supportEmail, phone }),
    t(WORDS.notYou),
    '',
    ...teamSignatureIn(t, site.name, true),
  ];

  const e = escapeHtml;
  const mailto = `<a href="mailto:${e(site.supportEmail)}">${e(site.supportEmail)}</a>`;
  const html = `<!doctype html>
<html><body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>${e(mailGreeting(t))}</p>
<p>${e(t(WORDS.thanks, { site: site.name }))}</p>
<p>${t(WORDS.more, { email: mailto, phone: e(phone) })}
${e(t(WORDS.notYou))}</p>
<p>${e(t(MAIL_WORDS.warmRegards))}<br>${e(t(MAIL_WORDS.team, { site: site.name }))}</p>
</body></html>`;

  return composeMail(
    'contact.acknowledgement',
    to.email,
    t(WORDS.subject, { site: site.name }),
    lines,
    { html },
  );
}
