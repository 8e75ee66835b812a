import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createLikeData } from './like-data.service';
import { likesRoutes } from './likes.routes';
import { createLikesService } from './likes.service';

/** Clients' likes of therapists. */
export function createLikesModule(deps: { db: Db }) {
  return {
    /** A client's likes, for their data copy and its deletion. */
    data: createLikeData(deps.db),
    async registerRoutes(app: FastifyInstance) {
      await app.register(likesRoutes, { likes: createLikesService({ db: deps.db }) });
    },
  };
}

export type LikeData = ReturnType<typeof createLikeData>;
