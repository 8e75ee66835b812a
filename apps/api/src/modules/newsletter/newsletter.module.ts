import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { adminNewsletterRoutes } from './admin-newsletter.routes';
import { createNewsletterAdmin } from './newsletter-admin.service';
import { createNewsletterData } from './newsletter-data.service';
import { newsletterRoutes } from './newsletter.routes';
import { createNewsletterService } from './newsletter.service';

/** Newsletter sign-ups and the admin team's list of them. */
export function createNewsletterModule(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** A person's sign-up, for their data copy and its deletion. */
    data: createNewsletterData(db),
    async registerRoutes(app: FastifyInstance) {
      await app.register(newsletterRoutes, { newsletter: createNewsletterService(db) });
      await app.register(adminNewsletterRoutes, { newsletter: createNewsletterAdmin(db) });
    },
  };
}

export type NewsletterData = ReturnType<typeof createNewsletterData>;
