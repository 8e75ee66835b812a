import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerErrorHandling } from './errors';
import { hasRedisServer, useRedisServer } from '../test/redis-server';
import {
  accountLimited,
  humanCheckBeyond,
  limitBy,
  rateLimited,
  registerRateLimits,
  TOO_MANY_REQUESTS,
} from './rate-limit';

async function appWith(config: { rateLimits: boolean; redisUrl?: string | undefined }) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await registerRateLimits(app, config);
  app.post('/limited', { config: rateLimited(2, '1 minute') }, async () => ({ success: true }));
  app.post(
    '/keyed',
    { preHandler: limitBy(app, 'keyed', 1, '1 minute', (req) => (req.body as { k?: string }).k) },
    async () => ({ success: true }),
  );
  app.get('/free', async () => ({ success: true }));
  await app.ready();
  return app;
}

/** An app whose callers are named by an `account` header, as the auth plugin resolves tokens. */
async function accountApp(verified: string[], redisUrl?: string) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const account = request.headers.account;
    if (typeof account === 'string')
      request.caller = { accountId: account, role: 'client', sessionId: 's' };
  });
  await registerRateLimits(app, { rateLimits: true, redisUrl });
  app.post(
    '/book',
    { config: accountLimited({ perAccount: 2, perAddress: 3, timeWindow: '1 minute' }) },
    async () => ({ success: true }),
  );
  app.post(
    '/login',
    {
      preHandler: humanCheckBeyond(app, {
        thresholds: [
          { name: 'email', max: 2, key: (r) => (r.body as { email: string }).email },
          { name: 'address', max: 3, key: (r) => r.ip },
        ],
        timeWindow: '1 minute',
        humanCheck: {
          verify: async (token) => {
            verified.push(token);
            return token === 'ok';
          },
        },
        action: 'login',
      }),
    },
    async () => ({ success: true }),
  );
  await app.ready();
  return app;
}

const hit = (app: Awaited<ReturnType<typeof appWith>>, url: string, payload: object = {}) =>
  app.inject({
    method: url === '/free' ? 'GET' : 'POST',
    url,
    payload: url === '/free' ? undefined : payload,
  });

describe('rate-limit plugin', () => {
  it('limits only the routes that opt in, answering the spec message', async () => {
    const app = await appWith({ rateLimits: true });
    expect((await hit(app, '/limited')).statusCode).toBe(200);
    expect((await hit(app, '/limited')).statusCode).toBe(200);
    const blocked = await hit(app, '/limited');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: TOO_MANY_REQUESTS,
    });
    for (let i = 0; i < 5; i++) expect((await hit(app, '/free')).statusCode).toBe(200);
    await app.close();
  });

  it('limitBy counts per key and skips requests without one', async () => {
    const app = await appWith({ rateLimits: true });
    expect((await hit(app, '/keyed', { k: 'a' })).statusCode).toBe(200);
    expect((await hit(app, '/keyed', { k: 'a' })).statusCode).toBe(429);
    expect((await hit(app, '/keyed', { k: 'b' })).statusCode).toBe(200);
    expect((await hit(app, '/keyed', {})).statusCode).toBe(200);
    expect((await hit(app, '/keyed', {})).statusCode).toBe(200);
    await app.close();
  });

  it('accountLimited counts each signed-in account apart, whatever address it shares', async () => {
    const app = await accountApp([]);
    const book = (account?: string) =>
      app.inject({ method: 'POST', url: '/book', headers: account ? { account } : {} });
    const codes = [];
    for (const account of ['a', 'a', 'b', 'b', 'c', 'c', 'd'])
      codes.push((await book(account)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect((await book('a')).statusCode).toBe(429);
    // Signed out, the address is counted, against the coarse budget.
    const anonymous = [];
    for (let i = 0; i < 4; i++) anonymous.push((await book()).statusCode);
    expect(anonymous).toEqual([200, 200, 200, 429]);
    await app.close();
  });

  it('humanCheckBeyond asks for one check past any threshold and verifies its token once', async () => {
    const verified: string[] = [];
    const app = await accountApp(verified);
    const login = (email: string, turnstileToken?: string) =>
      app.inject({ method: 'POST', url: '/login', payload: { email, turnstileToken } });
    expect((await login('x@example.in')).statusCode).toBe(200);
    expect((await login('x@example.in')).statusCode).toBe(200);
    // Past the email's threshold.
    const asked = await login('x@example.in');
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ humanCheckRequired: true });
    // Another email from the same address: now past the address's threshold as well.
    expect((await login('y@example.in')).statusCode).toBe(403);
    expect((await login('x@example.in', 'forged')).statusCode).toBe(403);
    expect((await login('x@example.in', 'ok')).statusCode).toBe(200);
    expect(verified).toEqual(['forged', 'ok']);
    await app.close();
  });

  it('does nothing with RATE_LIMITS=off', async () => {
    const app = await appWith({ rateLimits: false });
    for (let i = 0; i < 5; i++) {
      expect((await hit(app, '/limited')).statusCode).toBe(200);
      expect((await hit(app, '/keyed', { k: 'a' })).statusCode).toBe(200);
    }
    await app.close();
  });
});

describe.skipIf(!hasRedisServer)('rate-limit plugin with Redis', () => {
  const redisUrlOf = useRedisServer();

  it('shares counters between processes', async () => {
    const redisUrl = redisUrlOf();
    const a = await appWith({ rateLimits: true, redisUrl });
    const b = await appWith({ rateLimits: true, redisUrl });
    expect((await hit(a, '/limited')).statusCode).toBe(200);
    expect((await hit(b, '/limited')).statusCode).toBe(200);
    expect((await hit(a, '/limited')).statusCode).toBe(429);
    expect((await hit(b, '/keyed', { k: 'x' })).statusCode).toBe(200);
    expect((await hit(a, '/keyed', { k: 'x' })).statusCode).toBe(429);
    await a.close();
    await b.close();
  });

  it('counts an account in Redis across processes, each account apart', async () => {
    const redisUrl = redisUrlOf();
    const [a, b] = [await accountApp([], redisUrl), await accountApp([], redisUrl)];
    const book = (app: typeof a, account: string) =>
      app.inject({ method: 'POST', url: '/book', headers: { account } });
    const codes = [];
    for (const app of [a, b, a]) codes.push((await book(app, 'shared-1')).statusCode);
    codes.push((await book(b, 'shared-2')).statusCode);
    expect(codes).toEqual([200, 200, 429, 200]);
    await a.close();
    await b.close();
  });
});
