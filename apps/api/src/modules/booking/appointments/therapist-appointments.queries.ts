import { ACCEPTANCE } from '@app/domain/therapist-sessions';
import { and, desc, eq, gt, gte, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { appointments, rescheduleProposals } from '../booking.schema';

type Handle = Db | Tx;

/**
 * A therapist's paid bookings (unpaid reservations are the client's business until paid), latest
 * session first.
 */
export async function listTherapistAppointments(db: Handle, therapistId: string, limit: number) {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.therapistId, therapistId), eq(appointments.payment, 'paid')))
    .orderBy(desc(appointments.startsAt), desc(appointments.createdAt))
    .limit(limit);
}

/** Paid, active sessions that are not no-shows, starting in [from, to): the chart's numbers. */
export async function countedSessions(db: Handle, therapistId: string, from: Date, to: Date) {
  return db
    .select({
      startsAt: appointments.startsAt,
      feeRupees: appointments.therapistFeeRupees,
      bookingFeePaise: appointments.bookingFeePaise,
      isApproved: appointments.isApproved,
      isCompleted: appointments.isCompleted,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.therapistId, therapistId),
        eq(appointments.payment, 'paid'),
        eq(appointments.cancelled, false),
        or(isNull(appointments.sessionStatus), ne(appointments.sessionStatus, 'not-attended')),
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
      ),
    );
}

const hours = (n: number) => sql.raw(`interval '${n} hours'`);

/** acceptanceDeadline() of the domain, in SQL. */
const deadline = sql`greatest(
  least(${appointments.createdAt} + ${hours(ACCEPTANCE.withinHours)}, ${appointments.startsAt} - ${hours(ACCEPTANCE.rebookHours)}),
  least(${appointments.createdAt} + ${hours(ACCEPTANCE.shortNoticeHours)}, ${appointments.startsAt}))`;

/** Paid, active bookings the therapist has not accepted whose acceptance deadline has passed. */
export async function overdueUnaccepted(db: Handle, now: Date, limit: number) {
  return db
    .select({
      id: appointments.id,
      createdAt: appointments.createdAt,
      startsAt: appointments.startsAt,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.payment, 'paid'),
        eq(appointments.cancelled, false),
        eq(appointments.isApproved, false),
        sql`${deadline} <= ${now.toISOString()}::timestamptz`,
        // An open proposal of new times pauses the deadline (decision 0059).
        notExists(
          db
            .select({ one: sql`1` })
            .from(rescheduleProposals)
            .where(
              and(
                eq(rescheduleProposals.appointmentId, appointments.id),
                eq(rescheduleProposals.status, 'pending'),
              ),
            ),
        ),
      ),
    )
    .orderBy(appointments.startsAt)
    .limit(limit);
}

/** Paid, active sessions starting in (from, to]: the ones a reminder is due for. */
export async function sessionsStartingBetween(db: Handle, from: Date, to: Date, limit: number) {
  return db
    .select({ id: appointments.id, startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.payment, 'paid'),
        eq(appointments.cancelled, false),
        gt(appointments.startsAt, from),
        lte(appointments.startsAt, to),
      ),
    )
    .orderBy(appointments.startsAt)
    .limit(limit);
}

/** The sessions of a series with this therapist still waiting for acceptance, soonest first. */
export async function unacceptedOfSeries(
  db: Handle,
  therapistId: string,
  seriesId: string,
  at: Date,
) {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.therapistId, therapistId),
        eq(appointments.seriesId, seriesId),
        eq(appointments.payment, 'paid'),
        eq(appointments.cancelled, false),
        eq(appointments.isApproved, false),
        gt(appointments.startsAt, at),
      ),
    )
    .orderBy(appointments.startsAt);
  return rows.map((r) => r.id);
}
