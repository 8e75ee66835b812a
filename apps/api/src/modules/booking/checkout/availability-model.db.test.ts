import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import {
  therapistAvailability,
  therapistBookingRules,
  therapistDateHours,
  therapistHours,
  therapistTimeOff,
} from '../../../db/schema';
import {
  bookingBody,
  buildClockedApp,
  createOrder,
  paid,
  post,
  useClockedApp,
} from '../../../test/booking-test-kit';
import { insertClient, insertTherapist } from '../../../test/factories';
import { toRecord } from './availability-model.service';

const clocked = useClockedApp();
const ctx = clocked.ctx;
const MINUTE = 60_000;
const TIMES = ['08:00', '10:00', '13:00', '17:30', '19:00'];
const isoDay = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** A small seeded generator (mulberry32): a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

function randomHours(rnd: ReturnType<typeof random>) {
  const hours: Array<{ weekday: number; startTime: string }> = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    for (const startTime of TIMES) if (rnd.int(3) === 0) hours.push({ weekday, startTime });
  }
  return hours;
}

/** The read model's rows against a computation from scratch at the current clock. */
async function expectInStep(therapistIds: string[], step: string) {
  const at = clocked.clock.now;
  const stored = await ctx.db.select().from(therapistAvailability);
  for (const id of therapistIds) {
    const window = await ctx.app.booking.availability.listingWindow(id, at);
    const row = stored.find((r) => r.therapistId === id);
    expect(window, step).not.toBeNull();
    const expected = toRecord(id, window!, at, { epoch: 0, own: 0 });
    expect(
      {
        nextAvailable: row?.nextAvailable?.toISOString() ?? null,
        windowStart: row?.windowStart,
        dayMasks: row?.dayMasks,
      },
      step,
    ).toEqual({
      nextAvailable: expected.nextAvailable?.toISOString() ?? null,
      windowStart: expected.windowStart,
      dayMasks: expected.dayMasks,
    });
  }
}

describe('availability read model', () => {
  it.each([11, 23, 47])(
    'stays in step through random bookings, holds, expiries, cancellations, hours, time off, date hours, notice and time (seed %i)',
    async (seed) => {
      const rnd = random(seed);
      // A fixed start (Tue 1 Dec 2026, 07:10 IST) so every seed replays the same way.
      clocked.clock.now = new Date('2026-12-01T01:40:00Z');
      const model = ctx.app.booking.availabilityModel!;
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const t = await insertTherapist(ctx.db, {
          sessionModes: ['Online'],
          hours: randomHours(rnd),
        });
        ids.push(t.id);
      }
      const reservations: Array<{ id: string; token: string }> = [];
      const someSlot = () => ({
        therapistId: rnd.pick(ids),
        slotDate: toSlotDateKey(addIstDays(istToday(clocked.clock.now), rnd.int(4))),
        slotTime: rnd.pick(TIMES),
      });

      await model.refreshSoon();
      await expectInStep(ids, 'start');
      for (let step = 0; step < 20; step++) {
        const op = rnd.pick([
          'hold',
          'book',
          'reserve',
          'cancel',
          'hours',
          'time-off',
          'date-hours',
          'notice',
          'expire',
          'time',
        ]);
        const slot = someSlot();
        const client = await insertClient(ctx.db);
        const body = bookingBody(slot.therapistId, slot.slotDate, slot.slotTime);
        if (op === 'hold') {
          await createOrder(ctx, client.token, body);
        } else if (op === 'book') {
          const { orderId } = await createOrder(ctx, client.token, body);
          if (orderId) {
            await post(
              ctx,
              '/api/user/verify-booking-payment',
              { ...body, ...(await paid(ctx, orderId)) },
              client.token,
            );
          }
        } else if (op === 'reserve') {
          const res = await post(
            ctx,
            '/api/user/create-payment-order',
            { docId: slot.therapistId, slotDate: slot.slotDate, slotTime: slot.slotTime },
            client.token,
          );
          if (res.statusCode === 200)
            reservations.push({ id: res.json().appointmentId, token: client.token });
        } else if (op === 'cancel' && reservations.length > 0) {
          const r = reservations.splice(rnd.int(reservations.length), 1)[0]!;
          await post(ctx, '/api/user/cancel-appointment', { appointmentId: r.id }, r.token);
        } else if (op === 'hours') {
          const id = rnd.pick(ids);
          await ctx.db.transaction(async (tx) => {
            await tx.delete(therapistHours).where(eq(therapistHours.therapistId, id));
            const hours = randomHours(rnd);
            if (hours.length > 0)
              await tx.insert(therapistHours).values(hours.map((h) => ({ therapistId: id, ...h })));
          });
        } else if (op === 'time-off') {
          const first = addIstDays(istToday(clocked.clock.now), rnd.int(4));
          await ctx.db.insert(therapistTimeOff).values({
            therapistId: slot.therapistId,
            firstDay: isoDay(first),
            lastDay: isoDay(addIstDays(first, rnd.int(3))),
          });
        } else if (op === 'date-hours') {
          const onDate = isoDay(addIstDays(istToday(clocked.clock.now), rnd.int(4)));
          const startTimes = TIMES.filter(() => rnd.int(2) === 0);
          await ctx.db
            .insert(therapistDateHours)
            .values({ therapistId: slot.therapistId, onDate, startTimes })
            .onConflictDoUpdate({
              target: [therapistDateHours.therapistId, therapistDateHours.onDate],
              set: { startTimes },
            });
        } else if (op === 'notice') {
          const minimumNoticeHours = rnd.pick([0, 1, 2, 8, 24]);
          await ctx.db
            .insert(therapistBookingRules)
            .values({ therapistId: slot.therapistId, minimumNoticeHours })
            .onConflictDoUpdate({
              target: therapistBookingRules.therapistId,
              set: { minimumNoticeHours },
            });
        } else if (op === 'expire') {
          clocked.advance(11 * MINUTE);
        } else {
          clocked.advance(rnd.pick([5, 50, 180, 900, 1500]) * MINUTE);
        }
        // What the API runs after each write, and the periodic step for the passage of time.
        await model.refreshSoon();
        await model.refreshDue();
        await expectInStep(ids, `seed ${seed}, step ${step}: ${op}`);
      }
    },
  );

  it('catches a version its refresh missed (a crash between commit and refresh) in the sweep', async () => {
    clocked.clock.now = new Date('2026-12-01T01:40:00Z');
    const model = ctx.app.booking.availabilityModel!;
    const t = await insertTherapist(ctx.db, { hours: [{ weekday: 3, startTime: '10:00' }] });
    await model.refreshSoon();
    await expectInStep([t.id], 'before');
    // Written behind the model's back (as if the process died before its refresh ran).
    await ctx.db
      .insert(therapistHours)
      .values({ therapistId: t.id, weekday: 2, startTime: '19:00' });
    const [before] = await ctx.db.select().from(therapistAvailability);
    expect(before?.nextAvailable?.toISOString()).toBe('2026-12-02T04:30:00.000Z');
    await model.sweep();
    await expectInStep([t.id], 'after the sweep');
    const [after] = await ctx.db.select().from(therapistAvailability);
    expect(after?.nextAvailable?.toISOString()).toBe('2026-12-01T13:30:00.000Z');
  });

  it('gives a newly listed therapist a row at the next periodic refresh, without a slot change', async () => {
    clocked.clock.now = new Date('2026-12-01T01:40:00Z');
    const model = ctx.app.booking.availabilityModel!;
    await model.refreshSoon();
    // Listed behind the model's back: an approval moves no slot version.
    const t = await insertTherapist(ctx.db, { hours: [{ weekday: 3, startTime: '10:00' }] });
    expect(await ctx.db.select().from(therapistAvailability)).toEqual([]);
    await model.refreshDue();
    await expectInStep([t.id], 'after the periodic refresh');
  });

  it('moves the next open time on once the first slot comes within the minimum notice', async () => {
    clocked.clock.now = new Date('2026-12-01T01:40:00Z'); // Tue 07:10 IST
    const model = ctx.app.booking.availabilityModel!;
    const t = await insertTherapist(ctx.db, {
      hours: [2, 3].map((weekday) => ({ weekday, startTime: '10:00' })),
    });
    await model.refreshSoon();
    await model.refreshDue();
    const [before] = await ctx.db.select().from(therapistAvailability);
    expect(before?.nextAvailable?.toISOString()).toBe('2026-12-01T04:30:00.000Z');
    clocked.advance(80 * MINUTE); // 08:30 IST: today's 10:00 is inside the 2-hour notice
    await model.refreshDue();
    await expectInStep([t.id], 'inside the notice');
    const [after] = await ctx.db.select().from(therapistAvailability);
    expect(after?.nextAvailable?.toISOString()).toBe('2026-12-02T04:30:00.000Z');
  });

  it('refreshes what the last writes moved as its app closes, and starts nothing after', async () => {
    clocked.clock.now = new Date('2026-12-01T01:40:00Z');
    const closing = await buildClockedApp();
    closing.clock.now = clocked.clock.now;
    const model = closing.ctx.app.booking.availabilityModel!;
    await model.refreshSoon();
    const t = await insertTherapist(ctx.db, { hours: [{ weekday: 3, startTime: '10:00' }] });
    // As a write answered just before the close schedules it.
    void model.refreshSoon();
    await closing.ctx.app.close();
    await expectInStep([t.id], 'refreshed on the way out');
    // Closed, it follows no write: its clock and its database are no longer its own.
    await ctx.db
      .insert(therapistHours)
      .values({ therapistId: t.id, weekday: 2, startTime: '19:00' });
    await model.refreshSoon();
    const [after] = await ctx.db.select().from(therapistAvailability);
    expect(after?.nextAvailable?.toISOString()).toBe('2026-12-02T04:30:00.000Z');
  });
});
