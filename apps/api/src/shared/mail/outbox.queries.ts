import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { enqueueJobsPerRow } from '../jobs/job-queue';
import { mailOutbox } from './outbox.schema';
import type { MailKind } from './mail-kit';
import type { StoredAttachment } from './mail-attachments';

export interface OutgoingMail {
  /** Which mail this is ('booking.client-confirmation'): what logs name instead of the subject. */
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: StoredAttachment[];
  /** Queued at most once under this key (see `mail_outbox.dedupe_key`). */
  dedupeKey?: string;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Stores mails, each with the job (of type `jobType`, deduplicated on `mail:<id>`) that delivers
 * it, in one statement: all are written or none, but a keyed mail queued before is skipped.
 * Answers the stored mails' ids.
 */
export async function insertMailsWithJobs(
  db: Db | Tx,
  mails: OutgoingMail[],
  jobType: string,
): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = sql.join(
    mails.map(
      (m) =>
        sql`(${m.kind}, ${m.to}, ${m.subject}, ${m.text}, ${m.html ?? null}, ${JSON.stringify(m.attachments ?? [])}::jsonb, ${m.dedupeKey ?? null})`,
    ),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with stored as (
      insert into ${mailOutbox} (kind, to_address, subject, text_body, html_body, attachments, dedupe_key)
      values ${rows}
      on conflict (dedupe_key) do nothing
      returning id
    ), queued as (
      ${enqueueJobsPerRow('stored', { type: jobType, payloadKey: 'mailId', dedupePrefix: 'mail' })}
    )
    select id from stored`)) as unknown as { rows: { id: string }[] };
  // Fewer rows only where a keyed mail was queued before.
  const keyed = mails.filter((m) => m.dedupeKey !== undefined).length;
  if (result.rows.length < mails.length - keyed) throw new Error('outbox insert failed');
  return result.rows.map((r) => r.id);
}

/** A mail still waiting to be sent, or null once it was sent or given up. */
export async function findPendingMail(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
  return row ?? null;
}

export async function markSent(db: Db, id: string, attempts: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, attempts })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt; `final` gives the mail up for good. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  error: string,
  attempts: number,
  final: boolean,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 1000),
      ...(final ? { status: 'failed' as const } : {}),
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

/**
 * Deletes every stored mail to this address or naming it in its text (any case): the copies of
 * what was sent to the person and about them. A queued send then finds nothing to do.
 */
export async function deleteMailAbout(db: Db | Tx, address: string): Promise<number> {
  const lower = address.toLowerCase();
  const rows = await db
    .delete(mailOutbox)
    .where(
      sql`lower(${mailOutbox.toAddress}) = ${lower}
        or strpos(lower(${mailOutbox.textBody}), ${lower}) > 0
        or strpos(lower(coalesce(${mailOutbox.htmlBody}, '')), ${lower}) > 0`,
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}
