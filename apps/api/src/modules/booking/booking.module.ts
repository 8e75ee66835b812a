import type { SiteInfo } from '../../shared/site-info';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { JobRunner } from '../../shared/jobs/job-runner';
import type { AccountContacts } from '../accounts/accounts.module';
import type { TherapistBookingFacts } from '../therapists/therapists.module';
import type { NoticeSender } from '../notifications/notifications.module';
import type { FeaturedPlacement } from '../therapists/therapists.module';
import type { AvailabilityRecords } from '../therapists/therapists.module';
import { createAvailabilityModel } from './checkout/availability-model.service';
import { createFeaturedPlans } from './featured/featured-plans.service';
import { featuredPlansRoutes } from './featured/featured-plans.routes';
import { adminAppointmentsRoutes } from './appointments/admin-appointments.routes';
import { adminLedgerRoutes } from './payments/admin-ledger.routes';
import { createAdminLedger } from './payments/admin-ledger.service';
import { adminExportsRoutes } from './payments/exports.routes';
import { createExports } from './payments/exports.service';
import { createAppointmentsService } from './appointments/appointments.service';
import type { CacheStore } from '../../adapters/cache/cache-store';
import { createAvailabilityService } from './checkout/availability.service';
import { createBookedSessions } from './appointments/booked-sessions.service';
import { slotVersionSource } from './checkout/slot-version-source';
import { createAppointmentDecisions } from './appointments/appointment-decisions.service';
import { createTeamCancellation } from './appointments/team-cancellation.service';
import { createCheckout } from './checkout/checkout.service';
import { createClientData } from './client-data.service';
import { clientAppointmentsRoutes } from './appointments/client-appointments.routes';
import { clientCheckoutRoutes } from './checkout/client-checkout.routes';
import { createFulfilment } from './payments/fulfilment.service';
import { createInvoiceIssuer } from './invoices/invoice-issuer';
import { createInvoices } from './invoices/invoices.service';
import {
  adminInvoicesRoutes,
  clientInvoicesRoutes,
  dashboardInvoicesRoutes,
} from './invoices/invoices.routes';
import type { InvoiceSettings } from './invoices/invoice-data';
import type { MailAttachmentSources } from '../../shared/mail/mail-attachments';
import { createVideoRooms, type VideoRooms } from '../../adapters/video-rooms/video-rooms';
import { createReconciliation } from './payments/reconciliation.service';
import { createRefunds } from './payments/refunds.service';
import { registerReservationExpiry } from './checkout/reservation-expiry';
import { createReservationsService } from './checkout/reservations.service';
import { createWebhookInbox, createWebhooks } from './payments/webhooks.service';
import { webhooksRoutes } from './payments/webhooks.routes';
import { createNonAcceptance } from './appointments/non-acceptance.service';
import { createSessionReminders } from './appointments/session-reminders';
import { therapistAppointmentsRoutes } from './appointments/therapist-appointments.routes';
import { createTherapistAppointments } from './appointments/therapist-appointments.service';
import { createReschedule } from './appointments/reschedule.service';
import { createProposals } from './appointments/proposals.service';
import { createSuspensionSessions } from './appointments/suspension-sessions.service';
import { createAppointmentLinks } from './appointments/appointment-links.service';
import {
  adminRescheduleRoutes,
  clientRescheduleRoutes,
  therapistRescheduleRoutes,
} from './appointments/reschedule.routes';

export interface BookingModuleDeps {
  db: Db;
  provider: PaymentProvider;
  jobs: JobRunner;
  therapists: TherapistBookingFacts;
  /** Featured plans extend the therapist's placement through the therapists module. */
  placement: FeaturedPlacement;
  accounts: AccountContacts;
  site: SiteInfo;
  payments: { keyId: string; keySecret: string; webhookSecret: string };
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** The therapists module's availability read model, kept in step from here. */
  availabilityRecords?: AvailabilityRecords;
  /** Where profiles' booked slots are cached, and their per-therapist versions. */
  bookedSlotsCache?: { store: CacheStore; version: (therapistId: string) => Promise<string> };
  now?: () => Date;
  /** Where online sessions meet (defaults to public rooms on meet.jit.si). */
  videoRooms?: VideoRooms;
  /** The notification service: each notice's mail and the text messages its person allows. */
  notices: NoticeSender;
  /** The seller and tax settings of tax invoices and credit notes. */
  invoiceSettings: InvoiceSettings;
  /** Where mails' invoice attachments are drawn when they are sent. */
  mailAttachments?: MailAttachmentSources;
}

/**
 * The money path in one place: slot claims, orders and payments, appointments, refunds and
 * webhook events. Builds its services, registers its background jobs and answers them; other
 * modules call these services, never its tables.
 */
export function createBookingModule(deps: BookingModuleDeps) {
  const { db, provider, jobs, site, log } = deps;
  const now = deps.now ?? (() => new Date());
  const jobsQueued = () => jobs.notify();
  const video =
    deps.videoRooms ??
    createVideoRooms({ kind: 'public', baseUrl: 'https://meet.jit.si', siteName: site.name });

  const availability = createAvailabilityService({
    db,
    therapists: deps.therapists,
    bookedSlotsCache: deps.bookedSlotsCache,
    now,
  });
  const availabilityModel = deps.availabilityRecords
    ? createAvailabilityModel({
        db,
        availability,
        records: deps.availabilityRecords,
        now,
        log,
      })
    : null;
  const inbox = createWebhookInbox({
    db,
    webhookSecret: deps.payments.webhookSecret,
    jobsQueued,
  });
  const refunds = createRefunds({
    db,
    provider,
    log,
    jobsQueued,
    receiveWebhook: inbox.receiveSigned,
  });
  const invoiceIssuer = createInvoiceIssuer({
    settings: deps.invoiceSettings,
    siteName: site.name,
  });
  const fulfilment = createFulfilment({
    notices: deps.notices,
    invoices: invoiceIssuer,
    db,
    site,
    now,
    log,
    refunds,
    placement: deps.placement,
    accounts: deps.accounts,
    therapists: deps.therapists,
    jobsQueued,
  });
  const reservations = createReservationsService({
    db,
    provider,
    availability,
    accounts: deps.accounts,
    therapists: deps.therapists,
    keyId: deps.payments.keyId,
    now,
    log,
  });
  const checkout = createCheckout({
    db,
    provider,
    availability,
    fulfilment,
    reservations,
    accounts: deps.accounts,
    keyId: deps.payments.keyId,
    keySecret: deps.payments.keySecret,
    now,
    log,
  });
  const webhooks = createWebhooks({
    notices: deps.notices,
    db,
    inbox,
    provider,
    keySecret: deps.payments.keySecret,
    fulfilment,
    refunds,
    therapists: deps.therapists,
    accounts: deps.accounts,
    site,
    log,
    jobsQueued,
    invoices: invoiceIssuer,
    now,
  });
  const decisions = createAppointmentDecisions({
    notices: deps.notices,
    db,
    therapists: deps.therapists,
    accounts: deps.accounts,
    refunds,
    now,
    jobsQueued,
  });
  const appointments = createAppointmentsService({
    db,
    notices: deps.notices,
    site,
    refunds,
    therapists: deps.therapists,
    now,
    jobsQueued,
    video,
    approveByRule: (tx, a, at) =>
      decisions.approveLocked(tx, a, at, { accountId: null, via: 'refund rule', byRule: true }),
  });
  const reconciliation = createReconciliation({ db, provider, fulfilment, log });
  const clientData = createClientData({ db, refunds, therapists: deps.therapists });
  const featuredPlans = createFeaturedPlans({
    db,
    provider,
    fulfilment,
    placement: deps.placement,
    accounts: deps.accounts,
    keyId: deps.payments.keyId,
    keySecret: deps.payments.keySecret,
    now,
    log,
  });
  const nonAcceptance = createNonAcceptance({
    db,
    therapists: deps.therapists,
    refunds,
    now,
    log,
    jobsQueued,
  });
  const reminders = createSessionReminders({
    notices: deps.notices,
    db,
    site,
    therapists: deps.therapists,
    now,
    jobsQueued,
  });
  const therapistAppointments = createTherapistAppointments({
    db,
    therapists: deps.therapists,
    decisions,
    nonAcceptance,
    video,
    now,
  });
  const ledger = createAdminLedger({
    db,
    notices: deps.notices,
    refunds,
    therapists: deps.therapists,
    accounts: deps.accounts,
    now,
    jobsQueued,
  });
  const teamCancellation = createTeamCancellation({
    db,
    therapists: deps.therapists,
    refunds,
    now,
    jobsQueued,
  });
  const exports = createExports(db);
  const invoices = createInvoices(db);
  if (deps.mailAttachments) invoices.registerMailAttachments(deps.mailAttachments);
  const bookedSessions = createBookedSessions(db, now);
  const reschedule = createReschedule({
    notices: deps.notices,
    db,
    site,
    availability,
    therapists: deps.therapists,
    now,
    jobsQueued,
  });
  const proposals = createProposals({
    notices: deps.notices,
    db,
    reschedule,
    therapists: deps.therapists,
    refunds,
    now,
    log,
    jobsQueued,
  });

  const suspensionSessions = createSuspensionSessions({
    db,
    notices: deps.notices,
    therapists: deps.therapists,
    refunds,
    now,
  });

  refunds.registerJobs(jobs);
  webhooks.registerJobs(jobs);
  reconciliation.registerJobs(jobs);
  registerReservationExpiry(jobs, { db, now, log });
  nonAcceptance.registerJobs(jobs);
  reminders.registerJobs(jobs);
  availabilityModel?.registerJobs(jobs);
  proposals.registerJobs(jobs);

  return {
    availability,
    availabilityModel,
    checkout,
    appointments,
    decisions,
    teamCancellation,
    webhooks,
    inbox,
    refunds,
    reconciliation,
    clientData,
    featuredPlans,
    nonAcceptance,
    reminders,
    therapistAppointments,
    ledger,
    invoices,
    /** Active sessions for the therapist's time off and the calendar feeds. */
    bookedSessions,
    reschedule,
    proposals,
    /** A therapist's sessions ahead when the team suspends or closes them (decision 0049). */
    suspensionSessions,
    /** One appointment as a report or a note links to it. */
    appointmentLinks: createAppointmentLinks(db),
    async registerRoutes(app: FastifyInstance) {
      if (availabilityModel) {
        // Any write may have moved open slots (bookings, holds, weekly hours): the therapists whose
        // slot version moved are recomputed shortly after the answer (refreshSoon gathers writes),
        // scheduled as it is sent, so whoever has the answer can wait for that refresh
        // (settled()). A refused write changed nothing, so it refreshes nothing.
        app.addHook('onSend', async (request, reply, payload) => {
          const write = request.method !== 'GET' && request.method !== 'HEAD';
          if (write && reply.statusCode < 400) {
            void availabilityModel.refreshSoon();
          }
          return payload;
        });
      }
      await app.register(clientCheckoutRoutes, {
        checkout,
        availability,
        webhooks,
        simulated: provider.simulation !== undefined,
      });
      await app.register(clientAppointmentsRoutes, { appointments });
      await app.register(adminAppointmentsRoutes, { decisions, teamCancellation });
      await app.register(adminLedgerRoutes, { ledger });
      await app.register(adminExportsRoutes, { exports });
      await app.register(clientInvoicesRoutes, { invoices });
      await app.register(dashboardInvoicesRoutes, { invoices });
      await app.register(adminInvoicesRoutes, { invoices });
      await app.register(webhooksRoutes, { webhooks });
      await app.register(featuredPlansRoutes, { featuredPlans });
      await app.register(therapistAppointmentsRoutes, { therapistAppointments });
      const moves = { reschedule, proposals, appointments };
      await app.register(clientRescheduleRoutes, moves);
      await app.register(therapistRescheduleRoutes, { ...moves, therapistAppointments });
      await app.register(adminRescheduleRoutes, moves);
    },
  };
}

export type BookingModule = ReturnType<typeof createBookingModule>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The money path's services (the admin command and tests call them directly). */
    booking: BookingModule;
  }
}

/** Profiles' booked slots, cached in `store` under each therapist's slot version. */
/**
 * Where a session is now (cancelled or not, its start; null once gone): what notifications read
 * again before each text is sent. A query only, so the composition root hands it to
 * notifications at construction, before this module is built.
 */
export const sessionWhereNow = (db: Db) => createBookedSessions(db, () => new Date()).now;

export function bookedSlotsCache(database: Database, store: CacheStore) {
  const versions = slotVersionSource(database);
  return { store, version: versions.read, close: () => versions.close() };
}

export type { ClientData } from './client-data.service';
export type { AppointmentLinks } from './appointments/appointment-links.service';
export type {
  SuspensionOutcome,
  SuspensionSessions,
} from './appointments/suspension-sessions.service';
export type { BookedSession, BookedSessions } from './appointments/booked-sessions.service';
export type { AdminLedger } from './payments/admin-ledger.service';
export type {
  AppointmentDecisions,
  DecisionActor,
} from './appointments/appointment-decisions.service';
export type { InvoiceSettings } from './invoices/invoice-data';
/** The demo data's payments get their invoices as live captures do. */
export { createInvoiceIssuer } from './invoices/invoice-issuer';
