import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { appointments } from '../booking.schema';

type Handle = Db | Tx;

const summaryColumns = {
  id: appointments.id,
  clientId: appointments.clientId,
  therapistId: appointments.therapistId,
  startsAt: appointments.startsAt,
  sessionType: appointments.sessionType,
  payment: appointments.payment,
  cancelled: appointments.cancelled,
  isApproved: appointments.isApproved,
  isCompleted: appointments.isCompleted,
  sessionStatus: appointments.sessionStatus,
  cancellationStatus: appointments.cancellationStatus,
};

export async function appointmentSummary(db: Handle, id: string) {
  const [row] = await db.select(summaryColumns).from(appointments).where(eq(appointments.id, id));
  return row ?? null;
}

export type AppointmentSummaryRow = NonNullable<Awaited<ReturnType<typeof appointmentSummary>>>;

const paidBetween = (clientId: string, therapistId: string) =>
  and(
    eq(appointments.clientId, clientId),
    eq(appointments.therapistId, therapistId),
    eq(appointments.payment, 'paid'),
  );

/** The client's latest paid session with the therapist that has begun by `at`. */
export async function latestStartedBetween(
  db: Handle,
  clientId: string,
  therapistId: string,
  at: Date,
) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(paidBetween(clientId, therapistId), lte(appointments.startsAt, at)))
    .orderBy(desc(appointments.startsAt))
    .limit(1);
  return row?.id ?? null;
}

/** The client's next paid session with the therapist after `at`. */
export async function nextBetween(db: Handle, clientId: string, therapistId: string, at: Date) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(paidBetween(clientId, therapistId), gt(appointments.startsAt, at)))
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  return row?.id ?? null;
}
