import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AccountContacts } from '../accounts/accounts.module';
import type { AppointmentLinks } from '../booking/booking.module';
import type { ReportReview } from '../reports/reports.module';
import { adminNotesRoutes } from './admin-notes.routes';
import { createCaseNotes } from './case-notes.service';

export interface CaseNotesModuleDeps {
  db: Db;
  /** Each subject's owner answers whether it exists. */
  accounts: Pick<AccountContacts, 'find' | 'labelsOf'>;
  reports: Pick<ReportReview, 'therapistOf'>;
  appointments: Pick<AppointmentLinks, 'summary'>;
}

/** The admin team's internal notes on reports, people and appointments (decision 0049). */
export function createCaseNotesModule(deps: CaseNotesModuleDeps) {
  const notes = createCaseNotes({
    db: deps.db,
    subjects: {
      report: async (id, tx) => (await deps.reports.therapistOf(id, tx)) !== null,
      person: async (id, tx) => (await deps.accounts.find(id, tx)) !== null,
      appointment: async (id, tx) => (await deps.appointments.summary(id, tx)) !== null,
    },
    authors: (ids) => deps.accounts.labelsOf(ids),
  });
  return {
    /** Notes, also written inside another module's transaction (a suspension from a report). */
    notes,
    async registerRoutes(app: FastifyInstance) {
      await app.register(adminNotesRoutes, { notes });
    },
  };
}

export type { CaseNotes } from './case-notes.service';
