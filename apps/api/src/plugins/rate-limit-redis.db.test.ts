import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture, buildTestApp, type TestApp } from '../test/harness';
import { redisAnswers } from '../test/redis-server';

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Addresses no earlier run has used, since Redis keeps counters between runs. */
const runTag = randomBytes(4).toString('hex');
let n = 0;
const freshIp = () => `2001:db8:${runTag.slice(0, 4)}:${runTag.slice(4)}::${(++n).toString(16)}`;

/** A wrong password for one email: past 10 per email, the human check is asked for. */
const wrongLogin = (app: TestApp['app'], remoteAddress: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: 'guess' },
    remoteAddress,
  });
const freshEmail = () => `nobody${++n}-${runTag}@example.in`;

describe('rate limits while Redis is unreachable', () => {
  const logs = new LogCapture();
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({
      env: { RATE_LIMITS: 'on', REDIS_URL: `redis://127.0.0.1:${await closedPort()}` },
      logs,
    });
  });
  afterAll(() => ctx.app.close());

  it('fall back to in-process counters (no request waits on Redis), log it, and /readyz says so', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    // Each of these would stall for seconds if a request waited for Redis; the test timeout
    // would end the test long before the fifteenth.
    const email = freshEmail();
    for (let i = 0; i < 15; i++) codes.push((await wrongLogin(ctx.app, ip, email)).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), ...Array(5).fill(403)]);

    const warnings = logs.lines.filter((l) => l.includes('redis unreachable'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 50, module: 'rate-limit' });

    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', rateLimits: 'redis-unreachable' });
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.runIf(await redisAnswers(REDIS_URL))('rate limits with Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMITS: 'on', REDIS_URL };
    a = await buildTestApp({ env });
    b = await buildTestApp({ env });
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
  });

  it('are shared by every process, and /readyz says Redis holds them', async () => {
    const ready = await a.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', rateLimits: 'redis' });
    const email = freshEmail();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await wrongLogin(i % 2 ? a.app : b.app, freshIp(), email)).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 403]);
  });
});
