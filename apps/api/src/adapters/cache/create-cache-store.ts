import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { memoryCacheStore, redisCacheStore, type CacheStore } from './cache-store';

/** In-process by default; shared through Redis when REDIS_URL is set. */
export function createCacheStore(
  config: Pick<Config, 'redisUrl'> & { redisKeyPrefix?: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
): CacheStore {
  if (!config.redisUrl) return memoryCacheStore();
  return redisCacheStore(config.redisUrl, {
    prefix: `${config.redisKeyPrefix ?? ''}cache:`,
    onError: (err) => log.warn({ reason: err.message }, 'cache redis error'),
  });
}
