import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AccountContacts } from '../accounts/accounts.module';
import type { AppointmentLinks } from '../booking/booking.module';
import type { TherapistLabels } from '../therapists/therapists.module';
import type { NoticeSender } from '../notifications/notifications.module';
import { adminReportsRoutes } from './admin-reports.routes';
import { createReportData } from './report-data.service';
import { createReportReview } from './report-review.service';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

export interface ReportsModuleDeps {
  db: Db;
  therapists: TherapistLabels;
  accounts: AccountContacts;
  /** The reporter's session a report links to (booking's front door). */
  appointments: AppointmentLinks;
  notices: Pick<NoticeSender, 'mail'>;
  jobsQueued: () => void;
  now?: () => Date;
}

/** Reports of therapists by clients, and the admin team's review of them. */
export function createReportsModule(deps: ReportsModuleDeps) {
  const { db, therapists, accounts, appointments } = deps;
  const review = createReportReview({
    db,
    therapists,
    accounts,
    appointments,
    notices: deps.notices,
    jobsQueued: deps.jobsQueued,
    now: deps.now,
  });
  return {
    /** A client's reports, for their data copy and its deletion. */
    data: createReportData(db),
    /** The admin team's open reports (the admin console counts them). */
    review,
    async registerRoutes(app: FastifyInstance) {
      await app.register(reportsRoutes, {
        reports: createReportsService({
          db,
          therapists,
          accounts,
          appointments,
          notices: deps.notices,
          jobsQueued: deps.jobsQueued,
          now: deps.now,
        }),
      });
      await app.register(adminReportsRoutes, { review });
    },
  };
}

export type ReportData = ReturnType<typeof createReportData>;
export type { ReportReview } from './report-review.service';
