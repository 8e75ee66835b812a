import type { CacheStore } from '../../adapters/cache/cache-store';

/** A day: entries are keyed by version, so the TTL only bounds memory, never freshness. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/**
 * Listing answers (search pages, profiles, top regions, the featured six) cached under the
 * listing version, which a trigger moves in the same transaction as any therapist write. A reader
 * that sees the new version sees the new rows, so an answer is never served after its data changed.
 * Concurrent misses for one key in this process share one computation.
 */
export function createListingCache(deps: {
  store: CacheStore;
  /** The committed listing version; null when unknown (then nothing is cached). */
  readVersion: () => Promise<number | null>;
  ttlSeconds?: number;
}) {
  const ttl = deps.ttlSeconds ?? DEFAULT_TTL_SECONDS;
  const inFlight = new Map<string, Promise<unknown>>();

  async function compute<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const promise = (async () => {
      const value = await load();
      await deps.store.set(key, value, ttl);
      return value;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    readVersion: deps.readVersion,

    /**
     * The answer cached for `key` at `version`, else `load()`'s, stored for the next caller.
     * `fresh` rejects a cached answer that time (not a write) has outdated.
     */
    async through<T>(
      version: number | null,
      key: string,
      load: () => Promise<T>,
      fresh: (cached: T) => boolean = () => true,
    ): Promise<T> {
      if (version === null) return load();
      const fullKey = `listing:${version}:${key}`;
      const hit = await deps.store.get<T>(fullKey);
      if (hit !== undefined && fresh(hit)) return hit;
      return compute(fullKey, load);
    },
  };
}

export type ListingCache = ReturnType<typeof createListingCache>;
