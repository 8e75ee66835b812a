import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, appointments, payments, refunds, slotHolds } from '../../db/schema';

type Handle = Db | Tx;
export type PaymentRow = typeof payments.$inferSelect;
export type HoldRow = typeof slotHolds.$inferSelect;

/**
 * Claims a slot (decision 0002): deletes an expired claim for it, then inserts. The unique key on
 * (therapist, start) lets exactly one concurrent claimant win; the others get null.
 */
export async function claimSlot(
  tx: Tx,
  c: {
    therapistId: string;
    startsAt: Date;
    clientId: string;
    kind: 'payment' | 'reservation' | 'booking';
    expiresAt: Date | null;
    now: Date;
  },
): Promise<HoldRow | null> {
  await tx
    .delete(slotHolds)
    .where(
      and(
        eq(slotHolds.therapistId, c.therapistId),
        eq(slotHolds.startsAt, c.startsAt),
        lte(slotHolds.expiresAt, c.now),
      ),
    );
  const [row] = await tx
    .insert(slotHolds)
    .values({
      therapistId: c.therapistId,
      startsAt: c.startsAt,
      clientId: c.clientId,
      kind: c.kind,
      expiresAt: c.expiresAt,
    })
    .onConflictDoNothing({ target: [slotHolds.therapistId, slotHolds.startsAt] })
    .returning();
  return row ?? null;
}

export async function findLivePaymentHold(
  db: Handle,
  h: { therapistId: string; startsAt: Date; clientId: string; now: Date },
) {
  const [row] = await db
    .select()
    .from(slotHolds)
    .where(
      and(
        eq(slotHolds.therapistId, h.therapistId),
        eq(slotHolds.startsAt, h.startsAt),
        eq(slotHolds.clientId, h.clientId),
        eq(slotHolds.kind, 'payment'),
        gt(slotHolds.expiresAt, h.now),
      ),
    );
  return row ?? null;
}

export async function deleteHold(db: Handle, holdId: string) {
  await db.delete(slotHolds).where(and(eq(slotHolds.id, holdId), eq(slotHolds.kind, 'payment')));
}

/** Turns our own payment hold into a permanent claim; null when someone else took it meanwhile. */
export async function confirmHold(tx: Tx, holdId: string): Promise<string | null> {
  const [row] = await tx
    .update(slotHolds)
    .set({ kind: 'booking', expiresAt: null })
    .where(and(eq(slotHolds.id, holdId), eq(slotHolds.kind, 'payment')))
    .returning({ id: slotHolds.id });
  return row?.id ?? null;
}

export async function linkClaim(tx: Tx, claimId: string, appointmentId: string) {
  await tx.update(slotHolds).set({ appointmentId }).where(eq(slotHolds.id, claimId));
}

export async function insertPayment(
  db: Handle,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert failed');
  return row;
}

/** The open order of a hold: created, or failed on an attempt (the order can still be paid). */
export async function findOpenPaymentForHold(db: Handle, holdId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.holdId, holdId), inArray(payments.status, ['created', 'failed'])))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updatePaymentBooking(db: Handle, paymentId: string, booking: unknown) {
  await db
    .update(payments)
    .set({ booking, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

export async function findPaymentByOrder(db: Handle, orderId: string, clientId?: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.providerOrderId, orderId),
        clientId ? eq(payments.clientId, clientId) : undefined,
      ),
    );
  return row ?? null;
}

export async function findPaymentById(db: Handle, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** Locks the order's payment row: concurrent fulfilments of one order run one after another. */
export async function lockPaymentByOrder(tx: Tx, orderId: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, orderId))
    .for('update');
  return row ?? null;
}

export async function markPaymentCaptured(
  tx: Tx,
  id: string,
  providerPaymentId: string,
  appointmentId: string | null,
) {
  await tx
    .update(payments)
    .set({
      status: 'captured',
      providerPaymentId,
      appointmentId,
      failureReason: null,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, id));
}

/** A failed attempt; a later successful attempt on the same order still books. */
export async function markPaymentFailed(
  db: Handle,
  orderId: string,
  providerPaymentId: string,
  reason: string,
) {
  await db
    .update(payments)
    .set({
      status: 'failed',
      failureReason: `${providerPaymentId}: ${reason}`.slice(0, 500),
      updatedAt: sql`now()`,
    })
    .where(and(eq(payments.providerOrderId, orderId), eq(payments.status, 'created')));
}

export async function insertAppointment(tx: Tx, values: typeof appointments.$inferInsert) {
  const [row] = await tx.insert(appointments).values(values).returning();
  if (!row) throw new Error('appointment insert failed');
  return row;
}

export async function findClientAppointment(db: Handle, appointmentId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.clientId, clientId)));
  return row ?? null;
}

export async function latestPaymentOfAppointment(db: Handle, appointmentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.appointmentId, appointmentId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findRefundOfPayment(db: Handle, paymentId: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  return row ?? null;
}

export async function findAccountContact(db: Handle, accountId: string) {
  const [row] = await db
    .select({
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      phone: accounts.phone,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

export { insertAudit } from '../audit/audit.queries';
export { insertRefund } from '../appointments/appointments.queries';
