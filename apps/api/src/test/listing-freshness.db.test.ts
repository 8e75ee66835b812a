import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { MAX_LAG_MS } from '../db/notification-feed';
import { therapists } from '../db/schema';
import { dbKind, temporaryStorage, testConfig } from './harness';
import { insertClient, insertTherapist } from './factories';
import { bookingBody } from './booking-test-kit';
import { DROP_HOOK_TIMEOUT_MS, runTag, scratchDatabase } from './scratch-database';

/**
 * Two API processes on one PostgreSQL database, five rounds: a booking, a fee change, a
 * suspension, an approval and time off made through one show in the other's search results,
 * cards' next open time and profile within a second, every time (decision 0057).
 */
type Slot = { slotDate: string; slotTime: string };
type Card = { slug: string; fees: number | null; nextAvailable: Slot | null };

const scratch = scratchDatabase(`marketplace_listing_${runTag()}`);
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
  await app.listingWarmed();
  opened.push(app, database);
  return { app, db: database.db };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stale answers to requests sent more than MAX_LAG_MS after their change committed. */
const lateStaleAnswers: string[] = [];

/**
 * How long after `committedAt` the other process first answered the change: the time the first
 * request that saw it was sent (10 s at most, then the probe has failed). An answer that was still
 * stale although its request was sent past the bound breaks the promise and is recorded; a slow
 * machine that answers each request late only makes the measured lag longer.
 */
async function lagUntil(
  what: string,
  committedAt: number,
  seen: () => Promise<boolean>,
): Promise<number> {
  for (;;) {
    const sentAt = Date.now();
    if (await seen()) return sentAt - committedAt;
    if (sentAt - committedAt > MAX_LAG_MS)
      lateStaleAnswers.push(`${what}: stale for a request sent ${sentAt - committedAt} ms after`);
    if (sentAt - committedAt > 10_000) return Infinity;
    await pause(10);
  }
}

const EVERY_HOUR = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
  ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'].map(
    (startTime) => ({ weekday, startTime }),
  ),
);

describe.skipIf(onPglite)(
  `the listing across processes${onPglite ? ' (skipped: needs PostgreSQL, TEST_DB=postgres)' : ''}`,
  () => {
    afterAll(async () => {
      for (const item of opened.reverse()) await item.close();
      await scratch.drop();
    }, DROP_HOOK_TIMEOUT_MS);

    it('shows each change made on one process on the other within a second, five times out of five', async () => {
      const url = await scratch.create();
      const a = await startProcess(url);
      const b = await startProcess(url);
      const owner = await insertClient(a.db, { role: 'therapist' });
      const t = await insertTherapist(a.db, {
        slug: 'asha',
        name: 'Asha Rao',
        accountId: owner.account.id,
        feeRupees: 1000,
        hours: EVERY_HOUR,
      });
      await a.app.booking.availabilityModel?.refresh([t.id]);

      const search = async (query = '') => {
        const res = await b.app.inject({ method: 'GET', url: `/api/therapist/search${query}` });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().doctors as Card[];
      };
      const card = async () => (await search('?q=asha')).find((c) => c.slug === 'asha');
      const booked = async (slot: Slot) => {
        const res = await b.app.inject({ method: 'GET', url: '/api/doctor/by-slug/asha' });
        const data = res.json().data as { slots_booked: Record<string, string[]> };
        return (data.slots_booked[slot.slotDate] ?? []).includes(slot.slotTime);
      };
      const sameSlot = (x: Slot | null | undefined, y: Slot) =>
        x?.slotDate === y.slotDate && x.slotTime === y.slotTime;
      const lags: Record<string, number[]> = {
        'booking on the profile': [],
        'booking on the card': [],
        'fee in results': [],
        suspension: [],
        approval: [],
        'time off on the card': [],
      };

      for (let round = 0; round < 5; round++) {
        // A booking: the client's order holds the card's first open time.
        const first = (await card())?.nextAvailable;
        if (!first) throw new Error('no open time on the card');
        const client = await insertClient(a.db);
        const order = await a.app.inject({
          method: 'POST',
          url: '/api/user/create-booking-order',
          headers: { token: client.token },
          payload: bookingBody(t.id, first.slotDate, first.slotTime),
        });
        expect(order.statusCode, order.body).toBe(200);
        let committedAt = Date.now();
        lags['booking on the profile']!.push(
          await lagUntil('booking on the profile', committedAt, () => booked(first)),
        );
        lags['booking on the card']!.push(
          await lagUntil(
            'booking on the card',
            committedAt,
            async () => !sameSlot((await card())?.nextAvailable, first),
          ),
        );

        // A fee change: found under a fee cap it did not fit before.
        const fee = 2000 + round;
        await a.db.update(therapists).set({ feeRupees: fee }).where(eq(therapists.id, t.id));
        committedAt = Date.now();
        lags['fee in results']!.push(
          await lagUntil('fee in results', committedAt, async () =>
            (await search(`?feeMin=${fee}&feeMax=${fee}`)).some((c) => c.fees === fee),
          ),
        );

        // A suspension, then an approval.
        await a.db.update(therapists).set({ status: 'suspended' }).where(eq(therapists.id, t.id));
        committedAt = Date.now();
        lags.suspension!.push(
          await lagUntil('suspension', committedAt, async () => (await card()) === undefined),
        );
        await a.db.update(therapists).set({ status: 'approved' }).where(eq(therapists.id, t.id));
        committedAt = Date.now();
        lags.approval!.push(
          await lagUntil('approval', committedAt, async () => (await card()) !== undefined),
        );

        // Time off on the day of the first open time moves the card past it.
        const open = (await card())?.nextAvailable;
        if (!open) throw new Error('no open time on the card');
        const timeOff = await a.app.inject({
          method: 'PUT',
          url: '/api/dashboard/time-off',
          headers: { token: owner.token },
          payload: { timeOff: [{ from: open.slotDate, to: open.slotDate, note: '' }] },
        });
        expect(timeOff.statusCode, timeOff.body).toBe(200);
        committedAt = Date.now();
        lags['time off on the card']!.push(
          await lagUntil('time off on the card', committedAt, async () => {
            const next = (await card())?.nextAvailable;
            return next !== undefined && next !== null && next.slotDate !== open.slotDate;
          }),
        );
      }

      console.log(
        'listing lag across processes (ms):',
        Object.entries(lags)
          .map(([what, ms]) => `${what} ${ms.join('/')}`)
          .join('; '),
      );
      for (const [what, ms] of Object.entries(lags)) {
        expect(ms, what).toHaveLength(5);
        for (const lag of ms) expect(lag, what).not.toBe(Infinity);
      }
      expect(lateStaleAnswers).toEqual([]);
    });
  },
);
