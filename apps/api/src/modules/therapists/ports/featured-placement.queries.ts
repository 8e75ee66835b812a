import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { therapists } from '../therapists.schema';

const placementColumns = {
  id: therapists.id,
  name: therapists.name,
  status: therapists.status,
  featured: therapists.featured,
  featuredExpiry: therapists.featuredExpiry,
};

/** The profile a therapist account owns, with its featured placement. */
export async function findPlacementOfAccount(db: Db | Tx, accountId: string) {
  const [row] = await db
    .select(placementColumns)
    .from(therapists)
    .where(eq(therapists.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/** Locks the profile's row: purchases of one therapist extend its expiry one after another. */
export async function lockPlacement(tx: Tx, therapistId: string) {
  const [row] = await tx
    .select(placementColumns)
    .from(therapists)
    .where(eq(therapists.id, therapistId))
    .for('update');
  return row ?? null;
}

export async function setPlacement(tx: Tx, therapistId: string, featuredExpiry: Date) {
  await tx
    .update(therapists)
    .set({ featured: true, featuredExpiry, updatedAt: sql`now()` })
    .where(eq(therapists.id, therapistId));
}
