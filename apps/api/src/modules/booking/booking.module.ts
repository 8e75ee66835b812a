import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client';
import type { CacheStore } from '../../adapters/cache/cache-store';
import type { BookingModuleDeps, RoomDeps } from './booking-deps';
import { createPaymentsRoom } from './payments/payments-room';
import { createCheckoutRoom } from './checkout/checkout-room';
import { createAppointmentsRoom } from './appointments/appointments-room';
import { createBookedSessions } from './appointments/booked-sessions.service';
import { slotVersionSource } from './checkout/slot-version-source';
import { createClientData } from './client-data.service';
import { createFeaturedPlans } from './featured/featured-plans.service';
import { createInvoices } from './invoices/invoices.service';
import { featuredPlansRoutes } from './featured/featured-plans.routes';
import { adminAppointmentsRoutes } from './appointments/admin-appointments.routes';
import { adminLedgerRoutes } from './payments/admin-ledger.routes';
import { adminExportsRoutes } from './payments/exports.routes';
import { clientAppointmentsRoutes } from './appointments/client-appointments.routes';
import { clientCheckoutRoutes } from './checkout/client-checkout.routes';
import {
  adminInvoicesRoutes,
  clientInvoicesRoutes,
  dashboardInvoicesRoutes,
} from './invoices/invoices.routes';
import { webhooksRoutes } from './payments/webhooks.routes';
import { therapistAppointmentsRoutes } from './appointments/therapist-appointments.routes';
import {
  adminRescheduleRoutes,
  clientRescheduleRoutes,
  therapistRescheduleRoutes,
} from './appointments/reschedule.routes';

export type { BookingModuleDeps } from './booking-deps';

/**
 * The money path in one place, built from its rooms: payments (webhooks, fulfilment, refunds,
 * the ledger), checkout (open slots, claims, orders) and appointments (each side's sessions,
 * decisions, cancellations, moves). Registers their background jobs and routes; other modules
 * call these services, never its tables.
 */
export function createBookingModule(deps: BookingModuleDeps) {
  const { db, jobs } = deps;
  const room: RoomDeps = {
    ...deps,
    now: deps.now ?? (() => new Date()),
    jobsQueued: () => jobs.notify(),
  };
  const payments = createPaymentsRoom(room);
  const { refunds, fulfilment } = payments;
  const { availability, availabilityModel, checkout, ...checkoutRoom } = createCheckoutRoom(
    room,
    payments,
  );
  const { registerJobs: registerAppointmentJobs, ...appointmentsRoom } = createAppointmentsRoom(
    room,
    { refunds, availability },
  );
  const { appointments, decisions, teamCancellation, reschedule, proposals } = appointmentsRoom;
  const { therapistAppointments } = appointmentsRoom;
  const { webhooks, ledger, exports } = payments;
  const clientData = createClientData({ db, refunds, therapists: deps.therapists });
  const featuredPlans = createFeaturedPlans({
    db,
    provider: deps.provider,
    fulfilment,
    placement: deps.placement,
    accounts: deps.accounts,
    keyId: deps.payments.keyId,
    keySecret: deps.payments.keySecret,
    now: room.now,
    log: deps.log,
  });
  const invoices = createInvoices(db);
  if (deps.mailAttachments) invoices.registerMailAttachments(deps.mailAttachments);

  payments.registerJobs();
  checkoutRoom.registerJobs();
  registerAppointmentJobs();

  return {
    availability,
    availabilityModel,
    checkout,
    ...appointmentsRoom,
    inbox: payments.inbox,
    refunds,
    webhooks,
    reconciliation: payments.reconciliation,
    ledger,
    clientData,
    featuredPlans,
    invoices,
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
        simulated: deps.provider.simulation !== undefined,
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

/**
 * Where a session is now (cancelled or not, its start; null once gone): what notifications read
 * again before each text is sent. A query only, so the composition root hands it to
 * notifications at construction, before this module is built.
 */
export const sessionWhereNow = (db: Db) => createBookedSessions(db, () => new Date()).now;

/** Profiles' booked slots, cached in `store` under each therapist's slot version. */
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
