import type { Db, Tx } from '../../db/client';
import type { LikeCounts } from '../therapists/therapists.module';
import { deleteLikesOf, likesOfAccount } from './likes.queries';

/** The likes module's part of a client's data rights. */
export function createLikeData(db: Db, therapists: LikeCounts) {
  return {
    async exportForAccount(accountId: string) {
      const rows = await likesOfAccount(db, accountId);
      const names = await therapists.namesOf(rows.map((l) => l.therapistId));
      return rows.flatMap((l) => {
        const therapist = names.get(l.therapistId);
        if (!therapist) return [];
        return [
          {
            therapistName: therapist.name,
            therapistSlug: therapist.slug,
            likedAt: l.likedAt.toISOString(),
          },
        ];
      });
    },
    eraseForAccount: (tx: Tx, accountId: string) => deleteLikesOf(tx, accountId, therapists.bump),
  };
}
