import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { adminConsoleRoutes } from './admin-console.routes';
import { adminPeopleRoutes } from './admin-people.routes';
import { createAdminPeople, type AdminPeopleDeps } from './admin-people.service';
import { createAdminConsole, type AdminConsoleDeps } from './admin-console.service';

export interface AdminModuleDeps {
  db: Db;
  now?: () => Date;
  jobsQueued: () => void;
  applications: {
    review: AdminConsoleDeps['therapists'];
    documentReview: AdminConsoleDeps['documents'];
  };
  reports: { review: AdminConsoleDeps['reports']; data: AdminPeopleDeps['reports'] };
  booking: {
    ledger: AdminConsoleDeps['ledger'];
    clientData: AdminPeopleDeps['clientData'];
    therapistAppointments: AdminPeopleDeps['therapistAppointments'];
  };
  contact: { inbox: AdminConsoleDeps['inbox']; data: AdminPeopleDeps['messages'] };
  accounts: { contacts: AdminConsoleDeps['accounts']; people: AdminPeopleDeps['people'] };
  therapists: { bookingFacts: AdminPeopleDeps['therapists'] };
  privacy: { privacy: AdminPeopleDeps['privacy'] };
  notifications: { data: AdminPeopleDeps['phones'] };
  site: { name: string };
}

/** The admin console's cross-module views: counts, charts, failed jobs. Built last. */
export function createAdminModule(deps: AdminModuleDeps) {
  const console = createAdminConsole({
    db: deps.db,
    therapists: deps.applications.review,
    documents: deps.applications.documentReview,
    reports: deps.reports.review,
    ledger: deps.booking.ledger,
    inbox: deps.contact.inbox,
    accounts: deps.accounts.contacts,
    now: deps.now,
    jobsQueued: deps.jobsQueued,
  });
  const people = deps.accounts.people;
  const view = createAdminPeople({
    db: deps.db,
    people,
    therapists: deps.therapists.bookingFacts,
    privacy: deps.privacy.privacy,
    clientData: deps.booking.clientData,
    therapistAppointments: deps.booking.therapistAppointments,
    reports: deps.reports.data,
    messages: deps.contact.data,
    ledger: deps.booking.ledger,
    phones: deps.notifications.data,
    now: deps.now,
  });
  return {
    async registerRoutes(app: FastifyInstance) {
      await app.register(adminConsoleRoutes, { console });
      await app.register(adminPeopleRoutes, { view, people, siteName: deps.site.name });
    },
  };
}
