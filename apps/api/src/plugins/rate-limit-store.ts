import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

const require = createRequire(import.meta.url);
// The plugin's own stores, so counting works exactly as the plugin documents it.
type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res: Result | null) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}
type StoreClass = new (...args: never[]) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass;

export type RateLimitBackend = 'in-process' | 'redis' | 'redis-unreachable';

/** Whether the counters are shared through Redis right now, for /readyz. */
export interface RateLimitHealth {
  backend(): RateLimitBackend;
}

/**
 * A store for @fastify/rate-limit that counts in Redis while Redis answers and falls back to
 * in-process counters the moment it does not: a Redis outage never switches limits off, and
 * never makes a request wait on a dead connection (commands fail at once while disconnected).
 * Going down and coming back are logged once each.
 */
export function redisWithFallback(redis: Redis, log: FastifyBaseLogger) {
  let down = false;
  let closing = false;
  const markDown = (reason: string) => {
    if (down || closing) return;
    down = true;
    log.error({ reason }, 'redis unreachable: rate limits fall back to in-process counters');
  };
  redis.on('error', (err: Error) => markDown(err.message));
  redis.on('close', () => markDown('connection closed'));
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('redis reachable again: rate limits are shared through it');
  });

  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}
    private run(method: 'incr' | 'read', key: string, cb: Callback, window: number, max: number) {
      if (redis.status !== 'ready') {
        markDown(`connection ${redis.status}`);
        this.local[method](key, cb, window, max);
        return;
      }
      this.shared[method](
        key,
        (err, res) => {
          if (!err) return cb(null, res);
          markDown(err.message);
          this.local[method](key, cb, window, max);
        },
        window,
        max,
      );
    }
    incr(key: string, cb: Callback, window: number, max: number) {
      this.run('incr', key, cb, window, max);
    }
    read(key: string, cb: Callback, window: number, max: number) {
      this.run('read', key, cb, window, max);
    }
    child(routeOptions: object) {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  /** The class @fastify/rate-limit instantiates with its global options. */
  const store = function (params: { continueExceeding: boolean; exponentialBackoff: boolean }) {
    const { continueExceeding, exponentialBackoff } = params;
    return new FallbackStore(
      new (RedisStore as unknown as new (...a: unknown[]) => Store)(
        continueExceeding,
        exponentialBackoff,
        redis,
        'rl:',
      ),
      new (LocalStore as unknown as new (...a: unknown[]) => Store)(
        continueExceeding,
        exponentialBackoff,
      ),
    );
  };
  const health: RateLimitHealth = {
    backend: () => (down || redis.status !== 'ready' ? 'redis-unreachable' : 'redis'),
  };
  /** Call before quitting Redis on shutdown, so closing is not reported as an outage. */
  const close = () => {
    closing = true;
  };
  return { store, health, close };
}
