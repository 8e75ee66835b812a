import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness';
import { insertClient } from '../../../test/factories';
import { appointments, payments, refunds, slotHolds, webhookEvents } from '../../../db/schema';
import { verifyPaymentSignature } from '../../../adapters/payments/signatures';
import {
  bookingBody,
  bookingScene,
  capturedPayment,
  createOrder,
  paid,
  post,
  webhook,
} from '../../../test/booking-test-kit';
import { SIMULATED_FAILURE } from '../../../adapters/payments/simulated';

const ctx = useTestApp();

async function orderedScene() {
  const scene = await bookingScene(ctx);
  const body = bookingBody(scene.t.id, scene.slotDate);
  const { orderId } = await createOrder(ctx, scene.client.token, body);
  return { ...scene, body, orderId };
}

describe('POST /api/payments/razorpay/webhook', () => {
  it('answers 400 to a bad signature and books nothing', async () => {
    const { orderId } = await orderedScene();
    const res = await webhook(ctx, 'payment.captured', capturedPayment(orderId, 'pay_x'), {
      secret: 'wrong',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: 'Invalid webhook signature',
    });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        event: 'payment.captured',
        payload: capturedPayment(orderId, 'pay_x'),
      }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await ctx.db.select().from(appointments)).toEqual([]);
    expect(await ctx.db.select().from(webhookEvents)).toEqual([]);
  });

  it('books a paid order on payment.captured alone (the browser was closed)', async () => {
    const { orderId, client } = await orderedScene();
    const res = await webhook(
      ctx,
      'payment.captured',
      capturedPayment(orderId, 'pay_closedbrowser01'),
    );
    expect(res.json()).toEqual({ success: true, outcome: 'received' });
    expect(res.outcome).toBe('booked');
    expect(await ctx.db.select().from(appointments)).toEqual([
      expect.objectContaining({ clientId: client.account.id, payment: 'paid' }),
    ]);
  });

  it('processes a duplicate event id once', async () => {
    const { orderId } = await orderedScene();
    const first = await webhook(ctx, 'payment.captured', capturedPayment(orderId, 'pay_dup'), {
      eventId: 'evt_same',
    });
    // Same event id, different content: the provider's redelivery is recognised by its id alone.
    const second = await webhook(
      ctx,
      'payment.failed',
      { payment: { entity: { id: 'pay_dup', order_id: orderId, amount: 9900 } } },
      { eventId: 'evt_same' },
    );
    expect(first.outcome).toBe('booked');
    expect(second.json()).toEqual({ success: true, outcome: 'duplicate' });
    expect((await ctx.db.select().from(payments))[0]?.status).toBe('captured');
    expect(await ctx.db.select().from(webhookEvents)).toHaveLength(1);
  });

  it('does not book when the signed amount differs from the order', async () => {
    const { orderId } = await orderedScene();
    const res = await webhook(ctx, 'payment.captured', capturedPayment(orderId, 'pay_short', 100));
    expect(res.outcome).toBe('amount-mismatch');
    expect(await ctx.db.select().from(appointments)).toEqual([]);
  });

  it('records payment.failed and keeps the hold until it expires', async () => {
    const { orderId } = await orderedScene();
    const failed = {
      payment: {
        entity: {
          id: 'pay_f1',
          order_id: orderId,
          amount: 9900,
          error_description: 'Card declined',
        },
      },
    };
    expect((await webhook(ctx, 'payment.failed', failed)).outcome).toBe('failed');
    const [payment] = await ctx.db.select().from(payments);
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'pay_f1: Card declined' });
    expect(await ctx.db.select().from(slotHolds)).toHaveLength(1);
    // A later attempt on the same order still books.
    expect(
      (await webhook(ctx, 'payment.captured', capturedPayment(orderId, 'pay_f2'))).outcome,
    ).toBe('booked');
  });

  it('updates the refund on refund.processed and ignores unknown events', async () => {
    const { client, t, body, orderId } = await orderedScene();
    await ctx.db.update(slotHolds).set({ expiresAt: new Date(Date.now() - 1000) });
    const rival = await insertClient(ctx.db);
    await createOrder(ctx, rival.token, bookingBody(t.id, body.slotDate));
    await post(
      ctx,
      '/api/user/verify-booking-payment',
      { ...body, ...(await paid(ctx, orderId)) },
      client.token,
    );
    const [refund] = await ctx.db.select().from(refunds);
    const res = await webhook(ctx, 'refund.processed', {
      refund: { entity: { id: refund?.providerRefundId, status: 'processed' } },
    });
    expect(res.outcome).toBe('refund');
    expect((await ctx.db.select().from(refunds))[0]?.status).toBe('processed');
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, orderId));
    expect(payment?.status).toBe('refunded');
    expect((await webhook(ctx, 'settlement.processed', {})).outcome).toBe('ignored');
  });
});

describe('POST /api/payments/simulated/checkout', () => {
  it('pays an order, signs like Razorpay and delivers the webhook', async () => {
    const { client, body, orderId } = await orderedScene();
    const res = await post(
      ctx,
      '/api/payments/simulated/checkout',
      { orderId, outcome: 'success' },
      client.token,
    );
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ success: true, outcome: 'success', razorpay_order_id: orderId });
    expect(answer.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(
      verifyPaymentSignature(
        orderId,
        answer.razorpay_payment_id,
        answer.razorpay_signature,
        ctx.config.payments.keySecret,
      ),
    ).toBe(true);
    // The gateway's webhook waits in the inbox until the job runner applies it.
    expect(await ctx.app.jobs.runDue()).toBeGreaterThan(0);
    const [appt] = await ctx.db.select().from(appointments);
    expect(appt?.payment).toBe('paid');
    const { outcome: _o, success: _s, ...checkout } = answer;
    const verified = await post(
      ctx,
      '/api/user/verify-booking-payment',
      { ...body, ...checkout },
      client.token,
    );
    expect(verified.json()).toMatchObject({ success: true, appointmentId: appt?.id });
    expect(await ctx.db.select().from(appointments)).toHaveLength(1);
  });

  it('fails an order with an error description and records the failure', async () => {
    const { client, orderId } = await orderedScene();
    const res = await post(
      ctx,
      '/api/payments/simulated/checkout',
      { orderId, outcome: 'failure' },
      client.token,
    );
    expect(res.json()).toMatchObject({
      success: true,
      outcome: 'failure',
      error: { description: SIMULATED_FAILURE, metadata: { order_id: orderId } },
    });
    await ctx.app.jobs.runDue();
    expect((await ctx.db.select().from(payments))[0]?.status).toBe('failed');
    expect(await ctx.db.select().from(appointments)).toEqual([]);
  });

  it("answers 404 for someone else's order and 401 without a token", async () => {
    const { orderId } = await orderedScene();
    const stranger = await insertClient(ctx.db);
    expect(
      (
        await post(
          ctx,
          '/api/payments/simulated/checkout',
          { orderId, outcome: 'success' },
          stranger.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(ctx, '/api/payments/simulated/checkout', { orderId, outcome: 'success' }))
        .statusCode,
    ).toBe(401);
    expect(await ctx.db.select().from(appointments)).toEqual([]);
  });
});

describe('POST /api/user/verifyStripe', () => {
  it('confirms a paid appointment of the caller only', async () => {
    const { client, orderId } = await orderedScene();
    await webhook(ctx, 'payment.captured', capturedPayment(orderId, 'pay_vs'));
    const [appt] = await ctx.db.select().from(appointments);
    const ok = await post(
      ctx,
      '/api/user/verifyStripe',
      { success: 'true', appointmentId: appt?.id },
      client.token,
    );
    expect(ok.json()).toEqual({
      success: true,
      message: 'Payment successful! Appointment booked.',
    });
    const stranger = await insertClient(ctx.db);
    expect(
      (
        await post(
          ctx,
          '/api/user/verifyStripe',
          { success: true, appointmentId: appt?.id },
          stranger.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});
