import { sweepExpiredReservations } from './reservation-expiry';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { providerStyleId } from '../../../adapters/payments/payment-provider';
import { insertClient } from '../../../test/factories';
import {
  appointments,
  auditLog,
  mailOutbox,
  payments,
  refunds,
  slotHolds,
} from '../../../db/schema';
import { ALREADY_PAID_MESSAGE, RESERVATION_EXPIRED_MESSAGE } from './reservations.service';
import {
  paid,
  post,
  webhook,
  useClockedApp,
  reservedScene,
  verifiesAndWebhooks,
} from '../../../test/booking-test-kit';

const MINUTE = 60_000;
const clocked = useClockedApp();
const ctx = clocked.ctx;

const payOnline = (token: string, appointmentId: string) =>
  post(ctx, '/api/user/payment-razorpay', { appointmentId }, token);
const verifyRazorpay = (token: string, body: object) =>
  post(ctx, '/api/user/verifyRazorpay', body, token);

const appointmentRow = async (id: string) =>
  (await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0];

describe('POST /api/user/payment-razorpay and /api/user/verifyRazorpay', () => {
  it("pays the caller's reservation: its open order, then one paid appointment on a permanent claim", async () => {
    const { t, slotDate, client, orderId, appointmentId, res } = await reservedScene(ctx);
    clocked.advance(5 * MINUTE);
    const open = await payOnline(client.token, appointmentId);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({
      success: true,
      message: 'Payment order created',
      order: expect.objectContaining({ id: orderId, amount: 9900, currency: 'INR' }),
      razorpayKeyId: ctx.config.payments.keyId,
      provider: 'simulated',
      holdExpiresAt: res.json().holdExpiresAt,
    });
    expect(clocked.orders.created).toBe(1);

    const result = await paid(ctx, orderId);
    const ok = await verifyRazorpay(client.token, { ...result, appointmentId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: 'Payment successful! Appointment booked.',
      appointmentId,
    });
    expect(await appointmentRow(appointmentId)).toMatchObject({
      payment: 'paid',
      reservationExpiresAt: null,
      cancelled: false,
    });
    expect(await ctx.db.select().from(slotHolds)).toEqual([
      expect.objectContaining({ kind: 'booking', expiresAt: null, appointmentId }),
    ]);
    expect(await ctx.db.select().from(payments)).toEqual([
      expect.objectContaining({
        status: 'captured',
        providerPaymentId: result.razorpay_payment_id,
        appointmentId,
      }),
    ]);
    const audit = await ctx.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.actorKind])).toEqual([
      ['appointment.reserved', 'user'],
      ['appointment.paid', 'user'],
    ]);
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [client.account.email, 'therapist@example.com'].sort(),
    );

    const again = await payOnline(client.token, appointmentId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_PAID_MESSAGE);
    // Paid: the slot stays taken after the reservation's time has passed.
    clocked.advance(60 * MINUTE);
    const check = await post(ctx, '/api/user/check-slot-availability', {
      docId: t.id,
      slotDate,
      slotTime: '10:00',
    });
    expect(check.statusCode).toBe(409);
  });

  it.each(['verify first', 'webhook first'])(
    'pays once for 5 verifies and 5 webhooks (%s)',
    async (order) => {
      const { client, orderId, appointmentId } = await reservedScene(ctx);
      const result = await paid(ctx, orderId);
      const responses = await verifiesAndWebhooks(ctx, order, {
        orderId,
        paymentId: result.razorpay_payment_id,
        verify: () => verifyRazorpay(client.token, result),
      });
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const ids = responses.map((r) => r.json().appointmentId).filter(Boolean);
      expect(new Set(ids)).toEqual(new Set([appointmentId]));
      const appts = await ctx.db.select().from(appointments);
      expect(appts).toEqual([expect.objectContaining({ id: appointmentId, payment: 'paid' })]);
      const rows = await ctx.db.select().from(payments);
      expect(rows.filter((p) => p.status === 'captured')).toHaveLength(1);
      expect(await ctx.db.select().from(refunds)).toEqual([]);
      expect(await ctx.db.select().from(mailOutbox)).toHaveLength(2);
    },
  );

  it('pays through the older verify-payment-and-book with its own success message', async () => {
    const { client, t, slotDate, orderId, appointmentId } = await reservedScene(ctx);
    const res = await post(
      ctx,
      '/api/user/verify-payment-and-book',
      { ...(await paid(ctx, orderId)), docId: t.id, slotDate, slotTime: '10:00', amount: 9900 },
      client.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Appointment booked successfully!',
      appointmentId,
    });
    expect(await ctx.db.select().from(appointments)).toHaveLength(1);
  });

  it('honours a payment made after expiry while the slot is still free, even after the sweep', async () => {
    const { client, orderId, appointmentId } = await reservedScene(ctx);
    clocked.advance(20 * MINUTE);
    expect(await sweepExpiredReservations(ctx.db, clocked.clock.now)).toBe(1);
    expect(await appointmentRow(appointmentId)).toMatchObject({
      cancelled: true,
      cancelledBy: 'system',
    });
    expect(await ctx.db.select().from(slotHolds)).toEqual([]);

    const res = await verifyRazorpay(client.token, await paid(ctx, orderId));
    expect(res.statusCode).toBe(200);
    expect(await appointmentRow(appointmentId)).toMatchObject({
      payment: 'paid',
      cancelled: false,
      cancelledBy: null,
      cancelledAt: null,
      reservationExpiresAt: null,
    });
    expect(await ctx.db.select().from(slotHolds)).toEqual([
      expect.objectContaining({ kind: 'booking', expiresAt: null, appointmentId }),
    ]);
  });

  it('reuses a failed order, and opens a new one for a reservation that has none', async () => {
    const { client, orderId, appointmentId } = await reservedScene(ctx);
    await webhook(ctx, 'payment.failed', {
      payment: {
        entity: {
          id: providerStyleId('pay'),
          order_id: orderId,
          amount: 9900,
          error_description: 'declined',
        },
      },
    });
    expect((await ctx.db.select().from(payments))[0]?.status).toBe('failed');
    const reused = await payOnline(client.token, appointmentId);
    expect(reused.json().order.id).toBe(orderId);
    expect(clocked.orders.created).toBe(1);

    await ctx.db.delete(payments);
    const fresh = await payOnline(client.token, appointmentId);
    expect(fresh.statusCode).toBe(200);
    const newOrderId = fresh.json().order.id;
    expect(newOrderId).not.toBe(orderId);
    expect(clocked.orders.created).toBe(2);
    const [hold] = await ctx.db.select().from(slotHolds);
    expect(await ctx.db.select().from(payments)).toEqual([
      expect.objectContaining({
        providerOrderId: newOrderId,
        appointmentId,
        holdId: hold?.id,
        status: 'created',
        amountPaise: 9900,
      }),
    ]);
    expect((await verifyRazorpay(client.token, await paid(ctx, newOrderId))).statusCode).toBe(200);
  });

  it("answers 404 for someone else's or an unknown appointment and order, changing nothing", async () => {
    const { orderId, appointmentId } = await reservedScene(ctx);
    const stranger = await insertClient(ctx.db);
    for (const id of [appointmentId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await payOnline(stranger.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: 'Appointment not found',
      });
    }
    const verify = await verifyRazorpay(stranger.token, {
      ...(await paid(ctx, orderId)),
      appointmentId,
    });
    expect(verify.statusCode).toBe(404);
    expect(clocked.orders.created).toBe(1);
    expect(await appointmentRow(appointmentId)).toMatchObject({
      payment: 'unpaid',
      cancelled: false,
    });
    expect((await ctx.db.select().from(payments)).map((p) => p.status)).toEqual(['created']);
    expect(await ctx.db.select().from(auditLog)).toHaveLength(1);
    expect(await ctx.db.select().from(mailOutbox)).toEqual([]);
    const anonymous = await post(ctx, '/api/user/payment-razorpay', { appointmentId });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an appointment id that is not the order’s', async () => {
    const first = await reservedScene(ctx);
    const res = await verifyRazorpay(first.client.token, {
      ...(await paid(ctx, first.orderId)),
      appointmentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(await appointmentRow(first.appointmentId)).toMatchObject({ payment: 'unpaid' });
  });

  it('refuses to reopen an expired reservation before making any order', async () => {
    const { client, appointmentId } = await reservedScene(ctx);
    // No open order to fall back on: a new one would have to be made, and must not be.
    await ctx.db.delete(payments);
    clocked.advance(15 * MINUTE);
    const res = await payOnline(client.token, appointmentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RESERVATION_EXPIRED_MESSAGE);
    expect(clocked.orders.created).toBe(1);
    expect(await ctx.db.select().from(payments)).toEqual([]);
  });
});
