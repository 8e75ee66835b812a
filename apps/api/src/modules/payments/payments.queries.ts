import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds, webhookEvents } from '../../db/schema';

/** Records a webhook event id; false when it was seen before. */
export async function recordWebhookEvent(
  db: Db,
  e: { id: string; provider: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values(e)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/** Processing failed: forget the event so the provider's retry is handled. */
export async function forgetWebhookEvent(db: Db, id: string) {
  await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
}

export async function findClientOrder(db: Db, orderId: string, clientId: string) {
  const [row] = await db
    .select({
      orderId: payments.providerOrderId,
      amountPaise: payments.amountPaise,
      currency: payments.currency,
      status: payments.status,
    })
    .from(payments)
    .where(and(eq(payments.providerOrderId, orderId), eq(payments.clientId, clientId)));
  return row ?? null;
}

/** Applies a provider refund status; a processed refund marks its payment refunded. */
export async function applyRefundStatus(
  db: Db,
  providerRefundId: string,
  status: 'processed' | 'failed',
) {
  await db.transaction(async (tx) => {
    const [refund] = await tx
      .update(refunds)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(refunds.providerRefundId, providerRefundId))
      .returning({ paymentId: refunds.paymentId });
    if (refund && status === 'processed') {
      await tx
        .update(payments)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(eq(payments.id, refund.paymentId));
    }
  });
}
