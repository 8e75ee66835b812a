import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { openPostgres, type Database } from '../db/client';
import { dbKind } from './harness';
import { DROP_HOOK_TIMEOUT_MS, runTag, scratchDatabase } from './scratch-database';
import { insertClient, insertTherapist } from './factories';
import { bookingBody } from './booking-test-kit';
import { freePort, startServer, type ServerProcess } from './server-process';
import { redisAnswers } from './redis-server';
import {
  bookingFlow,
  eventually,
  inList,
  redeliverWebhooks,
  leased,
  moneyOutcome,
  newTally,
  random,
  rows,
  unsettled,
  type Buyer,
  type Tally,
  type Target,
} from './scale-kit';

/**
 * Two real API processes on one PostgreSQL database and one Redis, as `docker compose` runs them:
 * clients race for the same slots across both, then one process is SIGKILLed under load while the
 * other keeps answering, and the survivor finishes the jobs the dead one had claimed.
 */
const TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
const THERAPISTS = 4;
const RIVALS_PER_SLOT = 3;
const WEBHOOK_SECRET = 'scale_test_webhook_secret';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const tag = runTag();
const scratch = scratchDatabase(`marketplace_scale_${tag}`);
const keyPrefix = `scale-test-${tag}:`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-scale-'));
const running: ServerProcess[] = [];
let databaseUrl = '';

const skipReason =
  dbKind() !== 'postgres'
    ? 'needs PostgreSQL: PGlite is one process’s database (TEST_DB=postgres)'
    : !(await redisAnswers(REDIS_URL))
      ? `needs Redis at ${REDIS_URL} (TEST_REDIS_URL)`
      : null;

/**
 * A mail relay that greets and then never finishes its answer to EHLO (a continuation line every
 * two seconds keeps the connection from idling out): process b sends through it, so once b has
 * claimed a mail job it stays inside it, and is killed holding that job's lease.
 */
const hungSockets = new Set<net.Socket>();
const hungRelay = net.createServer((socket) => {
  hungSockets.add(socket);
  socket.on('error', () => {});
  socket.write('220 relay.scale.example ESMTP\r\n');
  const trickle = setInterval(() => socket.write('250-still thinking\r\n'), 2000);
  socket.on('close', () => {
    clearInterval(trickle);
    hungSockets.delete(socket);
  });
});

async function boot(port: number, extra: Record<string, string> = {}) {
  const server = await startServer(
    {
      ...extra,
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      RATE_LIMITS: 'on',
      TRUST_PROXY: '1',
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    port,
    180_000,
  );
  running.push(server);
  return server;
}

/** Therapists open at TIMES every day, and RIVALS_PER_SLOT clients wanting each of their slots. */
async function seed(database: Database, days: number[]): Promise<Buyer[][]> {
  const hours = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    TIMES.map((startTime) => ({ weekday, startTime })),
  );
  const therapists = [];
  for (let i = 0; i < THERAPISTS; i++)
    therapists.push(await insertTherapist(database.db, { hours, email: `t${i}@scale.example` }));
  let ip = 0;
  const rounds: Buyer[][] = [];
  for (const day of days) {
    const slotDate = toSlotDateKey(addIstDays(istToday(new Date()), day));
    const buyers: Buyer[] = [];
    for (const t of therapists)
      for (const time of TIMES)
        for (let r = 0; r < RIVALS_PER_SLOT; r++) {
          const client = await insertClient(database.db);
          ip++;
          buyers.push({
            token: client.token,
            ip: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
            body: bookingBody(t.id, slotDate, time),
          });
        }
    rounds.push(buyers);
  }
  return rounds;
}

afterAll(async () => {
  for (const s of running) await s.kill();
  for (const socket of hungSockets) socket.destroy();
  hungRelay.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await scratch.drop();
  if (!skipReason) {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}, DROP_HOOK_TIMEOUT_MS);

describe.skipIf(skipReason !== null)(
  `two API processes on one PostgreSQL and Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it('never double-book a slot, settle every payment, and outlive each other', async () => {
      const seedValue = Date.now();
      const rand = random(seedValue);
      databaseUrl = await scratch.create();

      // Both start at once on the empty database: migrations are applied once, under a lock.
      await new Promise<void>((resolve) => hungRelay.listen(0, '127.0.0.1', resolve));
      const relay = `smtp://127.0.0.1:${(hungRelay.address() as net.AddressInfo).port}`;
      const [a, b] = await Promise.all([
        boot(await freePort()),
        boot(await freePort(), { SMTP_URL: relay }),
      ]);
      const targets: Target[] = [
        { name: 'a', url: a!.url, alive: true },
        { name: 'b', url: b!.url, alive: true },
      ];
      const database = await openPostgres(databaseUrl, 2);
      try {
        const [race, underKill] = await seed(database, [2, 3]);
        await run(database, targets, b!, rand, seedValue, race!, underKill!);
      } finally {
        await database.close();
      }
    }, 600_000);
  },
);

async function run(
  database: Database,
  targets: Target[],
  victim: ServerProcess,
  rand: () => number,
  seedValue: number,
  race: Buyer[],
  underKill: Buyer[],
) {
  // Round 1: every slot wanted by several clients at once, each request to either process.
  const raced = newTally();
  await Promise.all(race.map((buyer) => bookingFlow(targets, rand, raced, buyer)));

  // Limits are counted in Redis: ten wrong passwords for one email in all, whichever process
  // each one reaches, then the human check.
  const codes: number[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await fetch(`${targets[i % 2]!.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
      body: JSON.stringify({ email: `nobody-${tag}@scale.example`, password: 'guess' }),
    });
    codes.push(res.status);
  }

  // Both processes counted under this run's prefix: nothing of it lands outside.
  const redis = new Redis(REDIS_URL);
  const prefixed = await redis.keys(`${keyPrefix}rl:*`);
  redis.disconnect();

  // Round 2: the same, and process b is SIGKILLed once a share of the requests was answered.
  const killed = newTally();
  const answered = () => Object.values(killed.answers).reduce((s, n) => s + n, 0);
  let flowsDone = false;
  const flows = Promise.all(
    underKill.map((buyer) => bookingFlow(targets, rand, killed, buyer)),
  ).finally(() => (flowsDone = true));
  const killAfter = Math.floor(underKill.length * (0.5 + rand()));
  while (!flowsDone && answered() < killAfter) await new Promise((r) => setTimeout(r, 5));
  // b is inside a mail job for good (its relay never finishes): wait, bounded, for its claim (a
  // slowed two-core runner took more than 30 s to make it).
  let claimedAtKill: string[] = [];
  const claimed = async () =>
    (claimedAtKill = (await leased(database, 'mail.send')).jobs).length > 0;
  expect(await eventually(claimed)).toBe(true);
  targets[1]!.alive = false;
  await victim.kill();
  await flows;
  const survivor = targets[0]!;

  // The gateway retries every webhook until it is acknowledged: the survivor gets them all again.
  const ledger = await rows<{ webhook_event_id: string; webhook_body: string }>(
    database,
    sql`select webhook_event_id, webhook_body from simulated_gateway_payments`,
  );
  const redelivered = await redeliverWebhooks(survivor.url, ledger, WEBHOOK_SECRET, (status) =>
    expect(status).toBe(200),
  );

  // What the dead process had claimed stays leased once the survivor has caught up with the rest.
  const noneDue = async () =>
    (
      await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from jobs where status = 'pending' and run_at <= now()`,
      )
    )[0]!.n === 0;
  expect(await eventually(noneDue)).toBe(true);
  const first = await leased(database);
  await new Promise((r) => setTimeout(r, 1500));
  expect(await eventually(noneDue)).toBe(true);
  const later = await leased(database);
  const orphanJobs = first.jobs.filter((id) => later.jobs.includes(id));
  const orphanRefunds = first.refunds.filter((id) => later.refunds.includes(id));
  // Their leases run out (two minutes, moved forward here instead of waited for).
  if (orphanJobs.length)
    await database.db.execute(
      sql`update jobs set run_at = now() where id in (${inList(orphanJobs)})`,
    );
  if (orphanRefunds.length)
    await database.db.execute(
      sql`update refunds set updated_at = now() where id in (${inList(orphanRefunds)})`,
    );
  expect(await eventually(async () => !(await unsettled(database)))).toBe(true);
  // Every mail job leased when b died ends done: one whose lease ran out while the survivor was
  // catching up (on a slow runner that took longer than the lease) was taken up already.
  const leftByVictim = [...new Set([...claimedAtKill, ...orphanJobs])];
  const unfinished = () =>
    rows<{ id: string; status: string }>(
      database,
      sql`select id, status from jobs where id in (${inList(leftByVictim)}) and status <> 'done'`,
    );
  await eventually(async () => (await unfinished()).length === 0);
  const leftOver = await unfinished();

  const money = await moneyOutcome(database);
  const report = (name: string, t: Tally) =>
    `${name}: ${JSON.stringify(t.answers)}, ${t.verified} verified, ${t.cutOff} cut off by the kill`;
  console.log(
    `scale-out (seed ${seedValue}): ${race.length + underKill.length} clients for ` +
      `${(race.length + underKill.length) / RIVALS_PER_SLOT} slots; ${money.orders} orders, ` +
      `${money.captured.length} captured, ${money.booked.size} booked, ${money.refunded.size} ` +
      `refunded, ${money.lost.length} lost, ${money.doubleBooked.length} double bookings\n` +
      `  ${report('race', raced)}\n  ${report('kill', killed)}\n` +
      `  webhooks redelivered: ${redelivered.received} new, ${redelivered.duplicate} duplicate; ` +
      `leased when the process was killed: ${claimedAtKill.length} mail jobs; still leased after ` +
      `the survivor caught up: ${orphanJobs.length} jobs, ${orphanRefunds.length} refund sends; ` +
      `finished by the survivor: ${leftByVictim.length - leftOver.length}\n` +
      `  logins across processes: ${codes.join(' ')}; ${prefixed.length} rate-limit keys under ` +
      `the run's prefix`,
  );

  // A 5xx is the servers' to explain: show what they logged as errors beside the failure.
  if (raced.unexpected.length || killed.unexpected.length)
    for (const server of running)
      console.log(
        `errors logged by ${server.url}:\n` +
          server
            .output()
            .split('\n')
            .filter((line) => /"level":(50|60)/.test(line))
            .join('\n')
            .slice(-6000),
      );
  expect(raced.unexpected).toEqual([]);
  expect(killed.unexpected).toEqual([]);
  expect(raced.answers['a 2xx']).toBeGreaterThan(0);
  expect(raced.answers['b 2xx']).toBeGreaterThan(0);
  expect(killed.answers['a 2xx']).toBeGreaterThan(0);
  expect(money.doubleBooked).toEqual([]);
  expect(money.booked.size).toBeGreaterThan(0);
  expect({ lost: money.lost, both: money.both, uncaptured: money.uncaptured }).toEqual({
    lost: [],
    both: [],
    uncaptured: [],
  });
  expect(claimedAtKill.length).toBeGreaterThan(0);
  expect(leftOver).toEqual([]);
  expect(codes).toEqual([...Array<number>(10).fill(401), 403, 403]);
  expect(prefixed.length).toBeGreaterThan(0);
}
