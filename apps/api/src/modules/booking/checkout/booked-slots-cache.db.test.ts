import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { HOLD_MINUTES } from '@app/domain/constants';
import { appointments, slotHolds } from '../../../db/schema';
import { insertTherapist } from '../../../test/factories';
import {
  bookingBody,
  bookingScene,
  createOrder,
  paid,
  post,
  useClockedApp,
} from '../../../test/booking-test-kit';
import { readSlotVersion } from './slot-versions.queries';

const clocked = useClockedApp();
const { ctx } = clocked;

/** The profile's booked times on one day, as a visitor sees them. */
async function bookedOn(slug: string, slotDate: string): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/doctor/by-slug/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.slots_booked as Record<string, string[]>)[slotDate] ?? [];
}

describe("a profile's booked slots, cached under the therapist's slot version", () => {
  it('show every hold, payment, cancellation and expiry on the very next request', async () => {
    const { t, client, slotDate } = await bookingScene(ctx, { slug: 'cached-slots' });
    expect(await bookedOn('cached-slots', slotDate)).toEqual([]);
    expect(await bookedOn('cached-slots', slotDate)).toEqual([]);

    const held = await createOrder(ctx, client.token, bookingBody(t.id, slotDate, '10:00'));
    expect(held.res.statusCode, held.res.body).toBe(200);
    expect(await bookedOn('cached-slots', slotDate)).toEqual(['10:00']);

    // No write: the hold's expiry alone frees the slot.
    clocked.advance((HOLD_MINUTES + 1) * 60_000);
    expect(await bookedOn('cached-slots', slotDate)).toEqual([]);

    const order = await createOrder(ctx, client.token, bookingBody(t.id, slotDate, '11:00'));
    const verified = await post(
      ctx,
      '/api/user/verify-booking-payment',
      { ...bookingBody(t.id, slotDate, '11:00'), ...(await paid(ctx, order.orderId)) },
      client.token,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await bookedOn('cached-slots', slotDate)).toEqual(['11:00']);

    // A cancellation releases the claim and cancels the appointment: each write counts alone.
    await ctx.db.delete(slotHolds).where(eq(slotHolds.therapistId, t.id));
    expect(await bookedOn('cached-slots', slotDate)).toEqual(['11:00']);
    await ctx.db
      .update(appointments)
      .set({ cancelled: true })
      .where(eq(appointments.therapistId, t.id));
    expect(await bookedOn('cached-slots', slotDate)).toEqual([]);
  });

  it("moves only the written therapist's version, and not on a column that frees no slot", async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const other = await insertTherapist(ctx.db, { slug: 'someone-else' });
    const before = await readSlotVersion(ctx.db, other.id);
    const order = await createOrder(ctx, client.token, bookingBody(t.id, slotDate, '10:00'));
    await post(
      ctx,
      '/api/user/verify-booking-payment',
      { ...bookingBody(t.id, slotDate, '10:00'), ...(await paid(ctx, order.orderId)) },
      client.token,
    );
    expect(await readSlotVersion(ctx.db, other.id)).toEqual(before);

    const booked = await readSlotVersion(ctx.db, t.id);
    expect(booked.own).toBeGreaterThan(0);
    await ctx.db
      .update(appointments)
      .set({ message: 'Edited' })
      .where(eq(appointments.therapistId, t.id));
    expect(await readSlotVersion(ctx.db, t.id)).toEqual(booked);
  });

  it('forgets every cached answer when the booking tables are truncated', async () => {
    const { t, client, slotDate } = await bookingScene(ctx, { slug: 'truncated' });
    const order = await createOrder(ctx, client.token, bookingBody(t.id, slotDate, '10:00'));
    await post(
      ctx,
      '/api/user/verify-booking-payment',
      { ...bookingBody(t.id, slotDate, '10:00'), ...(await paid(ctx, order.orderId)) },
      client.token,
    );
    expect(await bookedOn('truncated', slotDate)).toEqual(['10:00']);
    await ctx.db.execute(sql`TRUNCATE slot_holds, appointments CASCADE`);
    expect(await bookedOn('truncated', slotDate)).toEqual([]);
  });
});
