import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { projectPaths } from './project-paths';
import { createHttpApp } from './plugins/http-app';
import { createInfrastructure, type InfrastructureOverrides } from './shared/infrastructure';
import { registerWebApp } from './plugins/web-app';
import { authPlugin } from './plugins/auth';
import { teamAccessPlugin } from './plugins/team-access';
import { registerRateLimits } from './plugins/rate-limit';
import { createAccountsModule } from './modules/accounts/accounts.module';
import { createHealthModule } from './modules/health/health.module';
import { createMediaModule } from './modules/media/media.module';
import { createTherapistsModule } from './modules/therapists/therapists.module';
import {
  bookedSlotsCache,
  createBookingModule,
  sessionWhereNow,
} from './modules/booking/booking.module';
import { createLikesModule } from './modules/likes/likes.module';
import { createReportsModule } from './modules/reports/reports.module';
import { createTherapistApplicationsModule } from './modules/therapist-applications/therapist-applications.module';
import { createNewsletterModule } from './modules/newsletter/newsletter.module';
import { createContactModule } from './modules/contact/contact.module';
import { createPrivacyModule } from './modules/privacy/privacy.module';
import { createAdminModule } from './modules/admin/admin.module';
import { createMailModule } from './modules/mail/mail.module';
import { createCalendarFeedsModule } from './modules/calendar-feeds/calendar-feeds.module';
import {
  createAccountNotices,
  createNotificationsModule,
} from './modules/notifications/notifications.module';
import { createCaseNotesModule } from './modules/case-notes/case-notes.module';
import { createVideoRooms } from './adapters/video-rooms/video-rooms';
import { createWaitlistModule } from './modules/waitlist/waitlist.module';

export interface AppDeps extends InfrastructureOverrides {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string;
}

export async function buildApp({ config, database, logger, webDistDir, ...overrides }: AppDeps) {
  const app = await createHttpApp(config, logger);
  const infra = createInfrastructure(config, database, app.log, overrides);
  app.decorate('jobs', infra.jobs);

  // The modules, in order: each is given only modules built before it.
  const accounts = createAccountsModule({
    ...infra,
    noticesFor: (languageOf) => createAccountNotices(infra.site, languageOf),
  });
  await app.register(authPlugin, { resolveCaller: accounts.resolveCaller });
  await app.register(teamAccessPlugin);
  await registerRateLimits(app, config);
  const health = createHealthModule(infra);
  const therapists = createTherapistsModule(infra);
  const media = createMediaModule({ ...infra, therapists: therapists.labels });
  const notifications = createNotificationsModule({
    ...infra,
    therapists: therapists.bookingFacts,
    accounts: accounts.contacts,
    sessions: sessionWhereNow(infra.db),
    log: app.log.child({ module: 'notifications' }),
  });
  const slotsCache = bookedSlotsCache(database, infra.cache);
  const booking = createBookingModule({
    ...infra,
    provider: infra.paymentProvider,
    therapists: therapists.bookingFacts,
    placement: therapists.placement,
    availabilityRecords: therapists.availabilityRecords,
    accounts: accounts.contacts,
    payments: config.payments,
    log: app.log.child({ module: 'booking' }),
    bookedSlotsCache: slotsCache,
    videoRooms: createVideoRooms(config.videoRooms),
    notices: notifications.notices,
    invoiceSettings: config.invoices,
  });
  app.decorate('booking', booking);
  const waitlist = createWaitlistModule({
    ...infra,
    labels: therapists.labels,
    availability: booking.availability,
    accounts: accounts.contacts,
    notices: notifications.notices,
  });
  const likes = createLikesModule({ ...infra, therapists: therapists.likeCounts });
  const directory = therapists.directory(
    booking.availability,
    likes.likedAmong,
    booking.bookedSessions.aheadOfTherapist,
  );
  const reports = createReportsModule({
    ...infra,
    therapists: therapists.labels,
    accounts: accounts.contacts,
    appointments: booking.appointmentLinks,
    notices: notifications.notices,
  });
  const caseNotes = createCaseNotesModule({
    db: infra.db,
    accounts: accounts.contacts,
    reports: reports.review,
    appointments: booking.appointmentLinks,
  });
  const applications = createTherapistApplicationsModule({
    ...infra,
    therapists,
    accounts,
    booking,
    reports,
    caseNotes,
    notices: notifications.notices,
  });
  const newsletter = createNewsletterModule(infra);
  const contact = createContactModule({ ...infra, notices: notifications.notices });
  const privacy = createPrivacyModule({
    ...infra,
    accounts,
    booking,
    reports,
    likes,
    waitlist,
    contact,
    newsletter,
    notifications,
    therapists,
    applications,
    therapistSessions: booking.therapistAppointments,
    caseNotes,
  });
  const admin = createAdminModule({
    ...infra,
    accounts,
    applications,
    reports,
    booking,
    contact,
    privacy,
    therapists,
    notifications,
  });
  const mailbox = createMailModule(infra);
  const calendarFeeds = createCalendarFeedsModule({
    ...infra,
    sessions: booking.bookedSessions,
    therapists: therapists.bookingFacts,
    accounts: accounts.contacts,
  });

  const modules = [
    accounts,
    health,
    media,
    directory,
    likes,
    booking,
    reports,
    caseNotes,
    applications,
  ];
  const more = [
    notifications,
    newsletter,
    contact,
    privacy,
    admin,
    mailbox,
    calendarFeeds,
    waitlist,
  ];
  for (const m of [...modules, ...more]) {
    await m.registerRoutes(app);
  }
  app.addHook('onClose', async () => {
    await booking.availabilityModel?.close();
    await infra.jobs.stop();
    await Promise.all([therapists.close(), slotsCache.close()]);
    await infra.close();
  });
  await registerWebApp(app, webDistDir ?? projectPaths.webDist, {
    siteName: config.site.name,
    publicUrl: config.publicUrl,
    therapist: directory.forPage,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
