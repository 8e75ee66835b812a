import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedGatewayPayments, simulatedGatewayRefunds } from './simulated-ledger.schema';

export type LedgerPayment = typeof simulatedGatewayPayments.$inferSelect;

export async function insertLedgerPayment(
  db: Db,
  row: typeof simulatedGatewayPayments.$inferInsert,
) {
  await db.insert(simulatedGatewayPayments).values(row);
}

export async function findLedgerPayment(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(simulatedGatewayPayments)
    .where(eq(simulatedGatewayPayments.id, id));
  return row ?? null;
}

export async function ledgerPaymentsOfOrder(db: Db, orderId: string) {
  return db
    .select()
    .from(simulatedGatewayPayments)
    .where(eq(simulatedGatewayPayments.orderId, orderId));
}

export async function allLedgerPayments(db: Db) {
  return db.select().from(simulatedGatewayPayments);
}

/** Records a refund once per key; answers the refund stored under the key. */
export async function insertLedgerRefund(db: Db, row: typeof simulatedGatewayRefunds.$inferInsert) {
  await db.insert(simulatedGatewayRefunds).values(row).onConflictDoNothing();
  const [stored] = await db
    .select()
    .from(simulatedGatewayRefunds)
    .where(eq(simulatedGatewayRefunds.idempotencyKey, row.idempotencyKey));
  return stored!;
}

export async function findLedgerRefund(db: Db, paymentId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(simulatedGatewayRefunds)
    .where(
      and(
        eq(simulatedGatewayRefunds.paymentId, paymentId),
        eq(simulatedGatewayRefunds.idempotencyKey, idempotencyKey),
      ),
    );
  return row ?? null;
}

export async function refundedAmountOf(db: Db, paymentId: string) {
  const rows = await db
    .select({ amountPaise: simulatedGatewayRefunds.amountPaise })
    .from(simulatedGatewayRefunds)
    .where(eq(simulatedGatewayRefunds.paymentId, paymentId));
  return rows.reduce((sum, r) => sum + r.amountPaise, 0);
}
