import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { enqueueJobsPerRow } from '../../../shared/jobs/job-queue';
import { webhookEvents } from '../booking.schema';

/**
 * Stores a webhook event once, with the job that applies it (deduplicated on
 * `webhook:<event id>`), in one statement: both are written or neither. False when
 * the event's id was seen before.
 */
export async function storeEventWithJob(
  db: Db | Tx,
  e: { id: string; provider: string; type: string; payload: unknown },
  jobType: string,
): Promise<boolean> {
  const result = (await db.execute(sql`
    with stored as (
      insert into ${webhookEvents} (id, provider, type, payload)
      values (${e.id}, ${e.provider}, ${e.type}, ${JSON.stringify(e.payload)}::jsonb)
      on conflict do nothing
      returning id
    ), queued as (
      ${enqueueJobsPerRow('stored', { type: jobType, payloadKey: 'eventId', dedupePrefix: 'webhook' })}
    )
    select count(*)::int as stored from stored`)) as unknown as { rows: { stored: number }[] };
  return Number(result.rows[0]?.stored ?? 0) > 0;
}

/** Locks an event that still waits to be applied; null once it was processed. */
export async function lockUnprocessedEvent(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.id, id), isNull(webhookEvents.processedAt)))
    .for('update');
  return row ?? null;
}

export async function markEventProcessed(tx: Tx, id: string, outcome: string) {
  await tx
    .update(webhookEvents)
    .set({ processedAt: sql`now()`, outcome })
    .where(eq(webhookEvents.id, id));
}
