import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { auditRecorded } from '../../../shared/audit/audit-log';
import { appointments } from '../booking.schema';

export const FOLLOW_UP_ACTION = 'appointment.follow_up_suggested';

// Qualified: drizzle writes a one-table select's columns bare.
const followUpSent = auditRecorded('appointment', FOLLOW_UP_ACTION, sql`${appointments}.id::text`);

/** One of this therapist's sessions, locked, with whether times were suggested after it. */
export async function lockTherapistSession(tx: Tx, appointmentId: string, therapistId: string) {
  const [row] = await tx
    .select({ appointment: appointments, followUpSent })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.therapistId, therapistId)))
    .for('update', { of: appointments });
  return row ?? null;
}

/**
 * Each client's latest completed session with this therapist since `since`, for clients with no
 * paid, active session with them ahead of `now`: most recent first.
 */
export async function clientsWithoutNext(
  db: Db,
  therapistId: string,
  since: Date,
  now: Date,
  limit: number,
) {
  const latest = db
    .selectDistinctOn([appointments.clientId], {
      id: appointments.id,
      firstName: appointments.firstName,
      lastName: appointments.lastName,
      slotDate: appointments.slotDate,
      slotTime: appointments.slotTime,
      sessionType: appointments.sessionType,
      startsAt: appointments.startsAt,
      followUpSent: followUpSent.as('follow_up_sent'),
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.therapistId, therapistId),
        eq(appointments.isCompleted, true),
        gte(appointments.startsAt, since),
        sql`not exists (select 1 from ${appointments} b
          where b.therapist_id = ${appointments}.therapist_id and b.client_id = ${appointments}.client_id
          and b.starts_at > ${now} and not b.cancelled and b.payment = 'paid')`,
      ),
    )
    .orderBy(appointments.clientId, desc(appointments.startsAt))
    .as('latest');
  return db.select().from(latest).orderBy(desc(latest.startsAt)).limit(limit);
}
