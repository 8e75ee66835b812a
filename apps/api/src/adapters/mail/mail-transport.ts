import { createSmtpTransport } from './smtp-transport';

export interface TransportMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; contentBase64: string }>;
  /** Stable per outbox row, so a resend after a crash is recognisable as the same message. */
  messageId: string;
}

export interface MailTransport {
  /** 'smtp' delivers over the network; 'dev-mailbox' keeps mails in the outbox for /dev/mailbox. */
  readonly kind: 'smtp' | 'dev-mailbox';
  /** Resolves once the receiving server accepted the mail; rejects with the reason otherwise. */
  send(mail: TransportMail): Promise<void>;
  close(): void;
}

/**
 * Without SMTP_URL nothing leaves the machine: the outbox row itself is the delivered mail, read at
 * /dev/mailbox. The worker still runs and marks such rows 'sent' (sent_at set, last_error null), so
 * the outbox states mean the same in both modes and demo mails are never sent out later when an
 * SMTP server gets configured.
 */
export const devMailboxTransport: MailTransport = {
  kind: 'dev-mailbox',
  async send() {},
  close() {},
};

/** Chosen once at start-up from the config. */
export function createMailTransport(mail: { smtpUrl?: string | undefined }): MailTransport {
  return mail.smtpUrl ? createSmtpTransport(mail.smtpUrl) : devMailboxTransport;
}
