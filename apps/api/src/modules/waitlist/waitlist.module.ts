import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../shared/jobs/job-runner';
import type { SiteInfo } from '../../shared/site-info';
import type { AccountContacts } from '../accounts/accounts.module';
import type { BookingModule } from '../booking/booking.module';
import type { NoticeSender } from '../notifications/notifications.module';
import type { TherapistLabels } from '../therapists/therapists.module';
import { registerOpenedTimes } from './opened-times';
import { createWaitlistData } from './waitlist-data.service';
import { waitlistRoutes } from './waitlist.routes';
import { createWaitlistService } from './waitlist.service';

export interface WaitlistModuleDeps {
  db: Db;
  jobs: JobRunner;
  site: SiteInfo;
  labels: Pick<TherapistLabels, 'of'>;
  /** The booking page's own availability: the modes and open times of a therapist. */
  availability: Pick<BookingModule['availability'], 'offeredModes' | 'listingWindow'>;
  accounts: Pick<AccountContacts, 'find'>;
  /** Each waiting person is told by mail and the texts they allow. */
  notices: Pick<NoticeSender, 'send'>;
  now?: () => Date;
}

/**
 * The waitlist (architecture §5, series and waitlist): people ask to be told when a time opens
 * with a therapist whose days are full. It owns its entries and the notices it has sent; nothing
 * is held for anyone told, so the first payment wins through the booking page's usual checkout.
 */
export function createWaitlistModule(deps: WaitlistModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const waitlist = createWaitlistService({
    db: deps.db,
    labels: deps.labels,
    offeredModes: (therapistId) => deps.availability.offeredModes(therapistId),
    now,
  });
  registerOpenedTimes({ ...deps, now });
  return {
    waitlist,
    /** A person's entries, for their data copy and their erasure. */
    data: createWaitlistData(deps.db, deps.labels),
    async registerRoutes(app: FastifyInstance) {
      await app.register(waitlistRoutes, { waitlist });
    },
  };
}

export type WaitlistModule = ReturnType<typeof createWaitlistModule>;
export type WaitlistData = ReturnType<typeof createWaitlistData>;
