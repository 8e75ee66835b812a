import type { Config } from '../config';
import type { Db } from '../db/client';
import { createOutboxProvider } from '../adapters/messaging/outbox-provider';
import type { TextProvider } from '../adapters/messaging/text-provider';
import { createJobRunner, type JobRunner } from '../shared/jobs/job-runner';
import { createNotificationsModule } from '../modules/notifications/notifications.module';
import { createTherapistBookingFacts } from '../modules/therapists/ports/booking-facts.service';
import { createAccountContacts } from '../modules/accounts/account-contacts.service';
import { sessionWhereNow } from '../modules/booking/booking.module';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The notifications module on the test database, for kits that build booking's parts directly. */
export function testNotifications(
  db: Db,
  config: Pick<Config, 'env' | 'messaging' | 'publicUrl'>,
  opts: { jobs?: JobRunner; textProvider?: TextProvider; now?: () => Date } = {},
) {
  return createNotificationsModule({
    db,
    config,
    site: { name: 'Manas Care', publicUrl: config.publicUrl, supportEmail: 'care@example.com' },
    jobs: opts.jobs ?? createJobRunner({ db, log: quiet }),
    textProvider: opts.textProvider ?? createOutboxProvider(config.messaging.twilio.authToken),
    therapists: createTherapistBookingFacts(db),
    accounts: createAccountContacts(db),
    sessions: sessionWhereNow(db),
    log: quiet,
    ...(opts.now ? { now: opts.now } : {}),
  });
}
