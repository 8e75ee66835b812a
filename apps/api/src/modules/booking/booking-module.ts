import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { JobRunner } from '../../shared/jobs/job-runner';
import type { AccountContacts } from '../accounts/account-contacts.service';
import type { TherapistBookingFacts } from '../therapists/booking-facts.service';
import { adminAppointmentsRoutes } from './admin.routes';
import { adminLedgerRoutes } from './admin-ledger.routes';
import { createBookingAdmin } from './booking-admin.service';
import { createAppointmentsService } from './appointments.service';
import { createAvailabilityService } from './availability.service';
import type { SiteInfo } from './booking-mails';
import { createAppointmentDecisions } from './cancellations.service';
import { createCheckout } from './checkout.service';
import { clientAppointmentsRoutes } from './client-appointments.routes';
import { clientCheckoutRoutes } from './client-checkout.routes';
import { createFulfilment } from './fulfilment.service';
import { createReconciliation } from './reconciliation.service';
import { createRefunds } from './refunds.service';
import { registerReservationExpiry } from './reservation-expiry';
import { createReservationsService } from './reservations.service';
import { createWebhookInbox, createWebhooks } from './webhooks.service';
import { webhooksRoutes } from './webhooks.routes';

export interface BookingModuleDeps {
  db: Db;
  provider: PaymentProvider;
  jobs: JobRunner;
  therapists: TherapistBookingFacts;
  accounts: AccountContacts;
  site: SiteInfo;
  payments: { keyId: string; keySecret: string; webhookSecret: string };
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  now?: () => Date;
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

  const availability = createAvailabilityService({ db, therapists: deps.therapists, now });
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
  const fulfilment = createFulfilment({ db, site, now, log, refunds, jobsQueued });
  const reservations = createReservationsService({
    db,
    provider,
    availability,
    accounts: deps.accounts,
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
    db,
    inbox,
    provider,
    keySecret: deps.payments.keySecret,
    fulfilment,
    refunds,
    site,
    log,
    jobsQueued,
  });
  const appointments = createAppointmentsService({
    db,
    site,
    therapists: deps.therapists,
    now,
    mailQueued: jobsQueued,
  });
  const decisions = createAppointmentDecisions({
    db,
    site,
    therapists: deps.therapists,
    refunds,
    now,
    mailQueued: jobsQueued,
  });
  const reconciliation = createReconciliation({ db, provider, fulfilment, log });
  const ledger = createBookingAdmin({ db, refunds, now, jobsQueued });

  refunds.registerJobs(jobs);
  webhooks.registerJobs(jobs);
  reconciliation.registerJobs(jobs);
  registerReservationExpiry(jobs, { db, now, log });

  return {
    availability,
    checkout,
    appointments,
    decisions,
    webhooks,
    inbox,
    refunds,
    reconciliation,
    ledger,
    async registerRoutes(app: FastifyInstance) {
      await app.register(clientCheckoutRoutes, {
        checkout,
        availability,
        webhooks,
        simulated: provider.simulation !== undefined,
      });
      await app.register(clientAppointmentsRoutes, { appointments });
      await app.register(adminAppointmentsRoutes, { decisions });
      await app.register(adminLedgerRoutes, { ledger });
      await app.register(webhooksRoutes, { webhooks });
    },
  };
}

export type BookingModule = ReturnType<typeof createBookingModule>;
