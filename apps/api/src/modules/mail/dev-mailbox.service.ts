import type { Db } from '../../db/client';
import { readOutbox, type OutboxRow } from '../../shared/mail/mail-outbox';
import { outboxMessageId } from '../../shared/mail/mail-delivery';
import type {
  FileAttachment,
  MailAttachmentSources,
  StoredAttachment,
} from '../../shared/mail/mail-attachments';

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

/**
 * Reads the outbox for the development mailbox (only mounted when no SMTP server is configured).
 * Attachments stored by reference (an invoice PDF) are drawn by the same sources the sender uses.
 */
export function createDevMailboxService(db: Db, from: string, sources: MailAttachmentSources) {
  return {
    async list(limit = 200): Promise<MailboxEntry[]> {
      return (await readOutbox.list(db, limit)).map((row) => toEntry(row, from));
    },
    async get(id: string): Promise<MailboxEntry | null> {
      const row = await readOutbox.find(db, id);
      return row && toEntry(row, from);
    },
    /** One attachment of a mail as the sender attaches it; null when there is none at `index`. */
    async attachment(id: string, index: number): Promise<FileAttachment | null> {
      const row = await readOutbox.find(db, id);
      const stored = (row?.attachments as StoredAttachment[] | undefined)?.[index];
      if (!stored) return null;
      const [file] = await sources.resolve([stored]);
      return file ?? null;
    },
  };
}
export type DevMailboxService = ReturnType<typeof createDevMailboxService>;
