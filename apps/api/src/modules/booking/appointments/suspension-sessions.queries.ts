import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { appointments } from '../booking.schema';

/**
 * A therapist's sessions still to come that a suspension touches: not cancelled, not marked, not
 * started, and either paid or an unpaid reservation whose hold still runs.
 */
const upcomingOf = (therapistId: string, at: Date) =>
  and(
    eq(appointments.therapistId, therapistId),
    eq(appointments.cancelled, false),
    eq(appointments.isCompleted, false),
    isNull(appointments.sessionStatus),
    gt(appointments.startsAt, at),
    or(eq(appointments.payment, 'paid'), gt(appointments.reservationExpiresAt, at)),
  );

/** The dialog's list, soonest first (a therapist has at most a few hundred ahead). */
export async function upcomingOfTherapist(db: Db, therapistId: string, at: Date) {
  return db
    .select()
    .from(appointments)
    .where(upcomingOf(therapistId, at))
    .orderBy(asc(appointments.startsAt))
    .limit(500);
}

/**
 * The same rows locked for the suspension's transaction. A row another transaction holds is
 * waited for and read again: one a concurrent decision cancelled meanwhile drops out here.
 */
export async function lockUpcomingOfTherapist(tx: Tx, therapistId: string, at: Date) {
  return tx
    .select()
    .from(appointments)
    .where(upcomingOf(therapistId, at))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .for('update');
}
