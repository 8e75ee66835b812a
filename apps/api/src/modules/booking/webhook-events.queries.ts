import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { webhookEvents } from '../../db/schema';

/** Stores a webhook event once; false when its id was seen before. */
export async function insertEvent(
  tx: Db | Tx,
  e: { id: string; provider: string; type: string; payload: unknown },
): Promise<boolean> {
  const rows = await tx
    .insert(webhookEvents)
    .values(e)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
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
