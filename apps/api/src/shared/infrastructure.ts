import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createCacheStore } from '../adapters/cache/create-cache-store';
import { createHumanCheck, type HumanCheck } from '../adapters/human-check/human-check';
import { createMailTransport, type MailTransport } from '../adapters/mail/mail-transport';
import { createPaymentProvider } from '../adapters/payments/create-payment-provider';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import { createFileStorage } from '../adapters/storage/create-file-storage';
import { createTextProvider } from '../adapters/messaging/create-text-provider';
import type { TextProvider } from '../adapters/messaging/text-provider';
import type { FileStorage } from '../adapters/storage/file-storage';
import { createJobRunner } from './jobs/job-runner';
import { registerMailDelivery } from './mail/mail-delivery';
import { createMailAttachmentSources } from './mail/mail-attachments';

export interface InfrastructureOverrides {
  /** Defaults to the one HUMAN_CHECK selects; tests inject their own. */
  humanCheck?: HumanCheck;
  /** Defaults to the one SMTP_URL selects; the worker only runs once server.ts starts it. */
  mailTransport?: MailTransport;
  /** Defaults to the one MESSAGING_PROVIDER selects; tests inject their own. */
  textProvider?: TextProvider;
  /** Defaults to the one PAYMENTS_PROVIDER selects; tests inject their own. */
  paymentProvider?: PaymentProvider;
  /** Defaults to the one the config selects (local files under DATA_DIR); tests use a temp dir. */
  storage?: FileStorage;
  /** The clock of availability, bookings and the reservation sweep; tests set their own. */
  now?: () => Date;
}

/**
 * What every module may be given: the adapters chosen once from the config, the job runner with
 * mail delivery registered on it, the shared cache and the site's public facts.
 */
export function createInfrastructure(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  overrides: InfrastructureOverrides,
) {
  const { db } = database;
  const jobs = createJobRunner({ db, log: log.child({ module: 'jobs' }) });
  const mailTransport = overrides.mailTransport ?? createMailTransport(config.mail);
  const mailAttachments = createMailAttachmentSources();
  registerMailDelivery(jobs, {
    attachments: mailAttachments,
    db,
    transport: mailTransport,
    from: config.mail.from,
    log: log.child({ module: 'mail' }),
  });
  const cache = createCacheStore(config, log);
  return {
    config,
    database,
    db,
    log,
    humanCheck: overrides.humanCheck ?? createHumanCheck(config, fetch, log),
    storage: overrides.storage ?? createFileStorage(config),
    paymentProvider: overrides.paymentProvider ?? createPaymentProvider(config.payments, db),
    textProvider: overrides.textProvider ?? createTextProvider(config.messaging),
    cache,
    jobs,
    mailTransport,
    /** Where modules register the attachments drawn at sending time (invoice PDFs). */
    mailAttachments,
    /** Wakes the job runner once a job (a mail, a refund…) is committed. */
    jobsQueued: jobs.notify,
    now: overrides.now,
    /** After the job runner and the modules: the mail transport and the cache. */
    async close() {
      mailTransport.close();
      await cache.close();
    },
    site: {
      name: config.site.name,
      publicUrl: config.publicUrl,
      supportEmail: config.site.supportEmail,
      noReplyEmail: config.site.noReplyEmail,
      supportPhone: config.site.supportPhone,
    },
  };
}

export type Infrastructure = ReturnType<typeof createInfrastructure>;
