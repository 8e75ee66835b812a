import type { CacheStore } from '../../../adapters/cache/cache-store';

/** A day: entries are keyed by version, so the TTL only bounds memory, never freshness. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/**
 * A like moves only the therapist's likes counter, which does not move the listing version
 * (migration 0013): cached answers that show like counts are recomputed once they are this old, so
 * a visitor's count lags a like by at most this long. Signed-in callers get exact counts.
 */
export const LIKES_MAX_LAG_MS = 60_000;

interface Stored<T> {
  value: T;
  storedAt: number;
}

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
  now?: () => number;
}) {
  const ttl = deps.ttlSeconds ?? DEFAULT_TTL_SECONDS;
  const now = deps.now ?? Date.now;
  const inFlight = new Map<string, Promise<unknown>>();
  /** When each answer handed out was computed (objects only), for answers kept further out. */
  const computedAt = new WeakMap<object, number>();
  const stamp = <T>(stored: Stored<T>): T => {
    if (typeof stored.value === 'object' && stored.value !== null)
      computedAt.set(stored.value, stored.storedAt);
    return stored.value;
  };

  async function compute<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const promise = (async () => {
      const stored: Stored<T> = { value: await load(), storedAt: now() };
      await deps.store.set(key, stored, ttl);
      return stamp(stored);
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    readVersion: deps.readVersion,

    /**
     * The answer cached for `key` at `version`, else `load()`'s, stored for the next caller.
     * `fresh` rejects a cached answer that time (not a write) has outdated; `maxAgeMs` one older
     * than that (answers carrying like counts: LIKES_MAX_LAG_MS).
     */
    async through<T>(
      version: number | null,
      key: string,
      load: () => Promise<T>,
      opts: { fresh?: (cached: T) => boolean; maxAgeMs?: number } = {},
    ): Promise<T> {
      if (version === null) return load();
      const fullKey = `listing:${version}:${key}`;
      const hit = await deps.store.get<Stored<T>>(fullKey);
      const young = hit !== undefined && now() - hit.storedAt < (opts.maxAgeMs ?? Infinity);
      if (young && (opts.fresh?.(hit.value) ?? true)) return stamp(hit);
      return compute(fullKey, load);
    },

    /** When an answer `through` handed out was computed; undefined for one it did not. */
    computedAt: (answer: object): number | undefined => computedAt.get(answer),
  };
}

export type ListingCache = ReturnType<typeof createListingCache>;
