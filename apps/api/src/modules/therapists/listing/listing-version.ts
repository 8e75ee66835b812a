import type { Database } from '../../../db/client';
import { versionSource } from '../../../shared/version-source';
import { readListingVersion } from './search.queries';

/**
 * Where the listing version comes from (shared/version-source.ts): one number for the whole
 * listing, announced on `listing_version` by its trigger (migrations 0003, 0013, 0014).
 */
export function listingVersionSource(database: Pick<Database, 'db' | 'notifications'>) {
  const { db } = database;
  const source = versionSource<number | null>(database.notifications, {
    missing: null,
    readFresh: async () => new Map([['', await readListingVersion(db)]]),
    channel: 'listing_version',
    parse: (payload) => [['', Number(payload)]],
  });
  return { read: () => source.read(''), close: source.close };
}
