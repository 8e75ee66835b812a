import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { loggerOptions } from './logging';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { authPlugin } from './plugins/auth';
import { createSessionResolver } from './modules/accounts/sessions.service';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createPasswordResetService } from './modules/accounts/password-reset.service';
import { registerRateLimits } from './plugins/rate-limit';
import { createHumanCheck, type HumanCheck } from './adapters/human-check/human-check';
import { healthRoutes } from './modules/health/health.routes';
import { therapistsRoutes } from './modules/therapists/therapists.routes';
import { createTherapistsService } from './modules/therapists/therapists.service';
import { likesRoutes } from './modules/likes/likes.routes';
import { createLikesService } from './modules/likes/likes.service';
import { mediaRoutes } from './modules/media/media.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { createMediaService } from './modules/media/media.service';
import { createMailTransport, type MailTransport } from './adapters/mail/mail-transport';
import { createMailWorker } from './modules/mail/mail-worker';
import { devMailboxEnabled, devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { createDevMailboxService } from './modules/mail/dev-mailbox.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { createAvailabilityService } from './modules/availability/availability.service';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { createBookingsService } from './modules/bookings/bookings.service';
import { createReservationSweeper } from './modules/bookings/reservation-sweeper';
import type { RefundRequested } from './modules/appointments/refund-sender';
import { paymentsRoutes, simulatedRefundDelivery } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { createContactService } from './modules/contact/contact.service';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { createAppointmentsService } from './modules/appointments/appointments.service';
import { adminAppointmentsRoutes } from './modules/appointments/appointments-admin.routes';
import { createAppointmentDecisions } from './modules/appointments/appointment-decisions.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createFileStorage } from './adapters/storage/create-file-storage';
import type { FileStorage } from './adapters/storage/file-storage';
import { therapistApplicationsRoutes } from './modules/therapist-applications/therapist-applications.routes';
import { createTherapistApplicationsService } from './modules/therapist-applications/therapist-applications.service';
import { createReportsService } from './modules/reports/reports.service';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string;
  /** Defaults to the one HUMAN_CHECK selects; tests inject their own. */
  humanCheck?: HumanCheck;
  /** Defaults to the one SMTP_URL selects; the worker only runs once server.ts starts it. */
  mailTransport?: MailTransport;
  /** Defaults to the one PAYMENTS_PROVIDER selects; tests inject their own. */
  paymentProvider?: PaymentProvider;
  /** Defaults to the one the config selects (local files under DATA_DIR); tests use a temp dir. */
  storage?: FileStorage;
  /** The clock of availability, bookings and the reservation sweep; tests set their own. */
  now?: () => Date;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp({
  config,
  database,
  logger,
  webDistDir = defaultWebDist,
  ...deps
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.site.name} API`, version: '1.0.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const { db } = database;
  await app.register(authPlugin, { resolveCaller: createSessionResolver(db) });
  await registerRateLimits(app, config);
  const humanCheck = deps.humanCheck ?? createHumanCheck(config, fetch, app.log);
  const mailWorker = createMailWorker({
    db,
    transport: deps.mailTransport ?? createMailTransport(config.mail),
    from: config.mail.from,
    log: app.log.child({ module: 'mail' }),
  });
  app.decorate('mailWorker', mailWorker);
  app.addHook('onClose', () => mailWorker.stop());
  await app.register(accountsRoutes, {
    accounts: createAccountsService({ db, humanCheck }),
    resets: createPasswordResetService({
      db,
      publicUrl: config.publicUrl,
      siteName: config.site.name,
      mailQueued: mailWorker.notify,
    }),
  });

  await app.register(healthRoutes, { ping: database.ping });
  const storage = deps.storage ?? createFileStorage(config);
  await app.register(mediaRoutes, { media: createMediaService(db, storage) });
  const availability = createAvailabilityService({ db, now: deps.now });
  await app.register(therapistsRoutes, {
    therapists: createTherapistsService({ db, listingCutoff: config.listingCutoff, availability }),
  });
  await app.register(likesRoutes, { likes: createLikesService({ db }) });
  const paymentProvider = deps.paymentProvider ?? createPaymentProvider(config.payments);
  // The simulated gateway's refund webhook needs the payments service, which needs bookings.
  let deliverSimulatedRefund: RefundRequested | undefined;
  const bookings = createBookingsService({
    db,
    refundRequested: async (refund) => deliverSimulatedRefund?.(refund),
    provider: paymentProvider,
    availability,
    keyId: config.payments.keyId,
    keySecret: config.payments.keySecret,
    site: {
      name: config.site.name,
      publicUrl: config.publicUrl,
      supportEmail: config.site.supportEmail,
    },
    log: app.log.child({ module: 'bookings' }),
    mailQueued: mailWorker.notify,
    now: deps.now,
  });
  const reservationSweeper = createReservationSweeper({
    db,
    log: app.log.child({ module: 'reservations' }),
    now: deps.now,
  });
  app.decorate('reservationSweeper', reservationSweeper);
  app.addHook('onClose', () => reservationSweeper.stop());
  await app.register(availabilityRoutes, { availability });
  await app.register(bookingsRoutes, { bookings });
  const siteInfo = {
    name: config.site.name,
    publicUrl: config.publicUrl,
    supportEmail: config.site.supportEmail,
  };
  const payments = createPaymentsService({
    db,
    keySecret: config.payments.keySecret,
    webhookSecret: config.payments.webhookSecret,
    bookings,
    site: siteInfo,
    mailQueued: mailWorker.notify,
  });
  await app.register(paymentsRoutes, {
    payments,
    simulated: paymentProvider.name === 'simulated',
  });
  await app.register(appointmentsRoutes, {
    appointments: createAppointmentsService({
      db,
      site: siteInfo,
      now: deps.now,
      mailQueued: mailWorker.notify,
    }),
  });
  if (paymentProvider.name === 'simulated')
    deliverSimulatedRefund = simulatedRefundDelivery(app, payments);
  const appointmentDecisions = createAppointmentDecisions({
    db,
    provider: paymentProvider,
    site: siteInfo,
    log: app.log.child({ module: 'appointments' }),
    now: deps.now,
    mailQueued: mailWorker.notify,
    refundRequested: deliverSimulatedRefund,
  });
  app.decorate('appointmentDecisions', appointmentDecisions);
  await app.register(adminAppointmentsRoutes, { decisions: appointmentDecisions });
  await app.register(reportsRoutes, {
    reports: createReportsService({ db, site: siteInfo, mailQueued: mailWorker.notify }),
  });

  await app.register(therapistApplicationsRoutes, {
    applications: createTherapistApplicationsService({
      db,
      humanCheck,
      storage,
      site: siteInfo,
      mailQueued: mailWorker.notify,
    }),
  });

  await app.register(newsletterRoutes, { newsletter: createNewsletterService(db) });
  await app.register(contactRoutes, {
    contact: createContactService({
      db,
      humanCheck,
      site: config.site,
      mailQueued: mailWorker.notify,
    }),
  });
  if (devMailboxEnabled(config)) {
    await app.register(devMailboxRoutes, {
      mailbox: createDevMailboxService(db, config.mail.from),
      from: config.mail.from,
    });
  }

  await registerWebApp(app, webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
