import { createTherapistBookingFacts } from '../../therapists/ports/booking-facts.service';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addIstDays, istInstant, istToday, toSlotDateKey } from '@app/domain/ist';
import { therapistBySlugResponse } from '@app/domain/schemas/therapist';
import { useTestApp } from '../../../test/harness';
import { insertClient } from '../../../test/factories';
import { appointments, payments, slotHolds, therapistBookingRules } from '../../../db/schema';
import { createAvailabilityService, SLOT_TAKEN_MESSAGE } from './availability.service';
import { bookingBody, bookingScene, createOrder, post } from '../../../test/booking-test-kit';

const ctx = useTestApp();

const nothingStored = async () => {
  expect(await ctx.db.select().from(slotHolds)).toEqual([]);
  expect(await ctx.db.select().from(payments)).toEqual([]);
};

describe('POST /api/user/create-booking-order', () => {
  it('holds the slot for 10 minutes and stores a payment order for 9900 paise', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const before = Date.now();
    const { res } = await createOrder(
      ctx,
      client.token,
      bookingBody(t.id, slotDate, '10:00', { amount: 1 }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, razorpayKeyId: ctx.config.payments.keyId });
    expect(body.order).toMatchObject({ amount: 9900, currency: 'INR' });
    expect(body.order.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    const holdMs = Date.parse(body.holdExpiresAt) - before;
    expect(holdMs).toBeGreaterThan(9 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(10 * 60_000 + 5000);

    const [hold] = await ctx.db.select().from(slotHolds);
    expect(hold).toMatchObject({ therapistId: t.id, clientId: client.account.id, kind: 'payment' });
    const [payment] = await ctx.db.select().from(payments);
    expect(payment).toMatchObject({
      providerOrderId: body.order.id,
      amountPaise: 9900,
      status: 'created',
      holdId: hold?.id,
      provider: 'simulated',
    });
    expect(payment?.booking).toMatchObject({
      slotDate,
      slotTime: '10:00',
      sessionType: 'online',
      firstName: 'Priya',
    });
  });

  it('gives the same client the same order again within the hold', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const first = await createOrder(ctx, client.token, bookingBody(t.id, slotDate));
    const again = await createOrder(
      ctx,
      client.token,
      bookingBody(t.id, slotDate, '10:00', { message: 'changed' }),
    );
    expect(again.res.statusCode).toBe(200);
    expect(again.orderId).toBe(first.orderId);
    expect(await ctx.db.select().from(slotHolds)).toHaveLength(1);
    const [payment] = await ctx.db.select().from(payments);
    expect(payment?.booking).toMatchObject({ message: 'changed' });
  });

  it('lets exactly one of 50 concurrent clients hold a slot', async () => {
    const { t, slotDate } = await bookingScene(ctx);
    const clients = await Promise.all(Array.from({ length: 50 }, () => insertClient(ctx.db)));
    const results = await Promise.all(
      clients.map((c) => createOrder(ctx, c.token, bookingBody(t.id, slotDate))),
    );
    const codes = results.map((r) => r.res.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const loser = results.find((r) => r.res.statusCode === 409);
    expect(loser?.res.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: SLOT_TAKEN_MESSAGE,
    });
    expect(await ctx.db.select().from(slotHolds)).toHaveLength(1);
    expect(await ctx.db.select().from(payments)).toHaveLength(1);
  });

  it('lets a new client claim a slot whose hold expired', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    await createOrder(ctx, client.token, bookingBody(t.id, slotDate));
    await ctx.db.update(slotHolds).set({ expiresAt: new Date(Date.now() - 1000) });
    const other = await insertClient(ctx.db);
    const { res } = await createOrder(ctx, other.token, bookingBody(t.id, slotDate));
    expect(res.statusCode).toBe(200);
    const holds = await ctx.db.select().from(slotHolds);
    expect(holds.map((h) => h.clientId)).toEqual([other.account.id]);
  });

  it.each([
    [
      'a past slot',
      () => toSlotDateKey(addIstDays(istToday(new Date()), -1)),
      '10:00',
      {},
      400,
      /passed/,
    ],
    [
      'a time outside the hours',
      () => toSlotDateKey(addIstDays(istToday(new Date()), 3)),
      '15:00',
      {},
      400,
      /not available at this time/,
    ],
    [
      'a date beyond 30 days',
      () => toSlotDateKey(addIstDays(istToday(new Date()), 30)),
      '10:00',
      {},
      400,
      /30 days/,
    ],
    [
      'a mode not offered',
      () => toSlotDateKey(addIstDays(istToday(new Date()), 3)),
      '10:00',
      { sessionType: 'in-person' },
      400,
      /In-Person/,
    ],
    ['a malformed date', () => '31_2_2026', '10:00', {}, 400, /date/i],
  ])('refuses %s and stores nothing', async (_name, date, time, extra, status, message) => {
    const { t, client } = await bookingScene(ctx, { sessionModes: ['Online'] });
    const { res } = await createOrder(ctx, client.token, bookingBody(t.id, date(), time, extra));
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(message);
    await nothingStored();
  });

  it('refuses unlisted therapists, unknown ids and anonymous callers', async () => {
    const { t, client, slotDate } = await bookingScene(ctx, { status: 'pending' });
    expect((await createOrder(ctx, client.token, bookingBody(t.id, slotDate))).res.statusCode).toBe(
      404,
    );
    expect(
      (await createOrder(ctx, client.token, bookingBody('not-a-uuid', slotDate))).res.statusCode,
    ).toBe(404);
    const anonymous = await post(
      ctx,
      '/api/user/create-booking-order',
      bookingBody(t.id, slotDate),
    );
    expect(anonymous.statusCode).toBe(401);
    await nothingStored();
  });

  it('takes the amount from the server in the older create-payment-order call (a reservation)', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const wrong = await post(
      ctx,
      '/api/user/create-payment-order',
      { docId: t.id, slotDate, slotTime: '10:00', amount: 100 },
      client.token,
    );
    expect(wrong.statusCode).toBe(400);
    await nothingStored();
    const res = await post(
      ctx,
      '/api/user/create-payment-order',
      { docId: t.id, slotDate, slotTime: '11:00', amount: 9900 },
      client.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().order.amount).toBe(9900);
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, res.json().order.id));
    expect(payment?.booking).toMatchObject({
      sessionType: 'online',
      firstName: client.account.firstName,
      email: client.account.email,
    });
    expect(payment?.appointmentId).toBe(res.json().appointmentId);
    const [reservation] = await ctx.db.select().from(appointments);
    expect(reservation).toMatchObject({ id: payment?.appointmentId, payment: 'unpaid' });
    expect(await ctx.db.select().from(slotHolds)).toEqual([
      expect.objectContaining({ kind: 'reservation', appointmentId: reservation?.id }),
    ]);
  });
});

describe('availability', () => {
  it('shows a held slot in the profile and in check-slot-availability', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const free = await post(ctx, '/api/user/check-slot-availability', {
      docId: t.id,
      slotDate,
      slotTime: '10:00',
    });
    expect(free.json()).toEqual({ success: true, message: 'Slot is available' });

    await createOrder(ctx, client.token, bookingBody(t.id, slotDate));
    const profile = therapistBySlugResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/doctor/by-slug/${t.slug}` })).json(),
    );
    expect(profile.data.slots_booked).toEqual({ [slotDate]: ['10:00'] });

    const taken = await post(ctx, '/api/user/check-slot-availability', {
      docId: t.id,
      slotDate,
      slotTime: '10:00',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SLOT_TAKEN_MESSAGE);
    // The holder itself may go on paying.
    const own = await post(
      ctx,
      '/api/user/check-slot-availability',
      { docId: t.id, slotDate, slotTime: '10:00' },
      client.token,
    );
    expect(own.statusCode).toBe(200);
  });

  it('lists open slots for an offered mode: window of 30 IST days, past times and live claims removed', async () => {
    const { t, client } = await bookingScene(ctx, { sessionModes: ['Online'] });
    // No minimum notice (decision 0041), so only the clock decides what is past.
    await ctx.db.insert(therapistBookingRules).values({ therapistId: t.id, minimumNoticeHours: 0 });
    const today = istToday(new Date());
    // 10:30 IST today: 10:00 is past, 11:00 is still open.
    const now = istInstant(today, '10:30');
    const availability = createAvailabilityService({
      db: ctx.db,
      therapists: createTherapistBookingFacts(ctx.db),
      now: () => now,
    });
    const tomorrow = addIstDays(today, 1);
    await ctx.db.insert(slotHolds).values({
      therapistId: t.id,
      startsAt: istInstant(tomorrow, '11:00'),
      clientId: client.account.id,
      kind: 'payment',
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const days = await availability.openSlots(t.id, 'online');
    expect(days).toHaveLength(30);
    expect(days[0]).toMatchObject({ key: toSlotDateKey(today), times: ['11:00'] });
    expect(days[1]).toMatchObject({ key: toSlotDateKey(tomorrow), times: ['10:00'] });
    expect(days[29]?.times).toEqual(['10:00', '11:00']);
    await expect(availability.openSlots(t.id, 'in-person')).rejects.toThrow(
      /does not offer In-Person/,
    );
  });
});
