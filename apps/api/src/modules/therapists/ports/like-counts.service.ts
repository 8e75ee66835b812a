import type { Db, Tx } from '../../../db/client';
import * as q from './like-counts.queries';

/**
 * What the likes module may know and change of a therapist: whether it can be liked, its likes
 * counter (moved inside the likes module's own transaction) and the name a client's data copy shows.
 */
export function createLikeCounts(db: Db) {
  return {
    isLikeable: (therapistId: string) => q.approvedTherapistExists(db, therapistId),
    /** Inside the caller's transaction, so the like row and the counter commit together. */
    bump: (tx: Tx, therapistId: string, liked: boolean) => q.bumpLikes(tx, therapistId, liked),
    countsOf: (ids: readonly string[]) => q.likeCountsOf(db, ids),
    namesOf: (ids: readonly string[]) => q.namesOf(db, ids),
  };
}

export type LikeCounts = ReturnType<typeof createLikeCounts>;
