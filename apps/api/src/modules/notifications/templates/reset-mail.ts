import { defineMessages } from '@app/domain/i18n/define';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail, escapeHtml } from '../../../shared/mail/mail-kit';
import { MAIL_WORDS, mailGreeting, teamSignatureIn, type MailWords } from './mail-words';

const WORDS = defineMessages({
  subject: { id: 'mail.reset.subject', defaultMessage: 'Reset your {site} password' },
  asked: {
    id: 'mail.reset.asked',
    defaultMessage:
      'Someone asked to reset the password of your {site} account. To choose a new password, open this link:',
  },
  askedButton: {
    id: 'mail.reset.askedButton',
    defaultMessage:
      'Someone asked to reset the password of your {site} account. To choose a new password, use the button below.',
  },
  button: { id: 'mail.reset.button', defaultMessage: 'Reset password' },
  copyLink: { id: 'mail.reset.copyLink', defaultMessage: 'Or copy this link into your browser:' },
  expires: {
    id: 'mail.reset.expires',
    defaultMessage: 'The link expires in {minutes} minutes and can be used once.',
  },
  ignore: {
    id: 'mail.reset.ignore',
    defaultMessage:
      'If you did not ask for this, ignore this email: your password stays unchanged.',
  },
});

export function resetMail(
  { site, t }: MailWords,
  opts: { to: string; link: string; validMinutes: number },
): OutgoingMail {
  const { to, link, validMinutes } = opts;
  const siteName = site.name;
  const lines = [
    mailGreeting(t),
    '',
    t(WORDS.asked, { site: siteName }),
    '',
    link,
    '',
    t(WORDS.expires, { minutes: validMinutes }),
    t(WORDS.ignore),
    '',
    ...teamSignatureIn(t, siteName),
  ];
  const e = escapeHtml;
  const href = e(link);
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">
<p>${e(mailGreeting(t))}</p>
<p>${e(t(WORDS.askedButton, { site: siteName }))}</p>
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;text-decoration:none;border-radius:6px">${e(t(WORDS.button))}</a></p>
<p>${e(t(WORDS.copyLink))}<br><a href="${href}">${href}</a></p>
<p>${e(t(WORDS.expires, { minutes: validMinutes }))}</p>
<p>${e(t(WORDS.ignore))}</p>
<p>${e(t(MAIL_WORDS.team, { site: siteName }))}</p>
</body></html>`;
  return composeMail('account.password-reset', to, t(WORDS.subject, { site: siteName }), lines, {
    html,
  });
}
