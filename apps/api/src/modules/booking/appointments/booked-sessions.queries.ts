import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments } from '../booking.schema';

/** A paid, not cancelled session: what a therapist's calendar and time off must respect. */
const active = and(eq(appointments.cancelled, false), eq(appointments.payment, 'paid'));

const sessionColumns = {
  id: appointments.id,
  therapistId: appointments.therapistId,
  startsAt: appointments.startsAt,
  slotDate: appointments.slotDate,
  slotTime: appointments.slotTime,
  sessionType: appointments.sessionType,
  firstName: appointments.firstName,
  lastName: appointments.lastName,
  isApproved: appointments.isApproved,
  isCompleted: appointments.isCompleted,
  cancellationStatus: appointments.cancellationStatus,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
  /** The SEQUENCE of the appointment's calendar invite, as its last mail sent it (decision 0040). */
  inviteSequence: appointments.inviteSequence,
};

export type BookedSessionRow = Awaited<ReturnType<typeof sessionsOfTherapistFrom>>[number];

/** The therapist's active sessions starting at or after `from`, soonest first. */
export async function sessionsOfTherapistFrom(
  db: Db,
  therapistId: string,
  from: Date,
  limit = 500,
) {
  return db
    .select(sessionColumns)
    .from(appointments)
    .where(and(eq(appointments.therapistId, therapistId), gte(appointments.startsAt, from), active))
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
}

/** The client's active sessions starting at or after `from`, soonest first. */
export async function sessionsOfClientFrom(db: Db, clientId: string, from: Date, limit = 500) {
  return db
    .select(sessionColumns)
    .from(appointments)
    .where(and(eq(appointments.clientId, clientId), gte(appointments.startsAt, from), active))
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
}
