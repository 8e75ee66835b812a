import { once } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { MESSAGES } from '@app/domain/messages';
import type { Config } from '../config';
import type { HumanCheck } from '../adapters/human-check/human-check';
import { AppError } from '../shared/app-error';
import { redisWithFallback, type RateLimitBackend } from './rate-limit-store';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

const tooMany = () => new AppError(429, TOO_MANY_REQUESTS);

declare module 'fastify' {
  interface FastifyInstance {
    /** Where rate-limit counters live right now (reported by /readyz). */
    rateLimitBackend(): RateLimitBackend | 'off';
  }
}

/**
 * Registers @fastify/rate-limit with no global limit: routes opt in with `config: rateLimited(...)`.
 * Counters live in Redis when REDIS_URL is set (shared by every process), else in memory; when
 * Redis stops answering they fall back to in-process counters at once (see rate-limit-store.ts).
 * With RATE_LIMITS=off nothing is registered and the route configs are ignored.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Pick<Config, 'rateLimits'> & { redisUrl?: string | undefined; redisKeyPrefix?: string },
) {
  if (!config.rateLimits) {
    app.decorate('rateLimitBackend', () => 'off' as const);
    return;
  }
  let shared: ReturnType<typeof redisWithFallback> | undefined;
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, {
      // Prefixes every key, also those of the store's counting script.
      keyPrefix: config.redisKeyPrefix ?? '',
      // Fail commands at once while disconnected instead of queueing them: no request waits.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      commandTimeout: 500,
    });
    shared = redisWithFallback(redis, app.log.child({ module: 'rate-limit' }));
    // Start counting in Redis from the first request when it answers; never wait past the
    // connect timeout (the fallback covers a Redis that is down at start).
    await Promise.race([
      once(redis, 'ready'),
      new Promise((resolve) => setTimeout(resolve, 1000).unref()),
    ]).catch(() => {});
    const { close } = shared;
    app.addHook('onClose', async () => {
      close();
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  const health = shared?.health;
  app.decorate('rateLimitBackend', () => health?.backend() ?? 'in-process');
  await app.register(rateLimit, {
    global: false,
    ...(shared ? { store: shared.store as never } : {}),
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

/**
 * A per-account threshold that asks for the human check instead of refusing: past `max`
 * requests per key within the window, a request goes through only with a passed human check
 * (`turnstileToken` in the body), else it answers 403 `{ humanCheckRequired: true }`. A
 * stranger's guesses therefore cannot lock the owner out, and a script cannot keep guessing.
 */
export function humanCheckBeyond(
  app: FastifyInstance,
  opts: {
    name: string;
    max: number;
    timeWindow: string | number;
    key: (request: FastifyRequest) => string | undefined;
    humanCheck: HumanCheck;
    action: string;
  },
): (request: FastifyRequest) => Promise<void> {
  if (!app.hasDecorator('createRateLimit')) return async () => {};
  const { name, key, humanCheck, action } = opts;
  const count = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.timeWindow,
    keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
  });
  return async (request) => {
    if (key(request) === undefined) return;
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    const token = (request.body as { turnstileToken?: string } | undefined)?.turnstileToken;
    if (!token) throw humanCheckRequired(MESSAGES.humanCheck.required);
    if (!(await humanCheck.verify(token, { remoteIp: request.ip, action }))) {
      throw humanCheckRequired(MESSAGES.humanCheck.failed);
    }
  };
}

const humanCheckRequired = (message: string) =>
  new AppError(403, message, { humanCheckRequired: true });
