import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { mediaRoutes } from './media.routes';
import { createMediaService } from './media.service';

/** Portraits and uploaded pictures, served from the file storage. */
export function createMediaModule(deps: { db: Db; storage: FileStorage }) {
  return {
    async registerRoutes(app: FastifyInstance) {
      await app.register(mediaRoutes, { media: createMediaService(deps.db, deps.storage) });
    },
  };
}
