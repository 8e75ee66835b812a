import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { istInstant, parseSlotDateKey } from '@app/domain/ist';
import { buildTestApp, useTestApp } from '../../../test/harness';
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
import { LOST_SLOT_MESSAGE } from './checkout.service';
import {
  bookingBody,
  bookingScene,
  createOrder,
  paid,
  post,
  type Ctx,
  verifiesAndWebhooks,
} from '../../../test/booking-test-kit';

const ctx = useTestApp();

const verify = (c: Ctx, token: string, body: object) =>
  post(c, '/api/user/verify-booking-payment', body, token);

async function orderedScene(c: Ctx = ctx) {
  const scene = await bookingScene(c);
  const body = bookingBody(scene.t.id, scene.slotDate);
  const { orderId } = await createOrder(c, scene.client.token, body);
  return { ...scene, body, orderId };
}

const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');

describe('POST /api/user/verify-booking-payment', () => {
  it('books once, turns the hold into a booking and mails both sides an .ics in IST', async () => {
    const { t, client, slotDate, body, orderId } = await orderedScene();
    const result = await paid(ctx, orderId);
    const res = await verify(ctx, client.token, { ...body, ...result });
    expect(res.statusCode).toBe(200);
    const { appointmentId } = res.json();
    expect(res.json()).toEqual({
      success: true,
      message: 'Payment successful! Appointment booked.',
      appointmentId,
    });

    const startsAt = istInstant(parseSlotDateKey(slotDate)!, '10:00');
    const [appt] = await ctx.db.select().from(appointments);
    expect(appt).toMatchObject({
      id: appointmentId,
      clientId: client.account.id,
      therapistId: t.id,
      startsAt,
      slotDate,
      slotTime: '10:00',
      sessionType: 'online',
      payment: 'paid',
      firstName: 'Priya',
      phone: '9876543210',
      therapistFeeRupees: 1500,
      bookingFeePaise: 9900,
      refundPolicy: 'booking-fee-24h-v1',
    });
    expect(await ctx.db.select().from(slotHolds)).toEqual([
      expect.objectContaining({ kind: 'booking', expiresAt: null, appointmentId }),
    ]);
    const [payment] = await ctx.db.select().from(payments);
    expect(payment).toMatchObject({
      status: 'captured',
      providerPaymentId: result.razorpay_payment_id,
      appointmentId,
    });
    const audit = await ctx.db.select().from(auditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'appointment.booked',
        entityId: appointmentId,
        actorKind: 'user',
      }),
    ]);

    const mails = await ctx.db.select().from(mailOutbox);
    // The client's mail goes to the account's address, never to the one the request body named.
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [client.account.email, 'therapist@example.com'].sort(),
    );
    for (const mail of mails) {
      expect(mail.textBody).toContain('10:00 AM IST');
      const [ics] = mail.attachments as Array<{
        filename: string;
        contentType: string;
        contentBase64: string;
      }>;
      expect(ics?.contentType).toMatch(/^text\/calendar/);
      const text = decode(ics!.contentBase64);
      expect(text).toContain(`UID:${appointmentId}\r\n`);
      const utc = startsAt.toISOString().replace(/[-:]/g, '').replace('.000', '');
      expect(text).toContain(`DTSTART:${utc}\r\n`);
      expect(text).toContain(
        `DTEND:${new Date(startsAt.getTime() + 3600_000).toISOString().replace(/[-:]/g, '').replace('.000', '')}`,
      );
    }
  });

  it('skips the therapist mail when the therapist has no email', async () => {
    const scene = await bookingScene(ctx, { email: null });
    const body = bookingBody(scene.t.id, scene.slotDate);
    const { orderId } = await createOrder(ctx, scene.client.token, body);
    expect(
      (await verify(ctx, scene.client.token, { ...body, ...(await paid(ctx, orderId)) }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.db.select().from(mailOutbox)).map((m) => m.toAddress)).toEqual([
      scene.client.account.email,
    ]);
  });

  it.each(['verify first', 'webhook first'])(
    'books exactly once for 5 verifies and 5 webhooks (%s)',
    async (order) => {
      const { client, body, orderId } = await orderedScene();
      const result = await paid(ctx, orderId);
      const responses = await verifiesAndWebhooks(ctx, order, {
        orderId,
        paymentId: result.razorpay_payment_id,
        verify: () => verify(ctx, client.token, { ...body, ...result }),
      });
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const appts = await ctx.db.select().from(appointments);
      expect(appts).toHaveLength(1);
      const ids = responses.map((r) => r.json().appointmentId).filter(Boolean);
      expect(new Set(ids)).toEqual(new Set([appts[0]?.id]));
      expect(await ctx.db.select().from(mailOutbox)).toHaveLength(2);
    },
  );

  it('refuses a tampered signature and changes nothing', async () => {
    const { client, body, orderId } = await orderedScene();
    const result = { ...(await paid(ctx, orderId)), razorpay_signature: 'f'.repeat(64) };
    const res = await verify(ctx, client.token, { ...body, ...result });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment verification failed. Please contact support.');
    expect(await ctx.db.select().from(appointments)).toEqual([]);
    expect((await ctx.db.select().from(payments))[0]?.status).toBe('created');
  });

  it("answers 404 for someone else's order and changes nothing", async () => {
    const { body, orderId } = await orderedScene();
    const stranger = await insertClient(ctx.db);
    const res = await verify(ctx, stranger.token, { ...body, ...(await paid(ctx, orderId)) });
    expect(res.statusCode).toBe(404);
    expect(await ctx.db.select().from(appointments)).toEqual([]);
    expect((await ctx.db.select().from(payments))[0]?.status).toBe('created');
  });

  it('refuses a client amount that differs from the order (older verify call)', async () => {
    const { client, t, slotDate, orderId } = await orderedScene();
    const res = await post(
      ctx,
      '/api/user/verify-payment-and-book',
      { ...(await paid(ctx, orderId)), docId: t.id, slotDate, slotTime: '10:00', amount: 100 },
      client.token,
    );
    expect(res.statusCode).toBe(400);
    expect(await ctx.db.select().from(appointments)).toEqual([]);
    const ok = await post(
      ctx,
      '/api/user/verify-payment-and-book',
      { ...(await paid(ctx, orderId)), docId: t.id, slotDate, slotTime: '10:00', amount: 9900 },
      client.token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: 'Appointment booked successfully!',
      appointmentId: expect.any(String),
    });
  });

  it('books when the hold expired but the slot is still free', async () => {
    const { client, body, orderId } = await orderedScene();
    await ctx.db.update(slotHolds).set({ expiresAt: new Date(Date.now() - 60_000) });
    const res = await verify(ctx, client.token, { ...body, ...(await paid(ctx, orderId)) });
    expect(res.statusCode).toBe(200);
    expect(await ctx.db.select().from(slotHolds)).toEqual([
      expect.objectContaining({ kind: 'booking', expiresAt: null }),
    ]);
  });

  it('refunds a late payment whose slot was taken, tells the client and books nothing', async () => {
    const { client, t, body, orderId } = await orderedScene();
    await ctx.db.update(slotHolds).set({ expiresAt: new Date(Date.now() - 60_000) });
    const rival = await insertClient(ctx.db);
    expect(
      (await createOrder(ctx, rival.token, bookingBody(t.id, body.slotDate))).res.statusCode,
    ).toBe(200);

    const result = await paid(ctx, orderId);
    const res = await verify(ctx, client.token, { ...body, ...result });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LOST_SLOT_MESSAGE);
    const again = await verify(ctx, client.token, { ...body, ...result });
    expect(again.statusCode).toBe(409);

    expect(await ctx.db.select().from(appointments)).toEqual([]);
    // The simulated gateway's refund.processed webhook is applied by the job runner.
    await ctx.app.jobs.runDue();
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, orderId));
    expect(payment).toMatchObject({
      status: 'refunded',
      providerPaymentId: result.razorpay_payment_id,
      appointmentId: null,
    });
    const refundRows = await ctx.db.select().from(refunds);
    expect(refundRows).toEqual([
      expect.objectContaining({
        paymentId: payment?.id,
        idempotencyKey: `late-${result.razorpay_payment_id}`,
        amountPaise: 9900,
        status: 'processed',
        providerRefundId: expect.stringMatching(/^rfnd_/),
      }),
    ]);
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails).toEqual([
      expect.objectContaining({
        toAddress: client.account.email,
        subject: expect.stringMatching(/refunded/),
      }),
      expect.objectContaining({ subject: 'Refund processed: ₹99' }),
    ]);
  });
});

describe('provider answers that do not match', () => {
  let tampered: Ctx;
  beforeAll(async () => {
    const simulated = testGateway();
    tampered = await buildTestApp({
      paymentProvider: {
        ...simulated,
        fetchPayment: async (id) => ({
          ...(await simulated.fetchPayment(id)),
          amountPaise: 100,
        }),
      },
    });
  });
  afterAll(async () => {
    await tampered.app.close();
  });

  it('refuses a payment whose amount differs from the stored order', async () => {
    const { client, body, orderId } = await orderedScene(tampered);
    const res = await verify(tampered, client.token, {
      ...body,
      ...(await paid(tampered, orderId)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/amount does not match/);
    expect(await ctx.db.select().from(appointments)).toEqual([]);
    expect((await ctx.db.select().from(payments))[0]?.status).toBe('created');
  });
});
