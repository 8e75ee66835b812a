import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { providerStyleId, type PaymentProvider } from '../../../adapters/payments/payment-provider';
import { testGateway } from '../../../test/test-gateway';
import { insertClient } from '../../../test/factories';
import { appointments, payments, refunds, slotHolds } from '../../../db/schema';
import { useClockedCountingApp, queuedClientRequest } from '../../../test/appointments-test-kit';
import { createRefunds } from './refunds.service';
import { paid, post, reserveSlot, reservedScene } from '../../../test/booking-test-kit';

const { clocked, ctx, gateway } = useClockedCountingApp();

const verifyRazorpay = (token: string, body: object) =>
  post(ctx, '/api/user/verifyRazorpay', body, token);
const HOUR = 3_600_000;

const refundRows = () => ctx.db.select().from(refunds);

describe('money that arrives too late is refunded, and the refund is seen through', () => {
  it('retries a late refund whose first send failed on the next verify call', async () => {
    const { t, client, slotDate, orderId } = await reservedScene(ctx);
    clocked.advance(16 * 60_000);
    const rival = await insertClient(ctx.db);
    expect(
      (await reserveSlot(ctx, rival.token, { therapistId: t.id, slotDate })).res.statusCode,
    ).toBe(200);

    gateway.failNext(1);
    const result = await paid(ctx, orderId);
    expect((await verifyRazorpay(client.token, result)).statusCode).toBe(409);
    expect(await refundRows()).toEqual([
      expect.objectContaining({ status: 'pending', providerRefundId: null }),
    ]);

    expect((await verifyRazorpay(client.token, result)).statusCode).toBe(409);
    expect(gateway.refundCalls()).toBe(2);
    await ctx.app.jobs.runDue();
    expect(await refundRows()).toEqual([
      expect.objectContaining({ status: 'processed', providerRefundId: expect.any(String) }),
    ]);
    await verifyRazorpay(client.token, result);
    expect(gateway.refundCalls()).toBe(2);
  });

  it('refunds a reservation paid after its session began instead of booking the past', async () => {
    const { client, orderId, appointmentId } = await reservedScene(ctx);
    const [reserved] = await ctx.db.select().from(appointments);
    clocked.clock.now = new Date(reserved!.startsAt.getTime() + HOUR);

    const res = await verifyRazorpay(client.token, await paid(ctx, orderId));
    expect(res.statusCode).toBe(409);
    const [appt] = await ctx.db.select().from(appointments);
    expect(appt).toMatchObject({
      id: appointmentId,
      payment: 'unpaid',
      cancelled: true,
      cancelledBy: 'system',
    });
    expect(await ctx.db.select().from(slotHolds)).toEqual([]);
    expect(await refundRows()).toEqual([
      expect.objectContaining({
        appointmentId,
        amountPaise: 9900,
        reason: 'the session had started before the payment completed',
      }),
    ]);
  });

  it('refunds the payment that paid for the session when a twice-paid reservation is cancelled', async () => {
    const { client, orderId, appointmentId } = await reservedScene(ctx);
    const [first] = await ctx.db.select().from(payments);
    const secondOrderId = providerStyleId('order');
    await ctx.db.insert(payments).values({
      ...first!,
      id: undefined,
      providerOrderId: secondOrderId,
      createdAt: new Date(first!.createdAt.getTime() + 1000),
      updatedAt: undefined,
    });
    // The later order is paid first and books; the earlier one is the duplicate.
    const booking = await paid(ctx, secondOrderId);
    expect((await verifyRazorpay(client.token, booking)).statusCode).toBe(200);
    const duplicate = await paid(ctx, orderId);
    expect((await verifyRazorpay(client.token, duplicate)).statusCode).toBe(200);

    await queuedClientRequest(ctx, appointmentId);
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const approved = await post(
      ctx,
      `/api/admin/appointments/${appointmentId}/approve-cancellation`,
      {},
      admin.token,
    );
    expect(approved.statusCode).toBe(200);

    const byPayment = new Map(
      (await ctx.db.select().from(payments)).map((p) => [p.providerPaymentId, p.id]),
    );
    const rows = await refundRows();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.idempotencyKey === `cancel-${appointmentId}`)?.paymentId).toBe(
      byPayment.get(booking.razorpay_payment_id),
    );
    await ctx.app.jobs.runDue();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/appointments',
      headers: { token: client.token },
    });
    expect(list.json().appointments[0].refund).toEqual({ status: 'processed', amountPaise: 9900 });
  });

  it('keeps a refund the provider calls processed at once pending until its webhook says so', async () => {
    const { client, orderId } = await reservedScene(ctx);
    expect((await verifyRazorpay(client.token, await paid(ctx, orderId))).statusCode).toBe(200);
    const [payment] = await ctx.db.select().from(payments);
    const simulated = testGateway();
    const instant: PaymentProvider = {
      ...simulated,
      refund: async () => ({ id: providerStyleId('rfnd'), status: 'processed' }),
    };
    const refunder = createRefunds({
      db: ctx.db,
      provider: instant,
      log: { warn: () => undefined },
    });
    const refundId = await ctx.db.transaction((tx) =>
      refunder.record(tx, {
        paymentRowId: payment!.id,
        providerPaymentId: payment!.providerPaymentId!,
        appointmentId: null,
        idempotencyKey: 'instant-test',
        amountPaise: 9900,
        cause: 'extra-payment',
        reason: 'test',
      }),
    );
    const [refund] = await refundRows();
    expect(refund!.id).toBe(refundId);
    await refunder.sendNow([refundId!]);
    expect(
      (await ctx.db.select().from(refunds).where(eq(refunds.id, refund!.id)))[0],
    ).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^rfnd_/) });
  });
});
