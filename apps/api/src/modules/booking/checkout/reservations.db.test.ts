import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { therapistBySlugResponse } from '@app/domain/schemas/therapist';
import { insertClient } from '../../../test/factories';
import { testGateway } from '../../../test/test-gateway';
import {
  appointments,
  auditLog,
  mailOutbox,
  payments,
  refunds,
  slotHolds,
} from '../../../db/schema';
import { SLOT_TAKEN_MESSAGE } from './availability.service';
import { LOST_SLOT_MESSAGE } from './checkout.service';
import { RESERVATION_EXPIRED_MESSAGE } from './reservations.service';
import {
  bookingBody,
  bookingScene,
  buildClockedApp,
  createOrder,
  paid,
  post,
  reserveSlot,
  type ClockedApp,
  useClockedApp,
} from '../../../test/booking-test-kit';

const MINUTE = 60_000;
const clocked = useClockedApp();
const ctx = clocked.ctx;

const checkSlot = (docId: string, slotDate: string, token?: string) =>
  post(ctx, '/api/user/check-slot-availability', { docId, slotDate, slotTime: '10:00' }, token);
const payOnline = (token: string, appointmentId: string) =>
  post(ctx, '/api/user/payment-razorpay', { appointmentId }, token);
const verifyRazorpay = (token: string, body: object) =>
  post(ctx, '/api/user/verifyRazorpay', body, token);
async function slotsBooked(slug: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/doctor/by-slug/${slug}` });
  return therapistBySlugResponse.parse(res.json()).data.slots_booked;
}

describe('POST /api/user/create-payment-order (pay-later reservation)', () => {
  it('reserves the slot as an unpaid appointment that blocks it for others for 15 minutes', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const reservedAt = clocked.clock.now;
    const expiresAt = new Date(reservedAt.getTime() + 15 * MINUTE);
    const { res, orderId, appointmentId } = await reserveSlot(ctx, client.token, {
      therapistId: t.id,
      slotDate,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Payment order created',
      razorpayKeyId: ctx.config.payments.keyId,
      provider: 'simulated',
      holdExpiresAt: expiresAt.toISOString(),
      appointmentId: expect.any(String),
      order: {
        id: expect.stringMatching(/^order_/),
        amount: 9900,
        currency: 'INR',
        receipt: `rs_${appointmentId.replaceAll('-', '')}`,
      },
    });

    const [appt] = await ctx.db.select().from(appointments);
    expect(appt).toMatchObject({
      id: appointmentId,
      clientId: client.account.id,
      payment: 'unpaid',
      reservationExpiresAt: expiresAt,
      cancelled: false,
      sessionType: 'online',
      firstName: client.account.firstName,
      email: client.account.email,
      bookingFeePaise: 9900,
    });
    const holds = await ctx.db.select().from(slotHolds);
    expect(holds).toEqual([
      expect.objectContaining({ kind: 'reservation', appointmentId, expiresAt }),
    ]);
    expect(await ctx.db.select().from(payments)).toEqual([
      expect.objectContaining({
        providerOrderId: orderId,
        appointmentId,
        holdId: holds[0]?.id,
        status: 'created',
        amountPaise: 9900,
      }),
    ]);
    expect(
      (await ctx.db.select().from(auditLog).orderBy(auditLog.id)).map((a) => a.action),
    ).toEqual(['appointment.reserved']);

    const other = await insertClient(ctx.db);
    expect((await checkSlot(t.id, slotDate)).statusCode).toBe(409);
    expect((await checkSlot(t.id, slotDate, other.token)).json()).toEqual({
      success: false,
      code: expect.any(String),
      message: SLOT_TAKEN_MESSAGE,
    });
    expect(await slotsBooked(t.slug)).toEqual({ [slotDate]: ['10:00'] });

    clocked.advance(15 * MINUTE - 1000);
    expect((await checkSlot(t.id, slotDate, other.token)).statusCode).toBe(409);
    clocked.advance(1000);
    expect((await checkSlot(t.id, slotDate, other.token)).json()).toEqual({
      success: true,
      message: 'Slot is available',
    });
    expect(await slotsBooked(t.slug)).toEqual({});

    const late = await payOnline(client.token, appointmentId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: RESERVATION_EXPIRED_MESSAGE,
    });
    expect(clocked.orders.created).toBe(1);
  });

  it('answers the same reservation and order when asked again while it is live', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const first = await reserveSlot(ctx, client.token, { therapistId: t.id, slotDate });
    clocked.advance(5 * MINUTE);
    const again = await reserveSlot(ctx, client.token, { therapistId: t.id, slotDate });
    expect(again.res.statusCode).toBe(200);
    expect(again.appointmentId).toBe(first.appointmentId);
    expect(again.orderId).toBe(first.orderId);
    expect(again.res.json().holdExpiresAt).toBe(first.res.json().holdExpiresAt);
    expect(await ctx.db.select().from(appointments)).toHaveLength(1);
    expect(await ctx.db.select().from(slotHolds)).toHaveLength(1);
    expect(await ctx.db.select().from(payments)).toHaveLength(1);
    expect(clocked.orders.created).toBe(1);

    const rival = await insertClient(ctx.db);
    const taken = await reserveSlot(ctx, rival.token, { therapistId: t.id, slotDate });
    expect(taken.res.statusCode).toBe(409);
    expect(taken.res.json().message).toBe(SLOT_TAKEN_MESSAGE);
  });

  it('gives the slot to another client after expiry; the old order is refunded, never double-booked', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const mine = await reserveSlot(ctx, client.token, { therapistId: t.id, slotDate });
    clocked.advance(16 * MINUTE);

    const rival = await insertClient(ctx.db);
    const body = bookingBody(t.id, slotDate);
    const rivalOrder = await createOrder(ctx, rival.token, body);
    expect(rivalOrder.res.statusCode).toBe(200);
    const rivalPaid = await post(
      ctx,
      '/api/user/verify-booking-payment',
      { ...body, ...(await paid(ctx, rivalOrder.orderId)) },
      rival.token,
    );
    expect(rivalPaid.statusCode).toBe(200);

    const ordersBefore = clocked.orders.created;
    const refused = await payOnline(client.token, mine.appointmentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(RESERVATION_EXPIRED_MESSAGE);
    expect(clocked.orders.created).toBe(ordersBefore);

    const result = await paid(ctx, mine.orderId);
    for (let i = 0; i < 2; i++) {
      const lost = await verifyRazorpay(client.token, result);
      expect(lost.statusCode).toBe(409);
      expect(lost.json().message).toBe(LOST_SLOT_MESSAGE);
    }

    const appts = await ctx.db.select().from(appointments);
    expect(appts.filter((a) => a.payment === 'paid')).toEqual([
      expect.objectContaining({ id: rivalPaid.json().appointmentId, clientId: rival.account.id }),
    ]);
    expect(appts.find((a) => a.id === mine.appointmentId)).toMatchObject({
      payment: 'unpaid',
      cancelled: true,
      cancelledBy: 'system',
    });
    // The simulated gateway's refund.processed webhook is applied by the job runner.
    await ctx.app.jobs.runDue();
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, mine.orderId));
    expect(payment).toMatchObject({
      status: 'refunded',
      providerPaymentId: result.razorpay_payment_id,
      appointmentId: mine.appointmentId,
    });
    expect(await ctx.db.select().from(refunds)).toEqual([
      expect.objectContaining({
        paymentId: payment?.id,
        appointmentId: mine.appointmentId,
        idempotencyKey: `late-${result.razorpay_payment_id}`,
        amountPaise: 9900,
        status: 'processed',
        providerRefundId: expect.stringMatching(/^rfnd_/),
      }),
    ]);
    const refundMails = (await ctx.db.select().from(mailOutbox)).filter(
      (m) => m.toAddress === client.account.email,
    );
    expect(refundMails).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/refunded/) }),
      expect.objectContaining({ subject: 'Refund processed: ₹99' }),
    ]);
    expect(refundMails[0]?.textBody).toContain('15-minute reservation ran out');
    expect(await ctx.db.select().from(slotHolds)).toEqual([
      expect.objectContaining({ kind: 'booking', clientId: rival.account.id }),
    ]);
    const audit = await ctx.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit.filter((a) => a.actorKind === 'system' || a.entity === 'payment')).toEqual([
      expect.objectContaining({
        action: 'appointment.cancelled',
        actorKind: 'system',
        entityId: mine.appointmentId,
      }),
      expect.objectContaining({ action: 'payment.late_refund', entityId: payment?.id }),
    ]);
  });

  it('lets exactly one of 20 concurrent clients reserve a slot', async () => {
    const { t, slotDate } = await bookingScene(ctx);
    const clients = await Promise.all(Array.from({ length: 20 }, () => insertClient(ctx.db)));
    const results = await Promise.all(
      clients.map((c) => reserveSlot(ctx, c.token, { therapistId: t.id, slotDate })),
    );
    const codes = results.map((r) => r.res.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await ctx.db.select().from(appointments)).toHaveLength(1);
    expect(await ctx.db.select().from(slotHolds)).toHaveLength(1);
    expect(await ctx.db.select().from(payments)).toHaveLength(1);
  });

  it('takes the contact details from the account and offers In-Person when Online is not offered', async () => {
    const { t, client, slotDate } = await bookingScene(ctx, { sessionModes: ['In-Person'] });
    const { res, appointmentId } = await reserveSlot(ctx, client.token, {
      therapistId: t.id,
      slotDate,
    });
    expect(res.statusCode).toBe(200);
    const [appt] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    expect(appt).toMatchObject({
      sessionType: 'in-person',
      lastName: client.account.lastName,
      email: client.account.email,
    });
  });
});

describe('create-payment-order when the provider cannot make the order', () => {
  let failing: ClockedApp;
  beforeAll(async () => {
    failing = await buildClockedApp({
      ...testGateway(),
      createOrder: async () => {
        throw new Error('gateway unreachable');
      },
    });
  });
  afterAll(async () => {
    await failing.ctx.app.close();
  });

  it('withdraws the reservation and its claim: nothing is left behind', async () => {
    const c = failing.ctx;
    const { t, client, slotDate } = await bookingScene(c);
    const { res } = await reserveSlot(c, client.token, { therapistId: t.id, slotDate });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: 'Failed to create payment order',
    });
    expect(await c.db.select().from(appointments)).toEqual([]);
    expect(await c.db.select().from(slotHolds)).toEqual([]);
    expect(await c.db.select().from(payments)).toEqual([]);
    expect((await c.db.select().from(auditLog).orderBy(auditLog.id)).map((a) => a.action)).toEqual([
      'appointment.reserved',
      'appointment.reservation_withdrawn',
    ]);
    const free = await post(c, '/api/user/check-slot-availability', {
      docId: t.id,
      slotDate,
      slotTime: '10:00',
    });
    expect(free.statusCode).toBe(200);
  });
});
