import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { appointments, payments, refunds, slotHolds } from '../../../db/schema';
import { insertClient } from '../../../test/factories';
import {
  bookingBody,
  bookingScene,
  createOrder,
  paid,
  useClockedApp,
} from '../../../test/booking-test-kit';

const clocked = useClockedApp();
const ctx = clocked.ctx;

/** As if the order had been made 20 minutes ago: its hold is long over. */
const age = (orderId: string) =>
  ctx.db.execute(
    sql`UPDATE payments SET created_at = now() - interval '20 minutes' WHERE provider_order_id = ${orderId}`,
  );
/** As if `seconds` had passed since the order was made and last asked about. */
const elapse = (orderId: string, seconds: number) =>
  ctx.db.execute(
    sql`UPDATE payments SET created_at = created_at - make_interval(secs => ${seconds}),
      checked_at = checked_at - make_interval(secs => ${seconds})
      WHERE provider_order_id = ${orderId}`,
  );
const order = async (orderId: string) =>
  (await ctx.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0]!;
const snapshot = async () => ({
  appointments: await ctx.db.select().from(appointments).orderBy(appointments.id),
  payments: await ctx.db
    .select({ id: payments.id, status: payments.status, appointmentId: payments.appointmentId })
    .from(payments)
    .orderBy(payments.id),
  refunds: await ctx.db.select().from(refunds),
  holds: await ctx.db.select().from(slotHolds).orderBy(slotHolds.id),
});

describe('reconciliation settles payments no browser and no webhook reported', () => {
  it('books a paid order from the gateway ledger alone, and a second pass changes nothing', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const { orderId } = await createOrder(ctx, client.token, bookingBody(t.id, slotDate));
    const { razorpay_payment_id } = await paid(ctx, orderId);
    await age(orderId);

    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(1);
    const [appt] = await ctx.db.select().from(appointments);
    expect(appt).toMatchObject({ clientId: client.account.id, payment: 'paid', cancelled: false });
    expect(await order(orderId)).toMatchObject({
      status: 'captured',
      providerPaymentId: razorpay_payment_id,
      appointmentId: appt!.id,
    });
    expect(await ctx.db.select().from(slotHolds)).toEqual([
      expect.objectContaining({ kind: 'booking', appointmentId: appt!.id }),
    ]);
    expect((await order(orderId)).checkedAt).not.toBeNull();

    const before = await snapshot();
    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('refunds a paid order whose slot someone else booked after its hold ended', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const body = bookingBody(t.id, slotDate);
    const { orderId } = await createOrder(ctx, client.token, body);
    const { razorpay_payment_id } = await paid(ctx, orderId);
    clocked.advance(11 * 60_000);
    const rival = await insertClient(ctx.db);
    const rivalOrder = await createOrder(ctx, rival.token, body);
    expect(rivalOrder.res.statusCode).toBe(200);
    await paid(ctx, rivalOrder.orderId);
    await age(orderId);
    await age(rivalOrder.orderId);

    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(2);
    expect(await ctx.db.select().from(appointments)).toEqual([
      expect.objectContaining({ clientId: rival.account.id, payment: 'paid' }),
    ]);
    expect(await ctx.db.select().from(refunds)).toEqual([
      expect.objectContaining({
        providerPaymentId: razorpay_payment_id,
        idempotencyKey: `late-${razorpay_payment_id}`,
        amountPaise: 9900,
      }),
    ]);

    const before = await snapshot();
    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('marks an unpaid order checked and books nothing', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const { orderId } = await createOrder(ctx, client.token, bookingBody(t.id, slotDate));
    await age(orderId);

    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(0);
    expect(await order(orderId)).toMatchObject({ status: 'created', appointmentId: null });
    expect((await order(orderId)).checkedAt).not.toBeNull();
    expect(await ctx.db.select().from(appointments)).toEqual([]);
  });

  it('leaves an order alone in its first minute, while the browser and the webhook report it', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const { orderId } = await createOrder(ctx, client.token, bookingBody(t.id, slotDate));
    await paid(ctx, orderId);

    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(0);
    expect((await order(orderId)).checkedAt).toBeNull();
    expect(await ctx.db.select().from(appointments)).toEqual([]);
  });

  it('books a payment whose webhook was lost within two minutes of the checkout, on its live hold', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const { orderId } = await createOrder(ctx, client.token, bookingBody(t.id, slotDate));
    // Asked a minute in: not paid yet.
    await elapse(orderId, 61);
    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(0);
    // Paid a moment later; the webhook never comes. The next pass, a minute on, books it.
    const { razorpay_payment_id } = await paid(ctx, orderId);
    await elapse(orderId, 55);
    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(1);
    const [appt] = await ctx.db.select().from(appointments);
    expect(appt).toMatchObject({ clientId: client.account.id, payment: 'paid', cancelled: false });
    expect(await order(orderId)).toMatchObject({
      providerPaymentId: razorpay_payment_id,
      appointmentId: appt!.id,
    });
    expect(await ctx.db.select().from(refunds)).toEqual([]);

    // Paid twice (a second tab): the second capture is found once the hold has ended, and
    // refunded; the booking stays the one.
    const second = await paid(ctx, orderId);
    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(0);
    await elapse(orderId, 14 * 60);
    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(1);
    expect(await ctx.db.select().from(refunds)).toEqual([
      expect.objectContaining({ providerPaymentId: second.razorpay_payment_id, amountPaise: 9900 }),
    ]);
    expect(await ctx.db.select().from(appointments)).toHaveLength(1);
    const before = await snapshot();
    await elapse(orderId, 2 * 60 * 60);
    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('asks about an unpaid order each minute for 20 minutes, then hourly', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const { orderId } = await createOrder(ctx, client.token, bookingBody(t.id, slotDate));
    const checks = async () => {
      const before = (await order(orderId)).checkedAt?.getTime();
      await ctx.app.booking.reconciliation.runOnce();
      return (await order(orderId)).checkedAt?.getTime() !== before;
    };
    const asked: boolean[] = [];
    for (let second = 60; second <= 25 * 60; second += 30) {
      await elapse(orderId, 30);
      asked.push(await checks());
    }
    // Every minute from minute 1 to minute 19, then not again within the hour.
    expect(asked.filter(Boolean)).toHaveLength(19);
    expect(asked.slice(-9)).toEqual(Array(9).fill(false));
    await elapse(orderId, 60 * 60);
    expect(await checks()).toBe(true);
    expect(await ctx.db.select().from(appointments)).toEqual([]);
  });
});
