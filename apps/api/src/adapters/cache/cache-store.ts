import { Redis } from 'ioredis';

/**
 * A key-value cache for answers that are keyed by a version (so an entry is never stale, only
 * unused): in-process by default, shared by every process through Redis when REDIS_URL is set.
 * Values are JSON and shared: callers never mutate what `get` returns. A failing Redis is a cache
 * miss, never an error for the visitor.
 */
export interface CacheStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}

/** Least-recently-used entries go first once `maxEntries` is reached; entries expire after their TTL. */
export function memoryCacheStore(maxEntries = 2000, now = () => Date.now()): CacheStore {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    async get<T>(key: string) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (hit.expiresAt <= now()) return undefined;
      entries.set(key, hit);
      return hit.value as T;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    async close() {
      entries.clear();
    },
  };
}

/**
 * Redis behind a small in-process layer: a key carries its version, so what this process already
 * holds is as good as what Redis holds, and a hot answer costs no network round trip.
 */
export function redisCacheStore(
  url: string,
  opts: { prefix: string; onError: (err: Error) => void; localEntries?: number },
): CacheStore & { ready(): Promise<void> } {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // Never queue: a visitor must not wait for a Redis that is away; that is a cache miss.
    enableOfflineQueue: false,
  });
  redis.on('error', opts.onError);
  const local = memoryCacheStore(opts.localEntries ?? 500);
  return {
    /** Resolves once connected. Until then (and while Redis is away) every read is a miss. */
    async ready() {
      if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    },
    async get<T>(key: string) {
      const near = await local.get<T>(key);
      if (near !== undefined) return near;
      try {
        const [[, raw], [, ttlMs]] = (await redis
          .multi()
          .get(opts.prefix + key)
          .pttl(opts.prefix + key)
          .exec()) as [[null, string | null], [null, number]];
        if (raw === null) return undefined;
        const value = JSON.parse(raw) as T;
        if (ttlMs > 0) await local.set(key, value, ttlMs / 1000);
        return value;
      } catch (err) {
        opts.onError(err as Error);
        return undefined;
      }
    },
    async set(key, value, ttlSeconds) {
      await local.set(key, value, ttlSeconds);
      try {
        await redis.set(opts.prefix + key, JSON.stringify(value), 'EX', Math.ceil(ttlSeconds));
      } catch (err) {
        opts.onError(err as Error);
      }
    },
    async close() {
      await local.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
