import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { LikeCounts } from '../therapists/therapists.module';
import { createLikeData } from './like-data.service';
import { likedAmong } from './likes.queries';
import { likesRoutes } from './likes.routes';
import { createLikesService } from './likes.service';

/**
 * Clients' likes of therapists: the owner of the likes table. The counter on a therapist's profile
 * is the therapists module's, moved through its `likeCounts` port in the same transaction.
 */
export function createLikesModule(deps: { db: Db; therapists: LikeCounts }) {
  return {
    /** A client's likes, for their data copy and its deletion. */
    data: createLikeData(deps.db, deps.therapists),
    /** Which of the listed therapists a client likes (the directory marks them). */
    likedAmong: (accountId: string, ids: readonly string[]) => likedAmong(deps.db, accountId, ids),
    async registerRoutes(app: FastifyInstance) {
      await app.register(likesRoutes, {
        likes: createLikesService({ db: deps.db, therapists: deps.therapists }),
      });
    },
  };
}

export type LikeData = ReturnType<typeof createLikeData>;
