import type { Tx } from '../../../db/client';
import { therapistHours, therapists } from '../therapists.schema';

export type NewTherapistRow = Omit<
  typeof therapists.$inferInsert,
  'id' | 'seq' | 'status' | 'createdAt' | 'updatedAt' | 'listedAt'
>;

/** Inserts a profile awaiting review; null when the slug is taken (nothing written, no error). */
export async function insertPendingTherapist(tx: Tx, row: NewTherapistRow) {
  const [inserted] = await tx
    .insert(therapists)
    .values({ ...row, status: 'pending' })
    .onConflictDoNothing({ target: therapists.slug })
    .returning({ id: therapists.id, slug: therapists.slug });
  return inserted ?? null;
}

export async function insertWeeklyHours(
  tx: Tx,
  therapistId: string,
  hours: ReadonlyArray<{ weekday: number; startTime: string }>,
) {
  if (hours.length === 0) return;
  await tx.insert(therapistHours).values(hours.map((h) => ({ therapistId, ...h })));
}
