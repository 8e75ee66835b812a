import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from './errors';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

const tooMany = () => new AppError(429, TOO_MANY_REQUESTS);

/**
 * Registers @fastify/rate-limit with no global limit: routes opt in with `config: rateLimited(...)`.
 * Counters live in Redis when REDIS_URL is set (shared by every process), else in memory.
 * With RATE_LIMITS=off nothing is registered and the route configs are ignored.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Pick<Config, 'rateLimits'> & { redisUrl?: string | undefined },
) {
  if (!config.rateLimits) return;
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    redis.on('error', (err) => app.log.warn({ reason: err.message }, 'rate-limit redis error'));
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rl:' } : {}),
    // A Redis outage must not lock every visitor out of sign-in; it is logged above.
    skipOnError: true,
    errorResponseBuilder: () => tooMany(),
  });
}

/**
 * Route config for a per-IP limit, e.g.
 * `app.post('/api/contact/submit', { config: rateLimited(5, '15 minutes'), schema }, handler)`.
 */
export function rateLimited(
  max: number,
  timeWindow: string | number,
): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow } };
}

/**
 * A second, keyed limit checked after the body is validated (e.g. per email on login), as a
 * preHandler: `preHandler: limitBy(app, 'login-email', 10, '15 minutes', (req) => req.body.email)`.
 * Requests for which `key` answers undefined are not counted.
 */
export function limitBy(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow: string | number,
  key: (request: FastifyRequest) => string | undefined,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  if (!app.hasDecorator('createRateLimit')) return async () => {};
  const check = app.createRateLimit({
    max,
    timeWindow,
    // Limiters made this way share one key space: the name keeps them apart.
    keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
  });
  return async (request, reply) => {
    if (key(request) === undefined) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw tooMany();
    }
  };
}
