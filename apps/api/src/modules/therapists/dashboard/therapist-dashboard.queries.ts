import { eq } from 'drizzle-orm';
import { lockForTransaction, type Db, type Tx } from '../../../db/client';
import { therapistHours, therapists } from '../therapists.schema';

/** The profile state a therapist's dashboard shows in its banner. */
export async function findOwnProfile(db: Db | Tx, accountId: string) {
  const [row] = await db
    .select({
      id: therapists.id,
      name: therapists.name,
      slug: therapists.slug,
      imageUrl: therapists.imageUrl,
      status: therapists.status,
      statusReason: therapists.statusReason,
      statusChangedAt: therapists.statusChangedAt,
      verified: therapists.verified,
      available: therapists.available,
    })
    .from(therapists)
    .where(eq(therapists.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/**
 * Saves of one therapist's hours, days off or day-by-day hours take turns: each replaces rows by
 * deleting and inserting, and two at once (two tabs, a double click) both deleted the old rows, so
 * the second insert hit the first's (a unique key, a 500) or doubled them.
 */
export async function lockTherapistSchedule(tx: Tx, therapistId: string) {
  await lockForTransaction(tx, `therapist-schedule:${therapistId}`);
}

/** Replaces a therapist's weekly hours (appointments and holds are another table: they stay). */
export async function replaceWeeklyHours(
  tx: Tx,
  therapistId: string,
  hours: ReadonlyArray<{ weekday: number; startTime: string }>,
) {
  await lockTherapistSchedule(tx, therapistId);
  await tx.delete(therapistHours).where(eq(therapistHours.therapistId, therapistId));
  if (hours.length > 0)
    await tx.insert(therapistHours).values(hours.map((h) => ({ therapistId, ...h })));
}

const editable = {
  about: therapists.about,
  aboutHi: therapists.aboutHi,
  feeRupees: therapists.feeRupees,
  specialities: therapists.specialities,
  languages: therapists.languages,
  sessionModes: therapists.sessionModes,
  expertise: therapists.expertise,
  city: therapists.city,
  addressLine1: therapists.addressLine1,
  addressLine2: therapists.addressLine2,
  pincode: therapists.pincode,
  imageUrl: therapists.imageUrl,
};

export async function findEditableProfile(db: Db | Tx, therapistId: string) {
  const [row] = await db.select(editable).from(therapists).where(eq(therapists.id, therapistId));
  return row ?? null;
}

export type EditableProfile = NonNullable<Awaited<ReturnType<typeof findEditableProfile>>>;

export async function updateEditableProfile(
  tx: Tx,
  therapistId: string,
  values: Partial<Omit<EditableProfile, 'imageUrl'>> & { imageUrl?: string },
) {
  await tx
    .update(therapists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(therapists.id, therapistId));
}
