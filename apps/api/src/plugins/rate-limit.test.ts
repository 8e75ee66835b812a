import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerErrorHandling } from './errors';
import { hasRedisServer, useRedisServer } from '../test/redis-server';
import { limitBy, rateLimited, registerRateLimits, TOO_MANY_REQUESTS } from './rate-limit';

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
    expect(blocked.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS });
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
});
