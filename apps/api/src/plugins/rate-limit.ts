import { once } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { MESSAGES } from '@app/domain/messages';
import { defineMessages } from '@app/domain/i18n/define';
import type { Config } from '../config';
import type { HumanCheck } from '../adapters/human-check/human-check';
import { AppError, type ErrorWords } from '../shared/app-error';
import { redisWithFallback, type RateLimitBackend } from './rate-limit-store';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

const tooMany = () => new AppError(429, TOO_MANY_REQUESTS, {}, 'RATE_LIMITED');

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
      // Only a Redis that is up and silent waits this long. Its timer also fires when the reply
      // came in time but the process was busy (a PDF drawn, a busy machine) and read it late;
      // each such request is counted in-process alone, so 500 ms let a guess in now and then.
      commandTimeout: 2000,
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
 * Route config for a per-address limit, e.g.
 * `app.post('/api/contact/submit', { config: rateLimited(100, '10 minutes'), schema }, handler)`.
 * Many people share one address (CGNAT): use it as a coarse guard only (rate-limit-budgets.ts).
 */
export function rateLimited(
  max: number,
  timeWindow: string | number,
): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max, timeWindow } };
}

/** The body's `email`, lower-cased, as a limit's key; undefined when there is none. */
export function bodyEmailKey(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/**
 * Route config for signed-in calls: counted per account (`perAccount`), so people sharing one
 * address never use up each other's budget. Signed-out requests (which answer 401) are counted
 * per address against the coarse `perAddress`.
 */
export function accountLimited(budget: {
  perAccount: number;
  perAddress: number;
  timeWindow: string;
}): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      timeWindow: budget.timeWindow,
      keyGenerator: (request) =>
        request.caller ? `account:${request.caller.accountId}` : `address:${request.ip}`,
      max: (request) => (request.caller ? budget.perAccount : budget.perAddress),
    },
  };
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

/** One count of `humanCheckBeyond`: past `max` requests per key, the human check is needed. */
export interface HumanCheckThreshold {
  name: string;
  max: number;
  key: (request: FastifyRequest) => string | undefined;
  /** What the key counts: one account's attempts (the default) or one network address's. */
  per?: 'account' | 'address';
}

/** Why the check is asked: a person must not read "this account" about a network's attempts. */
export const HUMAN_CHECK_WORDS = defineMessages({
  address: {
    id: 'errors.humanCheckFromNetwork',
    defaultMessage:
      'Many attempts came from your network. Please confirm you are human to continue.',
  },
});

/**
 * Thresholds that ask for the human check instead of refusing: past `max` requests per key
 * within the window (per account, per address...), a request goes through only with a passed
 * human check (`turnstileToken` in the body), else it answers 403 `{ humanCheckRequired: true }`.
 * A stranger's guesses therefore cannot lock the owner out, strangers behind one shared address
 * cannot lock each other out, and a script cannot keep guessing. The token is verified once
 * however many thresholds are passed (a Turnstile token is good for one verification).
 */
export function humanCheckBeyond(
  app: FastifyInstance,
  opts: {
    thresholds: HumanCheckThreshold[];
    timeWindow: string | number;
    humanCheck: HumanCheck;
    action: string;
  },
): (request: FastifyRequest) => Promise<void> {
  if (!app.hasDecorator('createRateLimit')) return async () => {};
  const { humanCheck, action } = opts;
  const counters = opts.thresholds.map(({ name, max, key, per }) => ({
    key,
    per,
    count: app.createRateLimit({
      max,
      timeWindow: opts.timeWindow,
      keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
    }),
  }));
  return async (request) => {
    let pastAccount = false;
    let pastAddress = false;
    for (const { key, count, per } of counters) {
      if (key(request) === undefined) continue;
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) {
        if (per === 'address') pastAddress = true;
        else pastAccount = true;
      }
    }
    if (!pastAccount && !pastAddress) return;
    const token = (request.body as { turnstileToken?: string } | undefined)?.turnstileToken;
    if (!token)
      throw humanCheckRequired(
        pastAccount ? MESSAGES.humanCheck.required : HUMAN_CHECK_WORDS.address,
      );
    if (!(await humanCheck.verify(token, { remoteIp: request.ip, action }))) {
      throw humanCheckRequired(MESSAGES.humanCheck.failed);
    }
  };
}

const humanCheckRequired = (message: ErrorWords) =>
  new AppError(403, message, { humanCheckRequired: true }, 'HUMAN_CHECK_REQUIRED');
