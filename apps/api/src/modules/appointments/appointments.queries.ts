import { and, asc, desc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, appointments, payments, refunds, slotHolds, therapists } from '../../db/schema';

type Handle = Db | Tx;
export type AppointmentRow = typeof appointments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** A payment that took money: captured, or refunded since. */

/** The caller's appointments with their therapist, latest session start first. */
export async function listClientAppointments(db: Handle, clientId: string, limit: number) {
  return db
    .select({
      appointment: appointments,
      therapistName: therapists.name,
      therapistImage: therapists.imageUrl,
      therapistTitle: therapists.professionalTitle,
      therapistFee: therapists.feeRupees,
    })
    .from(appointments)
    .innerJoin(therapists, eq(therapists.id, appointments.therapistId))
    .where(eq(appointments.clientId, clientId))
    .orderBy(desc(appointments.startsAt), desc(appointments.createdAt))
    .limit(limit);
}

/** The refunds made for these appointments (a duplicate payment's refund names none). */
export async function refundsOfAppointments(db: Handle, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return [];
  return db
    .select({
      appointmentId: refunds.appointmentId,
      status: refunds.status,
      amountPaise: refunds.amountPaise,
    })
    .from(refunds)
    .where(inArray(refunds.appointmentId, appointmentIds));
}

/** Locks one appointment of the client (or of anyone when clientId is null) for this transaction. */
export async function lockAppointment(tx: Tx, appointmentId: string, clientId: string | null) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.id, appointmentId),
        clientId === null ? undefined : eq(appointments.clientId, clientId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function findAppointment(db: Handle, appointmentId: string, clientId: string | null) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.id, appointmentId),
        clientId === null ? undefined : eq(appointments.clientId, clientId),
      ),
    );
  return row ?? null;
}

/** Cancels an unpaid, live reservation; null when it no longer is one. */
export async function cancelReservation(
  tx: Tx,
  c: { appointmentId: string; clientId: string; now: Date },
) {
  const [row] = await tx
    .update(appointments)
    .set({ cancelled: true, cancelledBy: 'user', cancelledAt: c.now, updatedAt: c.now })
    .where(
      and(
        eq(appointments.id, c.appointmentId),
        eq(appointments.clientId, c.clientId),
        eq(appointments.payment, 'unpaid'),
        eq(appointments.cancelled, false),
        gt(appointments.reservationExpiresAt, c.now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Frees the slot of an appointment: deletes every claim it holds. */
export async function releaseSlot(tx: Tx, appointmentId: string) {
  await tx.delete(slotHolds).where(eq(slotHolds.appointmentId, appointmentId));
}

/**
 * Opens a cancellation request. The WHERE clause is the whole rule, so of two concurrent requests
 * exactly one finds `cancellation_status IS NULL` and the other gets null.
 */
export async function openCancellationRequest(
  tx: Tx,
  r: {
    appointmentId: string;
    clientId: string | null;
    requestedBy: 'user' | 'therapist';
    reason: string;
    now: Date;
    /** A therapist may ask again after a client's request was rejected. */
    overRejected: boolean;
  },
) {
  const [row] = await tx
    .update(appointments)
    .set({
      cancellationStatus: 'pending',
      cancellationRequestedBy: r.requestedBy,
      cancellationReason: r.reason,
      cancellationRequestedAt: r.now,
      updatedAt: r.now,
    })
    .where(
      and(
        eq(appointments.id, r.appointmentId),
        r.clientId === null ? undefined : eq(appointments.clientId, r.clientId),
        eq(appointments.payment, 'paid'),
        eq(appointments.cancelled, false),
        eq(appointments.isCompleted, false),
        isNull(appointments.sessionStatus),
        r.overRejected
          ? sql`(${appointments.cancellationStatus} IS NULL OR ${appointments.cancellationStatus} = 'rejected')`
          : isNull(appointments.cancellationStatus),
        gt(appointments.startsAt, r.now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function updateAppointment(
  tx: Tx,
  appointmentId: string,
  values: Partial<typeof appointments.$inferInsert>,
) {
  const [row] = await tx
    .update(appointments)
    .set(values)
    .where(eq(appointments.id, appointmentId))
    .returning();
  if (!row) throw new Error('appointment update failed');
  return row;
}

/** The captured payment that paid for the appointment, if any. */
/**
 * The payment that paid for the appointment and has not been refunded. A second payment of one
 * reservation is linked too but already carries its own refund, so it is never the one chosen.
 */
export async function findRefundablePayment(db: Handle, appointmentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.appointmentId, appointmentId),
        eq(payments.status, 'captured'),
        notExists(db.select().from(refunds).where(eq(refunds.paymentId, payments.id))),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Records a refund; answers false when one already exists for the same payment or key (double
 * refunds are impossible).
 */
export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert) {
  const rows = await tx
    .insert(refunds)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return rows.length > 0;
}

export async function findRefundByKey(db: Handle, idempotencyKey: string) {
  const [row] = await db
    .select({
      refund: refunds,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.idempotencyKey, idempotencyKey));
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

export async function findTherapistName(db: Handle, therapistId: string) {
  const [row] = await db
    .select({ name: therapists.name, email: therapists.email })
    .from(therapists)
    .where(eq(therapists.id, therapistId));
  return row ?? null;
}

/** Pending cancellation requests with who asked and for which session, oldest request first. */
export async function listPendingRequests(db: Handle, limit: number) {
  return db
    .select({
      appointment: appointments,
      therapistName: therapists.name,
      accountEmail: accounts.email,
    })
    .from(appointments)
    .innerJoin(therapists, eq(therapists.id, appointments.therapistId))
    .innerJoin(accounts, eq(accounts.id, appointments.clientId))
    .where(and(eq(appointments.cancellationStatus, 'pending'), eq(appointments.cancelled, false)))
    .orderBy(asc(appointments.cancellationRequestedAt), asc(appointments.id))
    .limit(limit);
}

export { insertAudit } from '../audit/audit.queries';
