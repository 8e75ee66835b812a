import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { adminConsoleRoutes } from './admin-console.routes';
import { createAdminConsole, type AdminConsoleDeps } from './admin-console.service';

export interface AdminModuleDeps {
  db: Db;
  now?: () => Date;
  jobsQueued: () => void;
  applications: { review: AdminConsoleDeps['therapists'] };
  reports: { review: AdminConsoleDeps['reports'] };
  booking: { ledger: AdminConsoleDeps['ledger'] };
  contact: { inbox: AdminConsoleDeps['inbox'] };
  accounts: { contacts: AdminConsoleDeps['accounts'] };
}

/** The admin console's cross-module views: counts, charts, failed jobs. Built last. */
export function createAdminModule(deps: AdminModuleDeps) {
  const console = createAdminConsole({
    db: deps.db,
    therapists: deps.applications.review,
    reports: deps.reports.review,
    ledger: deps.booking.ledger,
    inbox: deps.contact.inbox,
    accounts: deps.accounts.contacts,
    now: deps.now,
    jobsQueued: deps.jobsQueued,
  });
  return {
    async registerRoutes(app: FastifyInstance) {
      await app.register(adminConsoleRoutes, { console });
    },
  };
}
