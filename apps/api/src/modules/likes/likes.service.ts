import type { Db } from '../../db/client';
import { notFound } from '../../shared/app-error';
import type { LikeCounts } from '../therapists/therapists.module';
import * as q from './likes.queries';
import { isUuid } from '../../shared/ids';

const NOT_FOUND = 'Unable to find therapist';

export function createLikesService(deps: { db: Db; therapists: LikeCounts }) {
  const { db, therapists } = deps;
  return {
    /** Likes the therapist for the account, or takes the like back. */
    async toggle(
      accountId: string,
      therapistId: string,
    ): Promise<{ liked: boolean; likes: number; message: string }> {
      // Ids are uuids; anything else cannot name a therapist (and must not reach a uuid column).
      if (!isUuid(therapistId) || !(await therapists.isLikeable(therapistId)))
        throw notFound(NOT_FOUND);
      const result = await q.toggleLike(db, accountId, therapistId, therapists.bump);
      if (!result) throw notFound(NOT_FOUND);
      return { ...result, message: result.liked ? 'Therapist liked' : 'Like removed' };
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
