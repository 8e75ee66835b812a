import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addIstDays, istInstant, istToday, parseSlotDateKey, toSlotDateKey } from '@app/domain/ist';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { LISTENER_APPLICATION_NAME, MAX_LAG_MS } from '../db/notification-feed';
import { slotHolds, therapists } from '../db/schema';
import { dbKind, temporaryStorage, testConfig } from './harness';
import { insertClient, insertTherapist } from './factories';
import { adminQuery, DROP_HOOK_TIMEOUT_MS, runTag, scratchDatabase } from './scratch-database';

/**
 * Two API processes (two apps, each with its own pool, cache and listening connection) on one
 * PostgreSQL database: a change committed through one is served by the other's cached answers
 * within MAX_LAG_MS, also after the other's listening connection is killed, and the listener
 * comes back.
 */
type Slot = { slotDate: string; slotTime: string };

const scratch = scratchDatabase(`marketplace_fresh_${runTag()}`);
const onPglite = dbKind() !== 'postgres';
const opened: Array<{ close(): Promise<void> }> = [];

async function startProcess(url: string) {
  const database = await openPostgres(url, 3);
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    storage: temporaryStorage(),
  });
  await app.ready();
  opened.push(app, database);
  return { app, database };
}

/** Backend pids of the listening connections on the scratch database. */
async function listeners(): Promise<number[]> {
  const result = await adminQuery(
    'select pid from pg_stat_activity where datname = $1 and application_name = $2',
    [scratch.name, LISTENER_APPLICATION_NAME],
  );
  return result.rows.map((r: { pid: number }) => r.pid);
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Asks `ask` until it answers the changed value. Every answer to a request sent more than
 * MAX_LAG_MS after the change committed must already be the changed one.
 */
async function expectSeenWithinLag(committedAt: number, ask: () => Promise<boolean>) {
  for (;;) {
    const sentAt = Date.now();
    if (await ask()) return;
    expect(sentAt - committedAt, 'a stale answer past the lag bound').toBeLessThanOrEqual(
      MAX_LAG_MS,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(onPglite)(
  `cached listing answers across processes${onPglite ? ' (skipped: needs PostgreSQL, TEST_DB=postgres)' : ''}`,
  () => {
    afterAll(async () => {
      for (const item of opened.reverse()) await item.close();
      await scratch.drop();
    }, DROP_HOOK_TIMEOUT_MS);

    it('follow a change made in another process within the lag, also after the listener is killed', async () => {
      const url = await scratch.create();
      const b = await startProcess(url);
      const bListener = await waitFor('b to listen', async () => (await listeners())[0]);
      const a = await startProcess(url);

      const t = await insertTherapist(a.database.db, {
        slug: 'asha',
        name: 'Asha',
        // Open every day at 10:00 and 11:00, so the card always has a next open time.
        hours: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
          ['10:00', '11:00'].map((startTime) => ({ weekday, startTime })),
        ),
      });
      const client = await insertClient(a.database.db);
      const day = addIstDays(istToday(new Date()), 2);
      const slotDate = toSlotDateKey(day);

      const profile = async () => {
        const res = await b.app.inject({ method: 'GET', url: '/api/doctor/by-slug/asha' });
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data as { name: string; slots_booked: Record<string, string[]> };
        return { name: data.name, booked: data.slots_booked[slotDate] ?? [] };
      };
      const searchNames = async () => {
        const res = await b.app.inject({ method: 'GET', url: '/api/therapist/search' });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { doctors: Array<{ name: string }> }).doctors.map((d) => d.name);
      };
      const rename = async (name: string) => {
        await a.database.db.update(therapists).set({ name }).where(eq(therapists.id, t.id));
        return Date.now();
      };

      // b answers (and caches) the current state, then a renames the therapist.
      expect((await profile()).name).toBe('Asha');
      expect(await searchNames()).toEqual(['Asha']);
      let committedAt = await rename('Asha Rao');
      await expectSeenWithinLag(committedAt, async () => (await profile()).name === 'Asha Rao');
      await expectSeenWithinLag(committedAt, async () =>
        (await searchNames()).includes('Asha Rao'),
      );

      // A hold taken through a moves the therapist's slot version, which b's profile follows.
      expect((await profile()).booked).toEqual([]);
      await a.database.db.insert(slotHolds).values({
        therapistId: t.id,
        clientId: client.account.id,
        startsAt: istInstant(day, '10:00'),
        kind: 'booking',
        expiresAt: null,
      });
      committedAt = Date.now();
      await expectSeenWithinLag(committedAt, async () =>
        (await profile()).booked.includes('10:00'),
      );

      // b's listening connection is killed; a change right after must still reach b in time
      // (b reads the versions from the database until it listens again).
      const killed = await adminQuery('select pg_terminate_backend($1)', [bListener]);
      expect(killed.rows[0].pg_terminate_backend).toBe(true);
      committedAt = await rename('Asha R.');
      await expectSeenWithinLag(committedAt, async () => (await profile()).name === 'Asha R.');
      await a.database.db.delete(slotHolds).where(eq(slotHolds.therapistId, t.id));
      committedAt = Date.now();
      await expectSeenWithinLag(committedAt, async () => (await profile()).booked.length === 0);

      // b listens again on a new connection, and follows changes through it.
      await waitFor('b to listen again', async () => {
        const now = await listeners();
        return now.length === 2 && !now.includes(bListener) ? now : undefined;
      });
      committedAt = await rename('Dr Asha Rao');
      await expectSeenWithinLag(committedAt, async () => (await profile()).name === 'Dr Asha Rao');
      await expectSeenWithinLag(committedAt, async () =>
        (await searchNames()).includes('Dr Asha Rao'),
      );

      // The availability read model moves its own version: b's cards follow the next open time
      // a's refresh wrote when its first open slot is taken.
      const nextOnCard = async () => {
        const res = await b.app.inject({ method: 'GET', url: '/api/therapist/search' });
        const [card] = (res.json() as { doctors: Array<{ nextAvailable: Slot | null }> }).doctors;
        return card?.nextAvailable ?? null;
      };
      await a.app.booking.availabilityModel?.refresh([t.id]);
      const first = await waitFor(
        'a first open time on the card',
        async () => (await nextOnCard()) ?? undefined,
      );
      const firstDay = parseSlotDateKey(first.slotDate);
      if (!firstDay) throw new Error(`unreadable slot date ${first.slotDate}`);
      await a.database.db.insert(slotHolds).values({
        therapistId: t.id,
        clientId: client.account.id,
        startsAt: istInstant(firstDay, first.slotTime),
        kind: 'booking',
        expiresAt: null,
      });
      await a.app.booking.availabilityModel?.refresh([t.id]);
      committedAt = Date.now();
      await expectSeenWithinLag(committedAt, async () => {
        const next = await nextOnCard();
        return next !== null && JSON.stringify(next) !== JSON.stringify(first);
      });
    });
  },
);
