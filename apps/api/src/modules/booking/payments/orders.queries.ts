import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { payments, refunds } from '../booking.schema';

type Handle = Db | Tx;
export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  db: Handle,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert failed');
  return row;
}

/**
 * The open order of a hold: created, or failed on an attempt (the order can still be paid). A
 * series' order names its first hold; the others are in its snapshot.
 */
export async function findOpenPaymentForHold(db: Handle, holdId: string) {
  const ofSeries = sql`${payments.booking} -> 'series' -> 'occurrences' @> ${JSON.stringify([{ holdId }])}::jsonb`;
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        or(eq(payments.holdId, holdId), and(isNotNull(payments.seriesId), ofSeries)),
        inArray(payments.status, ['created', 'failed']),
      ),
    )
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

/** Locks one payment row (a goodwill refund of it waits for any other writer of it). */
export async function lockPayment(tx: Tx, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

const settler = alias(payments, 'settler');

/**
 * Locks the order's payment row (concurrent fulfilments of one order run one after another) and
 * reads, in the same statement, the order this provider payment already settled, if any.
 */
export async function lockPaymentByOrder(tx: Tx, orderId: string, providerPaymentId: string) {
  const [row] = await tx
    .select({
      payment: payments,
      settledBy: { id: settler.id, providerOrderId: settler.providerOrderId },
    })
    .from(payments)
    .leftJoin(settler, eq(settler.providerPaymentId, providerPaymentId))
    .where(eq(payments.providerOrderId, orderId))
    .for('update', { of: payments });
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

export async function latestPaymentOfAppointment(db: Handle, appointmentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.appointmentId, appointmentId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
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

/** The open order of an appointment: created, or failed on an attempt (it can still be paid). */
export async function findOpenPaymentOfAppointment(db: Handle, appointmentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.appointmentId, appointmentId),
        inArray(payments.status, ['created', 'failed']),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The payment that paid for the appointment and has money left to refund, with how much is left.
 * A second payment of one reservation is linked too but already carries its own refund, so it is
 * never the one chosen; goodwill refunds of a part leave the rest (decision 0063).
 */
export async function findRefundablePayment(db: Handle, appointmentId: string) {
  const refunded = sql<string>`(select coalesce(sum(r.amount_paise), 0) from ${refunds} r
    where r.provider_payment_id = "payments"."provider_payment_id")`;
  const [row] = await db
    .select({ payment: payments, refundedPaise: refunded })
    .from(payments)
    .where(
      and(
        eq(payments.appointmentId, appointmentId),
        // A series' payment names its first week; its weeks are refunded one by one instead.
        isNull(payments.seriesId),
        eq(payments.status, 'captured'),
        notExists(
          db
            .select()
            .from(refunds)
            .where(
              and(
                eq(refunds.providerPaymentId, payments.providerPaymentId),
                ne(refunds.cause, 'goodwill'),
              ),
            ),
        ),
        sql`${refunded} < ${payments.amountPaise}`,
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(1);
  if (!row) return null;
  return { ...row.payment, leftPaise: row.payment.amountPaise - Number(row.refundedPaise) };
}

/**
 * A processed refund of the payment that settled the order marks the order refunded; goodwill
 * refunds of parts of it, and a series' weeks, only once they have returned all of it (decisions
 * 0063, 0066).
 */
export async function markOrderRefunded(tx: Tx, paymentRowId: string, providerPaymentId: string) {
  await tx
    .update(payments)
    .set({ status: 'refunded', updatedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, paymentRowId),
        eq(payments.providerPaymentId, providerPaymentId),
        sql`((${payments.seriesId} is null and exists (select 1 from ${refunds} r
              where r.provider_payment_id = ${providerPaymentId}
              and r.status = 'processed' and r.cause <> 'goodwill'))
          or (select coalesce(sum(r.amount_paise), 0) from ${refunds} r
              where r.provider_payment_id = ${providerPaymentId} and r.status = 'processed')
            >= ${payments.amountPaise})`,
      ),
    );
}

/**
 * Orders reconciliation should ask the provider about (decision 0033): unsettled ones from a
 * minute after they were made (the browser and the webhook usually report a payment within
 * seconds), again every minute while a payment may still come (the first 20 minutes: the hold,
 * a pay-later reservation), then hourly for two days; and settled ones once after their hold
 * ended, for a second capture (also when they were asked before they were paid).
 */
export async function findOrdersToReconcile(db: Db, limit: number) {
  return db
    .select()
    .from(payments)
    .where(
      sql`${payments.createdAt} > now() - interval '2 days'
        and (
          (${payments.status} in ('created', 'failed')
            and ${payments.createdAt} < now() - interval '1 minute'
            and (${payments.checkedAt} is null
              or ${payments.checkedAt} < now() - case
                when ${payments.createdAt} > now() - interval '20 minutes' then interval '50 seconds'
                else interval '1 hour' end))
          or (${payments.status} = 'captured'
            and ${payments.createdAt} < now() - interval '15 minutes'
            and (${payments.checkedAt} is null
              or ${payments.checkedAt} < ${payments.createdAt} + interval '15 minutes'))
        )`,
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

export async function markOrderChecked(db: Db, id: string) {
  await db
    .update(payments)
    .set({ checkedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/** A therapist's paid featured orders, newest first. */
export async function listFeaturedReceipts(db: Handle, therapistId: string, limit = 100) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.therapistId, therapistId),
        eq(payments.purpose, 'featured_plan'),
        inArray(payments.status, ['captured', 'refunded']),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

/**
 * The captured payment of the standing series this appointment belongs to, locked: the refunds
 * of its weeks are counted one after another, so together they never exceed it (decision 0066).
 * Null for an appointment outside a series.
 */
export async function lockSeriesPaymentOf(tx: Tx, appointmentId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        sql`${payments.seriesId} = (select a.series_id from appointments a where a.id = ${appointmentId})`,
        inArray(payments.status, ['captured', 'refunded']),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The same, unlocked, for a preview. */
export async function findSeriesPaymentOf(db: Handle, appointmentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        sql`${payments.seriesId} = (select a.series_id from appointments a where a.id = ${appointmentId})`,
        inArray(payments.status, ['captured', 'refunded']),
      ),
    );
  return row ?? null;
}
