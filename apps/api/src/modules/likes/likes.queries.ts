import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { likes } from './likes.schema';

/** Moves the liked therapist's counter inside the same transaction (the therapists module's port). */
export type BumpLikes = (tx: Tx, therapistId: string, liked: boolean) => Promise<number | null>;

/**
 * Flips the like in one transaction: insert … on conflict do nothing, else delete. The row change and
 * the counter change commit together, so the counter moves exactly once per row added or removed.
 * Returns null when the therapist vanished meanwhile.
 */
export async function toggleLike(
  db: Db,
  accountId: string,
  therapistId: string,
  bump: BumpLikes,
): Promise<{ liked: boolean; likes: number } | null> {
  return db.transaction(async (tx: Tx) => {
    const settle = async (liked: boolean) => {
      const count = await bump(tx, therapistId, liked);
      return count === null ? null : { liked, likes: count };
    };
    // A concurrent toggle by the same account can delete the row between our insert attempt and our
    // delete (both then change nothing): try again, the next insert sees the committed state.
    for (let attempt = 0; attempt < 5; attempt++) {
      const inserted = await tx
        .insert(likes)
        .values({ accountId, therapistId })
        .onConflictDoNothing()
        .returning({ id: likes.therapistId });
      if (inserted.length > 0) return settle(true);
      const deleted = await tx
        .delete(likes)
        .where(and(eq(likes.accountId, accountId), eq(likes.therapistId, therapistId)))
        .returning({ id: likes.therapistId });
      if (deleted.length > 0) return settle(false);
    }
    throw new Error('like toggle did not settle');
  });
}

/** The therapists an account liked, oldest like first. */
export async function likesOfAccount(db: Db, accountId: string) {
  return db
    .select({ therapistId: likes.therapistId, likedAt: likes.createdAt })
    .from(likes)
    .where(eq(likes.accountId, accountId))
    .orderBy(asc(likes.createdAt));
}

/** Which of `ids` the account likes. */
export async function likedAmong(
  db: Db,
  accountId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ therapistId: likes.therapistId })
    .from(likes)
    .where(and(eq(likes.accountId, accountId), inArray(likes.therapistId, [...ids])));
  return new Set(rows.map((r) => r.therapistId));
}

/** Removes the account's likes and takes each back from its therapist's count. */
export async function deleteLikesOf(tx: Tx, accountId: string, bump: BumpLikes) {
  const removed = await tx
    .delete(likes)
    .where(eq(likes.accountId, accountId))
    .returning({ therapistId: likes.therapistId });
  for (const { therapistId } of removed) await bump(tx, therapistId, false);
}
