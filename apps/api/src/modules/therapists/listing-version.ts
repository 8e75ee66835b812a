import type { Database } from '../../db/client';
import { freshBatchReader } from '../../shared/fresh-batch';
import { readListingVersion } from './search.queries';

/**
 * Where the listing version comes from. On a PostgreSQL server (any number of processes) it is read
 * for every request, never remembered; concurrent requests share one primary-key lookup that began
 * after they arrived (fresh-batch.ts), so a committed write is always seen. The embedded database
 * has exactly one process, whose own writes are the only writes, and announces every bump before
 * the writing query resolves; that process keeps the version in memory and never asks.
 */
export function listingVersionSource(database: Pick<Database, 'db' | 'listen'>) {
  const { db, listen } = database;
  if (!listen) {
    const batched = freshBatchReader(async () => new Map([['', await readListingVersion(db)]]));
    return { read: async () => (await batched('')) ?? null, close: async () => {} };
  }

  let current: number | null = null;
  let unsubscribe: (() => Promise<void>) | null = null;
  let ready: Promise<void> | null = null;
  const subscribe = async () => {
    // Listen first, then read: a bump in between is not lost.
    unsubscribe = await listen('listing_version', (payload) => {
      current = Number(payload);
    });
    const stored = await readListingVersion(db);
    current = current ?? stored;
  };
  return {
    async read(): Promise<number | null> {
      ready ??= subscribe().catch((err: unknown) => {
        ready = null;
        throw err;
      });
      await ready;
      return current;
    },
    async close() {
      await unsubscribe?.();
    },
  };
}
