import { and, asc, desc, eq, gt, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { appointments, payments, slotHolds } from '../booking.schema';

type Handle = Db | Tx;
export type AppointmentRow = typeof appointments.$inferSelect;

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

/** The caller's appointments, latest session start first. */
export async function listClientAppointments(db: Handle, clientId: string, limit: number) {
  return db
    .select()
    .from(appointments)
    .where(eq(appointments.clientId, clientId))
    .orderBy(desc(appointments.startsAt), desc(appointments.createdAt))
    .limit(limit);
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

export async function openCancellationRequest(
  tx: Tx,
  r: {
    appointmentId: string;
    clientId: string | null;
    requestedBy: 'user' | 'therapist';
    reason: string;
    now: Date;
    /** A rejected request of one of these requesters does not block the new one. */
    replacesRejectedOf: readonly ('user' | 'therapist')[];
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
        r.replacesRejectedOf.length > 0
          ? or(
              isNull(appointments.cancellationStatus),
              and(
                eq(appointments.cancellationStatus, 'rejected'),
                inArray(appointments.cancellationRequestedBy, [...r.replacesRejectedOf]),
              ),
            )
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

/** Pending cancellation requests, oldest request first. */
export async function listPendingRequests(db: Handle, limit: number) {
  return (
    db
      .select()
      .from(appointments)
      .where(and(eq(appointments.cancellationStatus, 'pending'), eq(appointments.cancelled, false)))
      // The team's queue: the session that starts soonest is decided first.
      .orderBy(
        asc(appointments.startsAt),
        asc(appointments.cancellationRequestedAt),
        asc(appointments.id),
      )
      .limit(limit)
  );
}

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
};

function reservationQuery(db: Handle) {
  return db
    .select(reservationFields)
    .from(appointments)
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

/** How many unpaid reservations of the client still hold their slot. */
export async function countLiveUnpaidReservations(db: Handle, clientId: string, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.clientId, clientId),
        eq(appointments.payment, 'unpaid'),
        eq(appointments.cancelled, false),
        gt(appointments.reservationExpiresAt, now),
      ),
    );
  return row?.n ?? 0;
}
