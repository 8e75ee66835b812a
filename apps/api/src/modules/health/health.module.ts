import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { healthRoutes } from './health.routes';

/** /healthz: the database answers, and which rate-limit store is in use. */
export function createHealthModule(deps: { database: Pick<Database, 'ping'> }) {
  return {
    async registerRoutes(app: FastifyInstance) {
      await app.register(healthRoutes, {
        ping: deps.database.ping,
        rateLimitBackend: () => app.rateLimitBackend(),
      });
    },
  };
}
