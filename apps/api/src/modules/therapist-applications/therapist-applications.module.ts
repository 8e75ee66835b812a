import type { FastifyInstance } from 'fastify';
import type { HumanCheck } from '../../adapters/human-check/human-check';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import type { AccountsModule } from '../accounts/accounts.module';
import type { TherapistsModule } from '../therapists/therapists.module';
import type { NoticeSender } from '../notifications/notifications.module';
import type { ReviewDeps } from './therapist-review.service';
import { adminDocumentsRoutes } from './admin-documents.routes';
import { adminTherapistsRoutes } from './admin-therapists.routes';
import { createDocumentReview } from './document-review.service';
import { applicationEditsRoutes } from './application-edits.routes';
import { createTherapistApplication } from './application-edits.service';
import { therapistApplicationsRoutes } from './therapist-applications.routes';
import { createTherapistApplicationsService } from './therapist-applications.service';
import { therapistDocumentsRoutes } from './therapist-documents.routes';
import { createTherapistDocuments } from './therapist-documents.service';
import { createTherapistReview } from './therapist-review.service';

export interface TherapistApplicationsModuleDeps {
  db: Db;
  humanCheck: HumanCheck;
  storage: FileStorage;
  /** Every mail of an application and its review. */
  notices: Pick<NoticeSender, 'mail'>;
  /** The therapist's own profile, and the port that writes where it stands after each decision. */
  therapists: Pick<TherapistsModule, 'dashboard' | 'standing'>;
  accounts: Pick<AccountsModule, 'contacts' | 'sessionLinks'>;
  jobsQueued: () => void;
  now?: () => Date;
  /** A suspension keeps or cancels the booked sessions (booking's front door). */
  booking?: { suspensionSessions: NonNullable<ReviewDeps['sessions']> };
  /** A suspension from a report checks the report and leaves a note on it. */
  reports?: { review: NonNullable<ReviewDeps['reports']> };
  caseNotes?: { notes: NonNullable<ReviewDeps['notes']> };
}

/**
 * A therapist's way in: the application, its documents and photos, and the admin team's review
 * (approval, rejection, verification, featuring) of the profile it created and of every
 * document on file (decision 0048).
 */
export function createTherapistApplicationsModule(deps: TherapistApplicationsModuleDeps) {
  const { db, storage, notices, jobsQueued } = deps;
  const { standing } = deps.therapists;
  const review = createTherapistReview({
    db,
    standing,
    notices,
    now: deps.now,
    jobsQueued,
    sessions: deps.booking?.suspensionSessions,
    reports: deps.reports?.review,
    notes: deps.caseNotes?.notes,
  });
  const edits = createTherapistApplication({ db, notices, now: deps.now, jobsQueued });
  const documents = createTherapistDocuments({
    db,
    storage,
    profiles: deps.therapists.dashboard,
    standing,
    notices,
    jobsQueued,
  });
  const documentReview = createDocumentReview({
    db,
    storage,
    standing,
    notices,
    accounts: deps.accounts.contacts,
    sessionLinks: deps.accounts.sessionLinks,
    jobsQueued,
    now: deps.now,
  });
  return {
    /** The admin team's review (the admin console counts pending applications). */
    review,
    /** The application details a therapist edits and resubmits before approval. */
    edits,
    /** A therapist's documents and photos. */
    documents,
    /** The team's review of documents on file (the admin console counts those waiting). */
    documentReview,
    async registerRoutes(app: FastifyInstance) {
      await app.register(therapistApplicationsRoutes, {
        applications: createTherapistApplicationsService({
          db,
          humanCheck: deps.humanCheck,
          storage,
          notices,
          jobsQueued,
        }),
      });
      await app.register(therapistDocumentsRoutes, { documents });
      await app.register(applicationEditsRoutes, { application: edits });
      await app.register(adminTherapistsRoutes, { review });
      await app.register(adminDocumentsRoutes, {
        review: documentReview,
        sessionLinks: deps.accounts.sessionLinks,
      });
    },
  };
}

export type { TherapistReview } from './therapist-review.service';
export type { TherapistApplication } from './application-edits.service';
export type { TherapistDocuments } from './therapist-documents.service';
export type { DocumentReview } from './document-review.service';
