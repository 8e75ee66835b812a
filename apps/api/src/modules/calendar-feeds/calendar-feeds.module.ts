import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { SiteInfo } from '../../shared/site-info';
import type { AccountContacts } from '../accounts/accounts.module';
import type { BookedSessions } from '../booking/booking.module';
import type { TherapistBookingFacts } from '../therapists/therapists.module';
import { calendarFeedsRoutes } from './calendar-feeds.routes';
import { createCalendarFeeds } from './calendar-feeds.service';

/** Private calendar feeds of sessions, built after booking (which owns the appointments). */
export function createCalendarFeedsModule(deps: {
  db: Db;
  site: SiteInfo;
  sessions: BookedSessions;
  therapists: TherapistBookingFacts;
  accounts: Pick<AccountContacts, 'inUse'>;
}) {
  const feeds = createCalendarFeeds(deps);
  return {
    async registerRoutes(app: FastifyInstance) {
      await app.register(calendarFeedsRoutes, { feeds });
    },
  };
}
