import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { TherapistLabels } from '../therapists/therapists.module';
import { mediaRoutes } from './media.routes';
import { createMediaService } from './media.service';

/** Portraits and uploaded pictures, served from the file storage; drawn from a therapist's label. */
export function createMediaModule(deps: { therapists: TherapistLabels; storage: FileStorage }) {
  return {
    async registerRoutes(app: FastifyInstance) {
      await app.register(mediaRoutes, { media: createMediaService(deps.therapists, deps.storage) });
    },
  };
}
