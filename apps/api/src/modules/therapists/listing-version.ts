import type { Database } from '../../db/client';
import { versionSource } from '../../shared/version-source';
import { readListingVersion } from './search.queries';

/**
 * Where the listing version comes from (shared/version-source.ts): one number for the whole
 * listing, read with one primary-key lookup, or kept in memory on the embedded database.
 */
export function listingVersionSource(database: Pick<Database, 'db' | 'listen'>) {
  const { db } = database;
  let current: number | null = null;
  const source = versionSource<number | null>(database, {
    missing: null,
    readFresh: async () => new Map([['', await readListingVersion(db)]]),
    channel: 'listing_version',
    onNotify: (payload) => {
      current = Number(payload);
    },
    afterListening: async () => {
      const stored = await readListingVersion(db);
      current = current ?? stored;
    },
    readKnown: async () => current,
  });
  return { read: () => source.read(''), close: source.close };
}
