import { and, asc, eq, gt, gte, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, slotHolds, therapistHours, therapists } from '../../db/schema';

export async function findTherapist(db: Db, therapistId: string) {
  const [row] = await db
    .select({
      id: therapists.id,
      name: therapists.name,
      email: therapists.email,
      status: therapists.status,
      available: therapists.available,
      sessionModes: therapists.sessionModes,
      feeRupees: therapists.feeRupees,
      professionalTitle: therapists.professionalTitle,
      city: therapists.city,
      addressLine1: therapists.addressLine1,
      addressLine2: therapists.addressLine2,
      pincode: therapists.pincode,
    })
    .from(therapists)
    .where(eq(therapists.id, therapistId))
    .limit(1);
  return row ?? null;
}
export type TherapistForBooking = NonNullable<Awaited<ReturnType<typeof findTherapist>>>;

export async function weeklyHours(db: Db, therapistId: string) {
  return db
    .select({ weekday: therapistHours.weekday, startTime: therapistHours.startTime })
    .from(therapistHours)
    .where(eq(therapistHours.therapistId, therapistId))
    .orderBy(asc(therapistHours.weekday), asc(therapistHours.startTime));
}

/**
 * Start instants in [from, to) claimed by a live claim (decision 0002) or an active paid
 * appointment. `exceptPaymentHoldsOf` leaves out that client's own payment holds.
 */
export async function takenStarts(
  db: Db,
  q: { therapistId: string; from: Date; to: Date; now: Date; exceptPaymentHoldsOf?: string },
): Promise<Date[]> {
  const own = q.exceptPaymentHoldsOf;
  const held = await db
    .select({ startsAt: slotHolds.startsAt })
    .from(slotHolds)
    .where(
      and(
        eq(slotHolds.therapistId, q.therapistId),
        gte(slotHolds.startsAt, q.from),
        lt(slotHolds.startsAt, q.to),
        or(isNull(slotHolds.expiresAt), gt(slotHolds.expiresAt, q.now)),
        own ? or(ne(slotHolds.clientId, own), ne(slotHolds.kind, 'payment')) : undefined,
      ),
    );
  const booked = await db
    .select({ startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.therapistId, q.therapistId),
        gte(appointments.startsAt, q.from),
        lt(appointments.startsAt, q.to),
        eq(appointments.cancelled, false),
        eq(appointments.payment, 'paid'),
      ),
    );
  return [...held, ...booked].map((r) => r.startsAt);
}
