import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createNotificationData } from './notification-data.service';
import type { Db, Tx } from '../../db/client';
import type { TextProvider } from '../../adapters/messaging/text-provider';
import type { JobRunner } from '../../shared/jobs/job-runner';
import type { SiteInfo } from '../../shared/mail/mail-kit';
import type { TherapistBookingFacts } from '../therapists/therapists.module';
import type { AccountContacts } from '../accounts/accounts.module';
import { createMailer } from './mailer';
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
  /**
   * Where a session is now (cancelled or not, its start), read again when each text is sent: a
   * query over booking's table, handed over at construction by the composition root.
   */
  sessions: SessionLookup;
  /** Each account's language: mails and texts are written in it. */
  accounts: Pick<AccountContacts, 'language' | 'find'>;
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
  const mailer = createMailer({ site: deps.site, languageOf: deps.accounts.language });
  const notices = createNotices({
    db,
    site: deps.site,
    messaging: config.messaging,
    mailer,
    languageOf: deps.accounts.language,
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
  subscribeToCancellations({
    jobs,
    db,
    notices,
    site: deps.site,
    clientEmail: async (accountId, tx) => (await deps.accounts.find(accountId, tx))?.email || null,
  });
  const phones = createPhoneVerification({ db, notices, now });
  const preferences = createPreferences({ db, now });
  const events = createProviderEvents({ db, now, log });

  return {
    /**
     * One call per notice: mail and every text channel the person allows; or mails alone. The
     * only way other modules reach a person by mail.
     */
    notices: { send: notices.send, mail: notices.mail },
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
// Accounts are built before this module: their port is made for them from their language lookup.
export { createAccountNotices } from './account-notices';
export {
  mailOf,
  type MailReader,
  type MailRequest,
  type SessionSide,
} from './templates/mail-templates';
// The facts other modules hand to the templates.
export type {
  MailAppointment,
  PolicyRefund,
  TeamCancellationRefund,
} from './templates/appointment-mails';
export {
  icsAttachment,
  sessionInvites,
  type BookedSession,
  type InviteVersion,
  type SessionInvites,
} from './templates/session-invites';
export type { RefundCause } from './templates/late-refund-mails';
export type { FeaturedReceiptFacts } from './templates/featured-mails';
export {
  refundMailFactsOf,
  type RefundMailFacts,
  type RefundRecordFacts,
} from './templates/refund-mails';
export type { Mover } from './templates/reschedule-mails';
export type { NonAcceptance, ReminderKind } from './templates/therapist-mails';
export type { ApplicationSummary } from './templates/application-mails';
export type { ReviewDecision } from './templates/review-mails';
export type { WaitlistOpenedFacts } from './templates/waitlist-mails';
export type { FollowUpFacts } from './templates/follow-up-mails';
