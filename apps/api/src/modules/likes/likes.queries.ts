import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { likes, therapists } from '../../db/schema';

/** An approved therapist (available or not: an unavailable profile still opens and can be liked). */
export async function approvedTherapistExists(db: Db, therapistId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(and(eq(therapists.id, therapistId), eq(therapists.status, 'approved')))
    .limit(1);
  return row !== undefined;
}

/**
 * Flips the like in one transaction: insert … on conflict do nothing, else delete. The row change and
 * the counter change commit together, so the counter moves exactly once per row added or removed.
 * Returns null when the therapist vanished meanwhile.
 */
export async function toggleLike(
  db: Db,
  accountId: string,
  therapistId: string,
): Promise<{ liked: boolean; likes: number } | null> {
  return db.transaction(async (tx: Tx) => {
    // A concurrent toggle by the same account can delete the row between our insert attempt and our
    // delete (both then change nothing): try again, the next insert sees the committed state.
    for (let attempt = 0; attempt < 5; attempt++) {
      const inserted = await tx
        .insert(likes)
        .values({ accountId, therapistId })
        .onConflictDoNothing()
        .returning({ id: likes.therapistId });
      if (inserted.length > 0) return bump(tx, therapistId, true);
      const deleted = await tx
        .delete(likes)
        .where(and(eq(likes.accountId, accountId), eq(likes.therapistId, therapistId)))
        .returning({ id: likes.therapistId });
      if (deleted.length > 0) return bump(tx, therapistId, false);
    }
    throw new Error('like toggle did not settle');
  });
}

async function bump(tx: Tx, therapistId: string, liked: boolean) {
  // likes = likes ± 1 is re-evaluated on the latest row version when two transactions race; the floor
  // guards legacy counters that were set without rows.
  const delta = liked ? sql`${therapists.likes} + 1` : sql`greatest(${therapists.likes} - 1, 0)`;
  const [row] = await tx
    .update(therapists)
    .set({ likes: delta })
    .where(eq(therapists.id, therapistId))
    .returning({ likes: therapists.likes });
  return row ? { liked, likes: row.likes } : null;
}

/** The therapists an account liked, oldest like first. */
export async function likesOfAccount(db: Db, accountId: string) {
  return db
    .select({ name: therapists.name, slug: therapists.slug, likedAt: likes.createdAt })
    .from(likes)
    .innerJoin(therapists, eq(therapists.id, likes.therapistId))
    .where(eq(likes.accountId, accountId))
    .orderBy(asc(likes.createdAt));
}

/** Removes the account's likes and takes each back from its therapist's count. */
export async function deleteLikesOf(tx: Tx, accountId: string) {
  const removed = await tx
    .delete(likes)
    .where(eq(likes.accountId, accountId))
    .returning({ therapistId: likes.therapistId });
  for (const { therapistId } of removed) await bump(tx, therapistId, false);
}
