import type { Database } from '../../../db/client';
import { versionSource } from '../../../shared/version-source';
import { readAvailabilityVersion, readListingRevision, readListingVersion } from './search.queries';

/** A single-row version announced on `channel` by its trigger (shared/version-source.ts). */
function singleVersionSource<V>(
  database: Pick<Database, 'notifications'>,
  opts: { channel: string; missing: V; read: () => Promise<V> },
) {
  const source = versionSource<V>(database.notifications, {
    missing: opts.missing,
    readFresh: async () => new Map([['', await opts.read()]]),
    channel: opts.channel,
    parse: (payload) => [['', Number(payload) as V]],
  });
  return { read: () => source.read(''), close: source.close };
}

/**
 * The listing version: one number for the whole listing, moved with any therapist write and
 * announced on `listing_version` (migrations 0003, 0013, 0014).
 */
export function listingVersionSource(database: Pick<Database, 'db' | 'notifications'>) {
  return singleVersionSource<number | null>(database, {
    channel: 'listing_version',
    missing: null,
    read: () => readListingVersion(database.db),
  });
}

/**
 * The availability version: moved when the read model changes what a search can see (migration
 * 0021). Before its first move it reads 0; answers are only cached under a listing version,
 * which a reset of the data moves to a number never used before, so 0 never names two states.
 */
export function availabilityVersionSource(database: Pick<Database, 'db' | 'notifications'>) {
  return singleVersionSource<number>(database, {
    channel: 'availability_version',
    missing: 0,
    read: async () => (await readAvailabilityVersion(database.db)) ?? 0,
  });
}

/**
 * The listing revision: moved by every statement that writes therapists (likes included) and
 * announced on `listing_revision` (migration 0030); the listing engine follows it.
 */
export function listingRevisionSource(database: Pick<Database, 'db' | 'notifications'>) {
  return singleVersionSource<number>(database, {
    channel: 'listing_revision',
    missing: 0,
    read: () => readListingRevision(database.db),
  });
}
