import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport';

/**
 * Nodemailer over SMTP, configured by a URL (smtp://user:pass@host:587, smtps://…:465).
 * Timeouts are short so a hung server cannot hold a worker (or a shutdown) for minutes.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.contentBase64,
          encoding: 'base64',
        })),
        messageId: mail.messageId,
      });
    },
    close() {
      transporter.close();
    },
  };
}
