import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { therapistHours, therapists } from '../therapists.schema';
import { rulesColumns } from '../dashboard/time-off.queries';

const bookingColumns = {
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
  /** Read with the therapist: every slot check and order needs both. */
  weeklyHours: sql<Array<{ weekday: number; startTime: string }>>`coalesce((
    select json_agg(json_build_object('weekday', h.weekday, 'startTime', h.start_time)
      order by h.weekday, h.start_time)
    from ${therapistHours} h where h.therapist_id = ${therapists.id}), '[]'::json)`,
  /** Time off, date hours and minimum notice (decision 0041), read with the hours. */
  ...rulesColumns,
};

export async function findTherapistForBooking(db: Db, therapistId: string) {
  const [row] = await db
    .select(bookingColumns)
    .from(therapists)
    .where(eq(therapists.id, therapistId))
    .limit(1);
  return row ?? null;
}

/** The same for many therapists in one statement (absent ids are left out). */
export async function findTherapistsForBooking(db: Db, therapistIds: string[]) {
  if (therapistIds.length === 0) return [];
  return db.select(bookingColumns).from(therapists).where(inArray(therapists.id, therapistIds));
}
export type TherapistForBooking = NonNullable<Awaited<ReturnType<typeof findTherapistForBooking>>>;

export async function weeklyHours(db: Db, therapistId: string) {
  return db
    .select({ weekday: therapistHours.weekday, startTime: therapistHours.startTime })
    .from(therapistHours)
    .where(eq(therapistHours.therapistId, therapistId))
    .orderBy(asc(therapistHours.weekday), asc(therapistHours.startTime));
}

export async function findTherapistContact(db: Db | Tx, therapistId: string) {
  const [row] = await db
    .select({ name: therapists.name, email: therapists.email, accountId: therapists.accountId })
    .from(therapists)
    .where(eq(therapists.id, therapistId));
  return row ?? null;
}

/** The therapist profile of an account (the dashboard's caller), if it has one. */
export async function findTherapistOfAccount(db: Db | Tx, accountId: string) {
  const [row] = await db
    .select({ id: therapists.id, name: therapists.name })
    .from(therapists)
    .where(eq(therapists.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the therapist is listed and available, read under a share lock: a payment being booked
 * waits for a suspension in flight (which holds the row), and a suspension waits for it.
 */
export async function isListedForBooking(tx: Tx, therapistId: string) {
  const [row] = await tx
    .select({ status: therapists.status, available: therapists.available })
    .from(therapists)
    .where(eq(therapists.id, therapistId))
    .for('share');
  return row?.status === 'approved' && row.available;
}
