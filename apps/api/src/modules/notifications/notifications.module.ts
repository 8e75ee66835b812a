import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createNotificationData } from './notification-data.service';
import type { Db, Tx } from '../../db/client';
import type { TextProvider } from '../../adapters/messaging/text-provider';
import type { JobRunner } from '../../shared/jobs/job-runner';
import type { SiteInfo } from '../../shared/mail/mail-kit';
import type { TherapistBookingFacts } from '../therapists/therapists.module';
import { devMessagesRoutes } from './dev-messages.routes';
import { createNotices } from './notices.service';
import { subscribeToCancellations } from './cancellation-notices';
import { notificationsRoutes } from './notifications.routes';
import { createPhoneVerification } from './phone-verification.service';
import { createPreferences } from './preferences.service';
import { createProviderEvents } from './provider-events.service';
import { providerWebhooksRoutes, STATUS_CALLBACK_PATH } from './provider-webhooks.routes';
import { registerTextDelivery, type SessionLookup } from './text-delivery';

export interface NotificationsModuleDeps {
  db: Db;
  config: Pick<Config, 'env' | 'messaging' | 'publicUrl'>;
  site: SiteInfo;
  jobs: JobRunner;
  textProvider: TextProvider;
  therapists: Pick<TherapistBookingFacts, 'contact'>;
  /** Where a session is now, read again when each text is sent (booking's `sessionWhereabouts`). */
  sessions: SessionLookup;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: () => Date;
}

/**
 * Notices by SMS and WhatsApp beside mail (decision 0052): proven phones, each person's choices,
 * the notification service other modules send through, delivery jobs, the provider's receipts and
 * STOP replies, and the development outbox.
 */
export function createNotificationsModule(deps: NotificationsModuleDeps) {
  const { db, config, jobs, textProvider } = deps;
  const now = deps.now ?? (() => new Date());
  const notices = createNotices({
    db,
    site: deps.site,
    messaging: config.messaging,
    therapistAccount: async (therapistId: string, tx: Db | Tx) =>
      (await deps.therapists.contact(therapistId, tx))?.accountId ?? null,
    now,
  });
  const log = deps.log;
  registerTextDelivery(jobs, {
    db,
    provider: textProvider,
    notices,
    sessions: deps.sessions,
    now,
    // Twilio posts receipts to a public address; the outbox has none to post.
    statusCallbackUrl:
      textProvider.kind === 'twilio' ? `${config.publicUrl}${STATUS_CALLBACK_PATH}` : undefined,
    log,
  });
  subscribeToCancellations(jobs, db, notices);
  const phones = createPhoneVerification({ db, notices, now });
  const preferences = createPreferences({ db, now });
  const events = createProviderEvents({ db, now, log });

  return {
    /** One call per notice: mail and every text channel the person allows. */
    notices: { send: notices.send },
    /** A person's phone, choices and texts, for their copy and their erasure. */
    data: createNotificationData(deps.db),
    phones,
    preferences,
    async registerRoutes(app: FastifyInstance) {
      await app.register(notificationsRoutes, { phones, preferences });
      await app.register(providerWebhooksRoutes, {
        provider: textProvider,
        events,
        publicUrl: config.publicUrl,
      });
      if (textProvider.kind === 'outbox' && config.env !== 'production')
        await app.register(devMessagesRoutes, { notices, provider: textProvider });
    },
  };
}

export type { NotificationData } from './notification-data.service';
export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
export type { Notice, NoticeSender } from './notices.service';
export { sessionNotice, type NoticeSession } from './session-notice';
export { refundVar } from './cancellation-notices';
