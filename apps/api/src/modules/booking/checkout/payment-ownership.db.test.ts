import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { providerStyleId } from '../../../adapters/payments/payment-provider';
import { appointments, auditLog, mailOutbox, refunds, webhookEvents } from '../../../db/schema';
import { countingProvider } from '../../../test/appointments-test-kit';
import {
  bookingBody,
  bookingScene,
  capturedPayment,
  createOrder,
  paid,
  post,
  useClockedApp,
  webhook,
} from '../../../test/booking-test-kit';
import { insertClient } from '../../../test/factories';
import { FOREIGN_PAYMENT_MESSAGE } from './checkout.service';

/**
 * The simulated gateway, counting refunds; `misreport` makes it claim a payment belongs to another
 * order, as a confused or compromised provider answer would, so the refusal inside fulfilment is
 * reached through the browser's verify call too.
 */
const gateway = countingProvider();
const misreport = new Map<string, string>();
const provider = {
  ...gateway.provider,
  async fetchPayment(id: string) {
    const real = await gateway.provider.fetchPayment(id);
    const orderId = misreport.get(id);
    return orderId ? { ...real, orderId } : real;
  },
};
const clocked = useClockedApp(provider);
const ctx = clocked.ctx;
beforeEach(() => {
  gateway.reset();
  misreport.clear();
});

const verify = (token: string, body: object) =>
  post(ctx, '/api/user/verify-booking-payment', body, token);

/** Client A books and pays 10:00 with a payment; client B holds 11:00 with an unpaid order. */
async function twoOrders() {
  const scene = await bookingScene(ctx);
  const bodyA = bookingBody(scene.t.id, scene.slotDate, '10:00');
  const orderA = await createOrder(ctx, scene.client.token, bodyA);
  const resultA = await paid(ctx, orderA.orderId);
  const booked = await verify(scene.client.token, { ...bodyA, ...resultA });
  expect(booked.statusCode).toBe(200);
  const other = await insertClient(ctx.db);
  const bodyB = bookingBody(scene.t.id, scene.slotDate, '11:00');
  const orderB = await createOrder(ctx, other.token, bodyB);
  expect(orderB.res.statusCode).toBe(200);
  return {
    ...scene,
    other,
    bodyA,
    bodyB,
    orderA: orderA.orderId,
    orderB: orderB.orderId,
    paymentA: resultA.razorpay_payment_id,
    appointmentA: booked.json().appointmentId as string,
  };
}

const bookedFor = (clientId: string) =>
  ctx.db.select().from(appointments).where(eq(appointments.clientId, clientId));
const refusals = () =>
  ctx.db.select().from(auditLog).where(eq(auditLog.action, 'payment.foreign_payment_refused'));

describe('a payment id that already settled another order', () => {
  it('is refused by verify with a 4xx and books nothing for the second order', async () => {
    const s = await twoOrders();
    const reused = await paid(ctx, s.orderB, s.paymentA);
    const res = await verify(s.other.token, { ...s.bodyB, ...reused });
    // The gateway's ledger says the payment belongs to order A, so the provider check refuses it.
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(await bookedFor(s.other.account.id)).toEqual([]);
    expect(await ctx.db.select().from(appointments)).toHaveLength(1);
  });

  it('answers 409 and records the refusal when the provider reports it on the second order', async () => {
    const s = await twoOrders();
    misreport.set(s.paymentA, s.orderB);
    const reused = await paid(ctx, s.orderB, s.paymentA);
    const res = await verify(s.other.token, { ...s.bodyB, ...reused });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: FOREIGN_PAYMENT_MESSAGE,
    });
    expect(await bookedFor(s.other.account.id)).toEqual([]);
    expect(await refusals()).toEqual([
      expect.objectContaining({
        actorKind: 'user',
        actorAccountId: s.other.account.id,
        entity: 'payment',
        data: expect.objectContaining({
          providerPaymentId: s.paymentA,
          providerOrderId: s.orderB,
          settledOrderId: s.orderA,
        }),
      }),
    ]);
    expect(gateway.refundCalls()).toBe(0);
  });

  it('is refused through a payment.captured webhook: acknowledged, recorded, nothing booked', async () => {
    const s = await twoOrders();
    const res = await webhook(ctx, 'payment.captured', capturedPayment(s.orderB, s.paymentA));
    expect(res.statusCode).toBe(200);
    expect(res.outcome).toBe('foreign-payment');
    expect(await bookedFor(s.other.account.id)).toEqual([]);
    expect(await refusals()).toEqual([
      expect.objectContaining({ actorKind: 'system', data: expect.anything() }),
    ]);
    const [event] = await ctx.db.select().from(webhookEvents);
    expect(event?.processedAt).not.toBeNull();
    expect(await ctx.db.select().from(refunds)).toEqual([]);
    // Order A's booking is untouched.
    expect(await bookedFor(s.client.account.id)).toEqual([
      expect.objectContaining({ id: s.appointmentA, payment: 'paid', cancelled: false }),
    ]);
  });
});

describe('a further payment captured on an order already paid', () => {
  it('is refunded in full under its own key, the appointment stays and the client is told', async () => {
    const s = await twoOrders();
    const second = providerStyleId('pay');
    await paid(ctx, s.orderA, second);
    const res = await webhook(ctx, 'payment.captured', capturedPayment(s.orderA, second));
    expect(res.statusCode).toBe(200);
    expect(res.outcome).toBe('booked');

    await ctx.app.jobs.runDue();
    const rows = await ctx.db.select().from(refunds);
    expect(rows).toEqual([
      expect.objectContaining({
        providerPaymentId: second,
        idempotencyKey: `extra-${second}`,
        amountPaise: 9900,
        status: 'processed',
      }),
    ]);
    expect(gateway.refundCalls()).toBe(1);
    expect(await bookedFor(s.client.account.id)).toEqual([
      expect.objectContaining({ id: s.appointmentA, payment: 'paid', cancelled: false }),
    ]);
    const notices = await ctx.db
      .select()
      .from(mailOutbox)
      .where(
        eq(
          mailOutbox.subject,
          'Your second payment is being refunded: the appointment was already paid',
        ),
      );
    expect(notices.map((m) => m.toAddress)).toEqual([s.client.account.email]);

    const replay = await webhook(ctx, 'payment.captured', capturedPayment(s.orderA, second));
    expect(replay.statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    expect(await ctx.db.select().from(refunds)).toHaveLength(1);
    expect(gateway.refundCalls()).toBe(1);
    const noticesAfter = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, notices[0]!.subject));
    expect(noticesAfter).toHaveLength(1);
  });
});
