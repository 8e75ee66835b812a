import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { appointments } from '../booking.schema';
import type { AppointmentRow } from './appointments.queries';

/**
 * The weeks of a series from this one on that a cancellation can still end: the client's, paid,
 * not cancelled, with no request waiting, not yet begun; locked in date order when `tx` is given.
 */
export async function restOfSeries(db: Db | Tx, first: AppointmentRow, at: Date, lock: boolean) {
  const query = db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, first.seriesId!),
        eq(appointments.clientId, first.clientId),
        gte(appointments.startsAt, first.startsAt),
        eq(appointments.cancelled, false),
        eq(appointments.payment, 'paid'),
        sql`${appointments.cancellationStatus} is distinct from 'pending'`,
        sql`${appointments.startsAt} > ${at}`,
      ),
    )
    .orderBy(asc(appointments.startsAt));
  return lock ? query.for('update') : query;
}
