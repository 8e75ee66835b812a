import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../shared/jobs/job-runner';
import { privacyRoutes } from './privacy.routes';
import { createPrivacyService, type PrivacyDeps } from './privacy.service';
import { createTherapistData, type TherapistDataDeps } from './therapist-data';

export interface PrivacyModuleDeps {
  db: Db;
  site: { name: string; supportEmail: string };
  jobs: JobRunner;
  now?: () => Date;
  /** The modules holding a client's data: each copies and erases its own part. */
  accounts: { deletion: PrivacyDeps['accounts'] };
  booking: {
    clientData: PrivacyDeps['booking'];
    suspensionSessions?: NonNullable<PrivacyDeps['sessions']>;
  };
  reports: { data: PrivacyDeps['reports'] };
  likes: { data: PrivacyDeps['likes'] };
  waitlist?: { data: NonNullable<PrivacyDeps['waitlist']> };
  contact: { data: PrivacyDeps['contact'] };
  newsletter: { data: PrivacyDeps['newsletter'] };
  notifications: { data: PrivacyDeps['notifications']; notices: PrivacyDeps['notices'] };
  /** A therapist's part: profile and hours, application and documents, sessions. */
  therapists: { dashboard: TherapistDataDeps['dashboard'] };
  applications: {
    edits: TherapistDataDeps['application'];
    documents: TherapistDataDeps['documents'];
    review?: NonNullable<PrivacyDeps['listings']>;
  };
  caseNotes?: { notes: NonNullable<PrivacyDeps['notes']> };
  therapistSessions: TherapistDataDeps['sessions'];
}

/**
 * A person's data rights: a copy of their data, and the deletion of their account (by a client,
 * or by the team for anyone but a team member).
 */
export function createPrivacyModule(deps: PrivacyModuleDeps) {
  const privacy = createPrivacyService({
    db: deps.db,
    accounts: deps.accounts.deletion,
    booking: deps.booking.clientData,
    reports: deps.reports.data,
    likes: deps.likes.data,
    waitlist: deps.waitlist?.data,
    contact: deps.contact.data,
    newsletter: deps.newsletter.data,
    notifications: deps.notifications.data,
    notices: deps.notifications.notices,
    jobs: deps.jobs,
    now: deps.now,
    listings: deps.applications.review,
    sessions: deps.booking.suspensionSessions,
    notes: deps.caseNotes?.notes,
    therapist: createTherapistData({
      dashboard: deps.therapists.dashboard,
      application: deps.applications.edits,
      documents: deps.applications.documents,
      sessions: deps.therapistSessions,
    }),
  });
  return {
    /** The team's copy of a person's data and their account closure (admin module). */
    privacy,
    async registerRoutes(app: FastifyInstance) {
      await app.register(privacyRoutes, { siteName: deps.site.name, privacy });
    },
  };
}

export type { PrivacyService } from './privacy.service';
// The team's person page marks a person who asked the team to close their account.
export { CLOSURE_REQUEST_LEAD } from './closure-request';
