import type { Db, Tx } from '../../db/client';
import { deleteLikesOf, likesOfAccount } from './likes.queries';

/** The likes module's part of a client's data rights. */
export function createLikeData(db: Db) {
  return {
    async exportForAccount(accountId: string) {
      const rows = await likesOfAccount(db, accountId);
      return rows.map((l) => ({
        therapistName: l.name,
        therapistSlug: l.slug,
        likedAt: l.likedAt.toISOString(),
      }));
    },
    eraseForAccount: (tx: Tx, accountId: string) => deleteLikesOf(tx, accountId),
  };
}
