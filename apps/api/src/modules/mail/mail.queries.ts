import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; contentBase64: string }>;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Writes a mail to the outbox. Call it inside the transaction of the change that causes the
 * mail: the change and the mail commit together, and the delivery worker sends it later.
 */
export async function enqueueMail(db: Db | Tx, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert failed');
  return row.id;
}

const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/**
 * Claims up to `limit` due pending mails by pushing their next attempt `leaseMs` into the future.
 * SKIP LOCKED lets several processes claim side by side without ever getting the same row; a
 * process that dies mid-send leaves the row to become due again once the lease runs out.
 */
export async function claimDueMails(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const claimed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + ${millis(leaseMs)}` })
    .where(
      sql`${mailOutbox.id} in (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked)`,
    )
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: either a retry after `retryInMs`, or (null) gives up for good. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      ...(retryInMs === null
        ? { status: 'failed' as const }
        : { nextAttemptAt: sql`now() + ${millis(retryInMs)}` }),
    })
    .where(eq(mailOutbox.id, id));
}

export async function listOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function findOutboxMail(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
