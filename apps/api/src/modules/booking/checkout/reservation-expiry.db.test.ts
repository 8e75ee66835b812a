import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { insertClient } from '../../../test/factories';
import { appointments, auditLog, slotHolds } from '../../../db/schema';
import { registerReservationExpiry, sweepExpiredReservations } from './reservation-expiry';
import { createJobRunner } from '../../../shared/jobs/job-runner';
import {
  bookingBody,
  bookingScene,
  createOrder,
  paid,
  post,
  reserveSlot,
  useClockedApp,
} from '../../../test/booking-test-kit';

const MINUTE = 60_000;
const clocked = useClockedApp();
const ctx = clocked.ctx;

const row = async (id: string) =>
  (await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0];
const cancellations = async () =>
  (await ctx.db.select().from(auditLog)).filter((a) => a.action === 'appointment.cancelled');
const laterDay = (days: number) => toSlotDateKey(addIstDays(istToday(new Date()), days));

describe('sweepExpiredReservations', () => {
  it('cancels expired unpaid reservations by the system, once, and leaves the others alone', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const expiring = await reserveSlot(ctx, client.token, { therapistId: t.id, slotDate });
    clocked.advance(10 * MINUTE);
    const live = await reserveSlot(ctx, client.token, { therapistId: t.id, slotDate: laterDay(4) });
    const paidOne = await reserveSlot(ctx, client.token, {
      therapistId: t.id,
      slotDate: laterDay(5),
    });
    const pay = await post(
      ctx,
      '/api/user/verifyRazorpay',
      await paid(ctx, paidOne.orderId),
      client.token,
    );
    expect(pay.statusCode).toBe(200);
    clocked.advance(6 * MINUTE);

    const at = clocked.clock.now;
    expect(await sweepExpiredReservations(ctx.db, at)).toBe(1);
    expect(await row(expiring.appointmentId)).toMatchObject({
      cancelled: true,
      cancelledBy: 'system',
      cancelledAt: at,
      payment: 'unpaid',
    });
    expect(await row(live.appointmentId)).toMatchObject({ cancelled: false, payment: 'unpaid' });
    expect(await row(paidOne.appointmentId)).toMatchObject({ cancelled: false, payment: 'paid' });
    const holds = await ctx.db.select().from(slotHolds);
    expect(holds.map((h) => h.appointmentId).sort()).toEqual(
      [live.appointmentId, paidOne.appointmentId].sort(),
    );
    expect(await cancellations()).toEqual([
      expect.objectContaining({
        actorKind: 'system',
        actorAccountId: null,
        entity: 'appointment',
        entityId: expiring.appointmentId,
      }),
    ]);

    expect(await sweepExpiredReservations(ctx.db, at)).toBe(0);
    expect(await cancellations()).toHaveLength(1);
    expect((await row(expiring.appointmentId))?.cancelledAt).toEqual(at);
  });

  it('cancels each reservation once when several sweeps run at the same time', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const reserved = await Promise.all(
      [slotDate, laterDay(4), laterDay(5)].map((d) =>
        reserveSlot(ctx, client.token, { therapistId: t.id, slotDate: d }),
      ),
    );
    clocked.advance(15 * MINUTE);
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => sweepExpiredReservations(ctx.db, clocked.clock.now)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    const audited = (await cancellations()).map((a) => a.entityId).sort();
    expect(audited).toEqual(reserved.map((r) => r.appointmentId).sort());
    expect(await ctx.db.select().from(slotHolds)).toEqual([]);
  });

  it('keeps the claim of a client who took the slot after the reservation expired', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const expired = await reserveSlot(ctx, client.token, { therapistId: t.id, slotDate });
    clocked.advance(16 * MINUTE);
    const rival = await insertClient(ctx.db);
    expect((await createOrder(ctx, rival.token, bookingBody(t.id, slotDate))).res.statusCode).toBe(
      200,
    );
    expect(await sweepExpiredReservations(ctx.db, clocked.clock.now)).toBe(1);
    expect(await row(expired.appointmentId)).toMatchObject({ cancelledBy: 'system' });
    expect(await ctx.db.select().from(slotHolds)).toEqual([
      expect.objectContaining({ clientId: rival.account.id, kind: 'payment' }),
    ]);
  });

  it('runs as a periodic job once the runner is started, and stops cleanly', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const reserved = await reserveSlot(ctx, client.token, { therapistId: t.id, slotDate });
    clocked.advance(15 * MINUTE);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const runner = createJobRunner({ db: ctx.db, log, pollIntervalMs: 20 });
    registerReservationExpiry(runner, { db: ctx.db, log, now: () => clocked.clock.now }, 50);
    runner.start();
    await vi.waitFor(async () => expect((await row(reserved.appointmentId))?.cancelled).toBe(true));
    await runner.stop();
    expect(log.info).toHaveBeenCalledWith({ cancelled: 1 }, 'expired reservations cancelled');
    expect(log.error).not.toHaveBeenCalled();
  });
});
