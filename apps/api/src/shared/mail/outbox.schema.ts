import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

// The mail outbox's table.

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which mail ('booking.client-confirmation'); null on mails stored before kinds existed. */
    kind: text('kind'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** [{ filename, contentType, contentBase64 }] */
    attachments: jsonb('attachments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The notice this mail tells of ('<notice key>#<n>'): a notice handled again (its event
     * re-run after a crash) queues nothing twice. Null for mails that are not a notice's.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey),
  ],
);
