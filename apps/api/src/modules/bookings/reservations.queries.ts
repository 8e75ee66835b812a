import { and, desc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { appointments, payments, slotHolds, therapists } from '../../db/schema';

type Handle = Db | Tx;

const reservationFields = {
  id: appointments.id,
  clientId: appointments.clientId,
  therapistId: appointments.therapistId,
  startsAt: appointments.startsAt,
  slotDate: appointments.slotDate,
  slotTime: appointments.slotTime,
  sessionType: appointments.sessionType,
  firstName: appointments.firstName,
  lastName: appointments.lastName,
  email: appointments.email,
  phone: appointments.phone,
  message: appointments.message,
  payment: appointments.payment,
  cancelled: appointments.cancelled,
  cancelledBy: appointments.cancelledBy,
  reservationExpiresAt: appointments.reservationExpiresAt,
  therapistFeeRupees: appointments.therapistFeeRupees,
  bookingFeePaise: appointments.bookingFeePaise,
  holdId: slotHolds.id,
  therapist: {
    name: therapists.name,
    email: therapists.email,
    addressLine1: therapists.addressLine1,
    addressLine2: therapists.addressLine2,
    city: therapists.city,
    pincode: therapists.pincode,
  },
};

function reservationQuery(db: Handle) {
  return db
    .select(reservationFields)
    .from(appointments)
    .innerJoin(therapists, eq(therapists.id, appointments.therapistId))
    .leftJoin(
      slotHolds,
      and(eq(slotHolds.appointmentId, appointments.id), eq(slotHolds.kind, 'reservation')),
    );
}
export type Reservation = Awaited<ReturnType<ReturnType<typeof reservationQuery>['execute']>>[0];

/** An appointment of the client with what paying it needs: its reservation hold and therapist. */
export async function findClientReservation(db: Handle, appointmentId: string, clientId: string) {
  const [row] = await reservationQuery(db).where(
    and(eq(appointments.id, appointmentId), eq(appointments.clientId, clientId)),
  );
  return row ?? null;
}

/** The client's own live, unpaid reservation of a slot, if any. */
export async function findLiveReservation(
  db: Handle,
  r: { therapistId: string; startsAt: Date; clientId: string; now: Date },
) {
  const [row] = await reservationQuery(db).where(
    and(
      eq(slotHolds.therapistId, r.therapistId),
      eq(slotHolds.startsAt, r.startsAt),
      eq(slotHolds.clientId, r.clientId),
      gt(slotHolds.expiresAt, r.now),
      eq(appointments.payment, 'unpaid'),
      eq(appointments.cancelled, false),
    ),
  );
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
 * Undoes a reservation that has no order: the unpaid appointment and, through the foreign key's
 * cascade, its claim. A reservation that meanwhile got an order stays. Answers whether it went.
 */
export async function removeUnpaidReservation(tx: Tx, appointmentId: string) {
  const rows = await tx
    .delete(appointments)
    .where(
      and(
        eq(appointments.id, appointmentId),
        eq(appointments.payment, 'unpaid'),
        notExists(
          tx
            .select({ id: payments.id })
            .from(payments)
            .where(eq(payments.appointmentId, appointments.id)),
        ),
      ),
    )
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** Locks the appointment row: a payment and the expiry sweep of one reservation run in turn. */
/** Turns the reservation's own claim, live or expired, into a permanent one; null when gone. */
export async function confirmReservationHold(tx: Tx, appointmentId: string) {
  const [row] = await tx
    .update(slotHolds)
    .set({ kind: 'booking', expiresAt: null })
    .where(and(eq(slotHolds.appointmentId, appointmentId), eq(slotHolds.kind, 'reservation')))
    .returning({ id: slotHolds.id });
  return row?.id ?? null;
}

/** Paid: no longer a reservation; an expiry the sweep had recorded is undone. */
export async function markReservationPaid(tx: Tx, appointmentId: string) {
  await tx
    .update(appointments)
    .set({
      payment: 'paid',
      reservationExpiresAt: null,
      cancelled: false,
      cancelledBy: null,
      cancelledAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(appointments.id, appointmentId));
}

export async function cancelUnpaidBySystem(tx: Tx, appointmentId: string, at: Date) {
  const rows = await tx
    .update(appointments)
    .set({ cancelled: true, cancelledBy: 'system', cancelledAt: at, updatedAt: sql`now()` })
    .where(
      and(
        eq(appointments.id, appointmentId),
        eq(appointments.payment, 'unpaid'),
        eq(appointments.cancelled, false),
      ),
    )
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/**
 * Marks up to `limit` expired unpaid reservations cancelled by the system and answers their ids.
 * Rows another sweep is handling are skipped; the conditions are re-checked on update, so each
 * reservation is cancelled (and audited) once however many sweeps run.
 */
export async function cancelExpiredReservations(tx: Tx, now: Date, limit: number) {
  const expired = and(
    eq(appointments.payment, 'unpaid'),
    eq(appointments.cancelled, false),
    lte(appointments.reservationExpiresAt, now),
  );
  const due = tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(expired)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(appointments)
    .set({ cancelled: true, cancelledBy: 'system', cancelledAt: now, updatedAt: sql`now()` })
    .where(and(inArray(appointments.id, due), expired))
    .returning({ id: appointments.id, slot: appointments.startsAt });
  return rows;
}

/** Deletes the dead reservation claims of these appointments (a live or paid claim stays). */
export async function deleteDeadReservationHolds(tx: Tx, appointmentIds: string[], now: Date) {
  if (appointmentIds.length === 0) return;
  await tx
    .delete(slotHolds)
    .where(
      and(
        inArray(slotHolds.appointmentId, appointmentIds),
        eq(slotHolds.kind, 'reservation'),
        lte(slotHolds.expiresAt, now),
      ),
    );
}

/** Drops whatever claim a reservation still has (it was cancelled or can no longer be kept). */
export async function releaseReservationHolds(tx: Tx, appointmentId: string) {
  await tx
    .delete(slotHolds)
    .where(and(eq(slotHolds.appointmentId, appointmentId), eq(slotHolds.kind, 'reservation')));
}

export { insertAudit } from '../audit/audit.queries';
