import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { adminReportsRoutes } from './admin-reports.routes';
import { createReportData } from './report-data.service';
import { createReportReview } from './report-review.service';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

export interface ReportsModuleDeps {
  db: Db;
  site: { name: string; publicUrl: string; supportEmail: string };
  mailQueued: () => void;
  now?: () => Date;
}

/** Reports of therapists by clients, and the admin team's review of them. */
export function createReportsModule(deps: ReportsModuleDeps) {
  const { db } = deps;
  const review = createReportReview({ db, now: deps.now });
  return {
    /** A client's reports, for their data copy and its deletion. */
    data: createReportData(db),
    /** The admin team's open reports (the admin console counts them). */
    review,
    async registerRoutes(app: FastifyInstance) {
      await app.register(reportsRoutes, {
        reports: createReportsService({ db, site: deps.site, mailQueued: deps.mailQueued }),
      });
      await app.register(adminReportsRoutes, { review });
    },
  };
}

export type ReportData = ReturnType<typeof createReportData>;
export type { ReportReview } from './report-review.service';
