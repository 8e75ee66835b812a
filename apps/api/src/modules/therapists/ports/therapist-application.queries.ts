import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { therapists } from '../therapists.schema';

const application = {
  id: therapists.id,
  name: therapists.name,
  email: therapists.email,
  slug: therapists.slug,
  professionalTitle: therapists.professionalTitle,
  degree: therapists.degree,
  experienceYears: therapists.experienceYears,
  status: therapists.status,
  statusReason: therapists.statusReason,
};

const ownQuery = (db: Db | Tx, accountId: string) =>
  db.select(application).from(therapists).where(eq(therapists.accountId, accountId)).limit(1);

export async function findOwnApplication(db: Db | Tx, accountId: string) {
  const [row] = await ownQuery(db, accountId);
  return row ?? null;
}

/** The caller's own profile, locked for a change of its application. */
export async function lockOwnApplication(tx: Tx, accountId: string) {
  const [row] = await ownQuery(tx, accountId).for('update');
  return row ?? null;
}

export type OwnApplication = NonNullable<Awaited<ReturnType<typeof findOwnApplication>>>;

export type ApplicationChange = Partial<
  Pick<
    typeof therapists.$inferInsert,
    | 'name'
    | 'professionalTitle'
    | 'speciality'
    | 'degree'
    | 'experienceYears'
    | 'status'
    | 'statusReason'
    | 'statusChangedAt'
  >
>;

export async function updateApplication(tx: Tx, id: string, values: ApplicationChange) {
  const [row] = await tx
    .update(therapists)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(therapists.id, id))
    .returning(application);
  if (!row) throw new Error('application update failed');
  return row;
}
