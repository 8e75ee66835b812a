import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  accounts,
  appointments,
  payments,
  refunds,
  therapists,
  webhookEvents,
} from '../../db/schema';

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

/**
 * Applies a provider refund status once: 'processed' wins over anything else, 'failed' only ends a
 * pending refund. The webhook can come before the refund call's answer was stored, so a refund
 * not yet known by its provider id is found by its payment (one refund per payment).
 * Answers the refund when its status changed, else null. A processed refund marks its payment
 * refunded.
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
    [refund] = await tx
      .update(refunds)
      .set({ ...values, providerRefundId: e.providerRefundId })
      .where(
        and(
          isNull(refunds.providerRefundId),
          changeable,
          inArray(
            refunds.paymentId,
            tx
              .select({ id: payments.id })
              .from(payments)
              .where(eq(payments.providerPaymentId, e.providerPaymentId)),
          ),
        ),
      )
      .returning();
  }
  if (refund && e.status === 'processed') {
    await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: sql`now()` })
      .where(eq(payments.id, refund.paymentId));
  }
  return refund ?? null;
}

/** Who was refunded, for what: the appointment's details, else the order's booking snapshot. */
export async function refundMailFacts(db: Db | Tx, refundId: string) {
  const [row] = await db
    .select({
      refundId: refunds.id,
      providerRefundId: refunds.providerRefundId,
      amountPaise: refunds.amountPaise,
      booking: payments.booking,
      accountEmail: accounts.email,
      accountFirstName: accounts.firstName,
      accountLastName: accounts.lastName,
      therapistName: therapists.name,
      appointmentId: appointments.id,
      appointmentEmail: appointments.email,
      appointmentFirstName: appointments.firstName,
      appointmentLastName: appointments.lastName,
      slotDate: appointments.slotDate,
      slotTime: appointments.slotTime,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(accounts, eq(accounts.id, payments.clientId))
    .innerJoin(therapists, eq(therapists.id, payments.therapistId))
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .where(eq(refunds.id, refundId));
  return row ?? null;
}
