import { and, asc, desc, eq, inArray, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { appointments, payments, refunds } from '../booking.schema';

type Handle = Db | Tx;

/** The refund of one week of a standing series: one per appointment (decision 0066). */
export const seriesRefundKey = (appointmentId: string) => `series-${appointmentId}`;
export type RefundRow = typeof refunds.$inferSelect;
export type RefundCauseCode = RefundRow['cause'];

/**
 * Records a refund; answers its id, or null when one already exists for the same captured payment
 * or key (double refunds are impossible).
 */
export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert) {
  const rows = await tx
    .insert(refunds)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return rows[0]?.id ?? null;
}

export async function findRefund(db: Handle, id: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

/**
 * Everything refunded of one captured provider payment so far, in paise, whatever each refund's
 * state (a failed one is retried from the console, so its money is spoken for).
 */
export async function refundedPaiseOf(db: Handle, providerPaymentId: string) {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(eq(refunds.providerPaymentId, providerPaymentId));
  return Number(row?.paise ?? 0);
}

/** The latest refund of one captured provider payment, if any. */
export async function findRefundOfProviderPayment(db: Handle, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.providerPaymentId, providerPaymentId))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The refund that returned the money paid for this appointment, if any: a refund of one of its
 * payments, other than a duplicate or extra payment's own refund.
 */
export async function refundOfAppointmentPayment(db: Handle, appointmentId: string) {
  const [row] = await db
    .select({ id: refunds.id, amountPaise: refunds.amountPaise, status: refunds.status })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      or(
        and(
          eq(payments.appointmentId, appointmentId),
          isNull(payments.seriesId),
          notInArray(refunds.cause, ['duplicate-payment', 'extra-payment']),
        ),
        // A week of a series: its own refund (decision 0066).
        and(
          eq(refunds.appointmentId, appointmentId),
          eq(refunds.idempotencyKey, seriesRefundKey(appointmentId)),
        ),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findRefundByKey(db: Handle, idempotencyKey: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return row ?? null;
}

const SEND_LEASE = sql`now() + interval '2 minutes'`;

/**
 * Claims an unsent refund for one sender. While it is being sent, its updated_at lies in the
 * future (a two-minute lease), so a concurrent or repeated decision does not ask the provider a
 * second time; a sender that dies lets the lease run out and the next run retries.
 */
export async function claimRefundForSending(db: Handle, refundId: string) {
  const [row] = await db
    .update(refunds)
    .set({ updatedAt: SEND_LEASE })
    .where(
      and(
        eq(refunds.id, refundId),
        isNull(refunds.providerRefundId),
        eq(refunds.status, 'pending'),
        lte(refunds.updatedAt, sql`now()`),
      ),
    )
    .returning({ id: refunds.id });
  return row !== undefined;
}

/** The provider accepted the refund: its id is what the refund webhooks refer to. */
export async function recordProviderRefund(
  db: Handle,
  refundId: string,
  providerRefundId: string,
  status: 'pending' | 'failed',
) {
  await db
    .update(refunds)
    .set({ providerRefundId, status, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), isNull(refunds.providerRefundId)));
}

/** The provider could not be reached: the refund can be claimed again at once. */
export async function releaseRefundClaim(db: Handle, refundId: string) {
  await db
    .update(refunds)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), isNull(refunds.providerRefundId)));
}

/**
 * Applies a provider refund status once: 'processed' wins over anything else, 'failed' only ends a
 * pending refund. The webhook can come before the refund call's answer was stored, so a refund
 * not yet known by its provider id is found by its payment when it is the only unsent one.
 * Answers the refund when its status changed, else null.
 */
export async function applyRefundStatus(
  tx: Tx,
  e: { providerRefundId: string; providerPaymentId: string | null; status: 'processed' | 'failed' },
) {
  const changeable =
    e.status === 'processed' ? ne(refunds.status, 'processed') : eq(refunds.status, 'pending');
  const values = { status: e.status, updatedAt: sql`now()` };
  let [refund] = await tx
    .update(refunds)
    .set(values)
    .where(and(eq(refunds.providerRefundId, e.providerRefundId), changeable))
    .returning();
  if (!refund && e.providerPaymentId) {
    // Goodwill refunds may return parts of one payment: only a single unsent candidate is it.
    const unsent = and(
      isNull(refunds.providerRefundId),
      changeable,
      eq(refunds.providerPaymentId, e.providerPaymentId),
    );
    const candidates = await tx.select({ id: refunds.id }).from(refunds).where(unsent).limit(2);
    if (candidates.length === 1)
      [refund] = await tx
        .update(refunds)
        .set({ ...values, providerRefundId: e.providerRefundId })
        .where(and(unsent, eq(refunds.id, candidates[0]!.id)))
        .returning();
  }
  return refund ?? null;
}

/** What a refund was for: the appointment's details, else the order's booking snapshot. */
export async function refundMailFacts(db: Db | Tx, refundId: string) {
  const [row] = await db
    .select({
      refundId: refunds.id,
      providerRefundId: refunds.providerRefundId,
      amountPaise: refunds.amountPaise,
      booking: payments.booking,
      clientId: payments.clientId,
      therapistId: payments.therapistId,
      appointmentId: appointments.id,
      appointmentEmail: appointments.email,
      appointmentFirstName: appointments.firstName,
      appointmentLastName: appointments.lastName,
      slotDate: appointments.slotDate,
      slotTime: appointments.slotTime,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .where(eq(refunds.id, refundId));
  return row ?? null;
}

/** The refunds made for these appointments (a duplicate payment's refund names none). */
export async function refundsOfAppointments(db: Handle, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return [];
  return db
    .select({
      appointmentId: refunds.appointmentId,
      status: refunds.status,
      amountPaise: refunds.amountPaise,
      cause: refunds.cause,
    })
    .from(refunds)
    .where(inArray(refunds.appointmentId, appointmentIds));
}
