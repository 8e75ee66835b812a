import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
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
import { loggerOptions, logStream } from './logging';
import { projectPaths } from './project-paths';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerTextSafety } from './plugins/text-safety';
import { registerWebApp } from './plugins/web-app';
import { authPlugin } from './plugins/auth';
import { createSessionResolver } from './modules/accounts/sessions.service';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createPasswordResetService } from './modules/accounts/password-reset.service';
import { registerRateLimits } from './plugins/rate-limit';
import { createCacheStore } from './adapters/cache/create-cache-store';
import { createHumanCheck, type HumanCheck } from './adapters/human-check/human-check';
import { healthRoutes } from './modules/health/health.routes';
import { therapistsRoutes } from './modules/therapists/therapists.routes';
import { createTherapistsService } from './modules/therapists/therapists.service';
import { therapistDashboardRoutes } from './modules/therapists/therapist-dashboard.routes';
import { createTherapistDashboard } from './modules/therapists/therapist-dashboard.service';
import { listingVersionSource } from './modules/therapists/listing-version';
import { slotVersionSource } from './modules/booking/checkout/slot-version-source';
import { likesRoutes } from './modules/likes/likes.routes';
import { createLikesService } from './modules/likes/likes.service';
import { mediaRoutes } from './modules/media/media.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { createMediaService } from './modules/media/media.service';
import { createMailTransport, type MailTransport } from './adapters/mail/mail-transport';
import { devMailboxEnabled, devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { createDevMailboxService } from './modules/mail/dev-mailbox.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import { createJobRunner, type JobRunner } from './shared/jobs/job-runner';
import { registerMailDelivery } from './shared/mail/mail-delivery';
import { createBookingModule, type BookingModule } from './modules/booking/booking.module';
import { createTherapistBookingFacts } from './modules/therapists/booking-facts.service';
import { createFeaturedPlacement } from './modules/therapists/featured-placement.service';
import { createAccountContacts } from './modules/accounts/account-contacts.service';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { createContactService } from './modules/contact/contact.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createFileStorage } from './adapters/storage/create-file-storage';
import type { FileStorage } from './adapters/storage/file-storage';
import { therapistApplicationsRoutes } from './modules/therapist-applications/therapist-applications.routes';
import { createTherapistApplicationsService } from './modules/therapist-applications/therapist-applications.service';
import { createReportsService } from './modules/reports/reports.service';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { createPrivacyService } from './modules/privacy/privacy.service';
import { createAccountDeletion } from './modules/accounts/account-deletion.service';
import { createReportData } from './modules/reports/report-data.service';
import { createLikeData } from './modules/likes/like-data.service';
import { createContactData } from './modules/contact/contact-data.service';
import { createNewsletterData } from './modules/newsletter/newsletter-data.service';
import { therapistDocumentsRoutes } from './modules/therapist-applications/therapist-documents.routes';
import { createTherapistDocuments } from './modules/therapist-applications/therapist-documents.service';
import { adminTherapistsRoutes } from './modules/therapists/admin-therapists.routes';
import { createTherapistReview } from './modules/therapists/therapist-review.service';
import { adminReportsRoutes } from './modules/reports/admin-reports.routes';
import { createReportReview } from './modules/reports/report-review.service';
import { adminContactRoutes } from './modules/contact/admin-contact.routes';
import { createContactInbox } from './modules/contact/contact-inbox.service';
import { adminNewsletterRoutes } from './modules/newsletter/admin-newsletter.routes';
import { createNewsletterAdmin } from './modules/newsletter/newsletter-admin.service';
import { adminConsoleRoutes } from './modules/admin/admin-console.routes';
import { createAdminConsole } from './modules/admin/admin-console.service';
import { adminTokensRoutes } from './modules/accounts/admin-tokens.routes';
import { createAdminAccounts } from './modules/accounts/admin-accounts.service';

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

export async function buildApp({
  config,
  database,
  logger,
  webDistDir = projectPaths.webDist,
  ...deps
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel, logStream(config.env)),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextSafety(app);
  await registerSecurityHeaders(app, config.publicUrl);

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
  const jobs = createJobRunner({ db, log: app.log.child({ module: 'jobs' }) });
  const mailTransport = deps.mailTransport ?? createMailTransport(config.mail);
  registerMailDelivery(jobs, {
    db,
    transport: mailTransport,
    from: config.mail.from,
    log: app.log.child({ module: 'mail' }),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailTransport.close();
  });
  await app.register(accountsRoutes, {
    humanCheck,
    accounts: createAccountsService({ db, humanCheck }),
    resets: createPasswordResetService({
      db,
      publicUrl: config.publicUrl,
      siteName: config.site.name,
      mailQueued: jobs.notify,
    }),
  });

  await app.register(healthRoutes, {
    ping: database.ping,
    rateLimitBackend: () => app.rateLimitBackend(),
  });
  const storage = deps.storage ?? createFileStorage(config);
  await app.register(mediaRoutes, { media: createMediaService(db, storage) });
  const siteInfo = {
    name: config.site.name,
    publicUrl: config.publicUrl,
    supportEmail: config.site.supportEmail,
  };
  const therapistFacts = createTherapistBookingFacts(db);
  const listingCache = createCacheStore(config, app.log);
  const listingVersion = listingVersionSource(database);
  const slotVersions = slotVersionSource(database);
  app.addHook('onClose', async () => {
    await listingVersion.close();
    await slotVersions.close();
    await listingCache.close();
  });
  const booking = createBookingModule({
    db,
    provider: deps.paymentProvider ?? createPaymentProvider(config.payments, db),
    jobs,
    therapists: therapistFacts,
    placement: createFeaturedPlacement(db),
    accounts: createAccountContacts(db),
    site: siteInfo,
    payments: config.payments,
    log: app.log.child({ module: 'booking' }),
    bookedSlotsCache: { store: listingCache, version: slotVersions.read },
    now: deps.now,
    videoRoomUrl: config.videoRoomUrl,
  });
  app.decorate('booking', booking);
  const therapists = createTherapistsService({
    db,
    listingCutoff: config.listingCutoff,
    availability: booking.availability,
    cache: listingCache,
    readVersion: listingVersion.read,
    now: deps.now,
  });
  await app.register(therapistsRoutes, { therapists });
  const therapistDashboard = createTherapistDashboard({ db });
  await app.register(therapistDashboardRoutes, { dashboard: therapistDashboard });
  await app.register(likesRoutes, { likes: createLikesService({ db }) });
  await booking.registerRoutes(app);
  await app.register(reportsRoutes, {
    reports: createReportsService({ db, site: siteInfo, mailQueued: jobs.notify }),
  });

  await app.register(therapistApplicationsRoutes, {
    applications: createTherapistApplicationsService({
      db,
      humanCheck,
      storage,
      site: siteInfo,
      mailQueued: jobs.notify,
    }),
  });

  await app.register(therapistDocumentsRoutes, {
    documents: createTherapistDocuments({
      db,
      storage,
      profiles: therapistDashboard,
      site: siteInfo,
      mailQueued: jobs.notify,
    }),
  });

  await app.register(newsletterRoutes, { newsletter: createNewsletterService(db) });
  await app.register(contactRoutes, {
    contact: createContactService({
      db,
      humanCheck,
      site: config.site,
      mailQueued: jobs.notify,
    }),
  });
  await app.register(privacyRoutes, {
    siteName: config.site.name,
    privacy: createPrivacyService({
      db,
      accounts: createAccountDeletion(db),
      booking: booking.clientData,
      reports: createReportData(db),
      likes: createLikeData(db),
      contact: createContactData(db),
      newsletter: createNewsletterData(db),
      site: config.site,
      jobs,
      now: deps.now,
    }),
  });
  await registerAdminConsole(app, { db, site: siteInfo, booking, now: deps.now });

  if (devMailboxEnabled(config)) {
    await app.register(devMailboxRoutes, {
      mailbox: createDevMailboxService(db, config.mail.from),
      from: config.mail.from,
    });
  }

  await registerWebApp(app, webDistDir, {
    siteName: config.site.name,
    publicUrl: config.publicUrl,
    therapist: therapists.forPage,
  });
  return app;
}

/** The admin console's routes: each module's own, and the console's cross-module views. */
async function registerAdminConsole(
  app: FastifyInstance,
  deps: {
    db: Database['db'];
    site: { name: string; publicUrl: string; supportEmail: string };
    booking: BookingModule;
    now?: () => Date;
  },
) {
  const { db, site, booking, now } = deps;
  const jobsQueued = () => app.jobs.notify();
  const review = createTherapistReview({ db, site, now, mailQueued: jobsQueued });
  const reports = createReportReview({ db, now });
  const inbox = createContactInbox({ db, now });
  await app.register(adminTherapistsRoutes, { review });
  await app.register(adminReportsRoutes, { review: reports });
  await app.register(adminContactRoutes, { inbox });
  await app.register(adminNewsletterRoutes, { newsletter: createNewsletterAdmin(db) });
  await app.register(adminTokensRoutes, { accounts: createAdminAccounts(db) });
  await app.register(adminConsoleRoutes, {
    console: createAdminConsole({
      db,
      therapists: review,
      reports,
      ledger: booking.ledger,
      inbox,
      now,
      jobsQueued,
    }),
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs; server.ts starts the runner after listen, closing the app stops it. */
    jobs: JobRunner;
    /** The money path's services (the admin command and tests call them directly). */
    booking: BookingModule;
  }
}
