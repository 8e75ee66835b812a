import type { Db } from '../../db/client';
import { readOutbox, type OutboxRow } from '../../shared/mail/mail-outbox';
import { outboxMessageId } from '../../shared/mail/mail-delivery';

export interface MailboxEntry {
  id: string;
  /** Which mail it is; null on mails stored before kinds were recorded. */
  kind: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: OutboxRow['status'];
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  messageId: string;
  attachments: Array<{ filename: string; contentType: string }>;
}

function toEntry(row: OutboxRow, from: string): MailboxEntry {
  const attachments = row.attachments as Array<{ filename: string; contentType: string }>;
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    messageId: outboxMessageId(row.id, from),
    attachments: attachments.map(({ filename, contentType }) => ({ filename, contentType })),
  };
}

/** Reads the outbox for the development mailbox (only mounted when no SMTP server is configured). */
export function createDevMailboxService(db: Db, from: string) {
  return {
    async list(limit = 200): Promise<MailboxEntry[]> {
      return (await readOutbox.list(db, limit)).map((row) => toEntry(row, from));
    },
    async get(id: string): Promise<MailboxEntry | null> {
      const row = await readOutbox.find(db, id);
      return row && toEntry(row, from);
    },
  };
}
export type DevMailboxService = ReturnType<typeof createDevMailboxService>;
