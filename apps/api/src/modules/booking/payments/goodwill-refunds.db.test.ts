import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminPaymentsResponse, goodwillRefundResponse } from '@app/domain/schemas/admin-ops';
import { personResponse } from '@app/domain/schemas/admin-people';
import { auditLog, mailOutbox, payments, refunds } from '../../../db/schema';
import { dbKind } from '../../../test/harness';
import { insertClient } from '../../../test/factories';
import { bookingBody, bookingScene, createOrder, post } from '../../../test/booking-test-kit';
import {
  appointmentRow,
  insertAdmin,
  paidAppointment,
  queuedClientRequest,
  requestCancellation,
  useCountingApp,
} from '../../../test/appointments-test-kit';
import { GOODWILL_REFUSALS } from './admin-ledger.service';

const { ctx, gateway } = useCountingApp();

const refund = (token: string | undefined, paymentId: string, body: object) =>
  post(ctx, `/api/admin/payments/${paymentId}/refund`, body, token);

async function paymentOf(appointmentId: string) {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.appointmentId, appointmentId));
  if (!row) throw new Error('no payment');
  return row;
}

const refundRows = () => ctx.db.select().from(refunds);

describe(`a goodwill refund of a captured payment (${dbKind()})`, () => {
  it('refunds it in full once, keeps the booking, audits it and mails the client', async () => {
    const admin = await insertAdmin(ctx);
    const booked = await paidAppointment(ctx);
    const payment = await paymentOf(booked.appointmentId);
    const body = { reason: 'The video room failed for 20 minutes.' };
    // Sent three times at once, then once more.
    const answers = await Promise.all([1, 2, 3].map(() => refund(admin.token, payment.id, body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const ok = goodwillRefundResponse.parse(answers.find((r) => r.statusCode === 200)!.json());
    expect(ok).toMatchObject({ paymentId: payment.id, refund: { amountPaise: 9900 } });
    expect(ok.message).toMatch(/^Goodwill refund recorded\. Refund of ₹99 requested \(rfnd_/);
    for (const refused of answers.filter((r) => r.statusCode === 409))
      expect(refused.json().message).toMatch(/^This payment was already refunded \(₹99, /);

    await ctx.app.jobs.runDue();
    const replay = await refund(admin.token, payment.id, body);
    expect([replay.statusCode, replay.json().message]).toEqual([
      409,
      GOODWILL_REFUSALS.refunded(9900, 'processed'),
    ]);
    expect(await refundRows()).toEqual([
      expect.objectContaining({
        paymentId: payment.id,
        appointmentId: booked.appointmentId,
        providerPaymentId: payment.providerPaymentId,
        idempotencyKey: `goodwill-${payment.id}`,
        amountPaise: 9900,
        cause: 'goodwill',
        status: 'processed',
      }),
    ]);
    expect(gateway.refundCalls()).toBe(1);
    expect((await paymentOf(booked.appointmentId)).status).toBe('refunded');
    expect(await appointmentRow(ctx, booked.appointmentId)).toMatchObject({
      cancelled: false,
      payment: 'paid',
    });
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.goodwill_refund'));
    expect(audits).toEqual([
      expect.objectContaining({
        actorAccountId: admin.account.id,
        entity: 'payment',
        entityId: payment.id,
        data: expect.objectContaining({ amountPaise: 9900, reason: body.reason }),
      }),
    ]);
    const mails = (await ctx.db.select().from(mailOutbox)).filter(
      (m) => m.toAddress === booked.client.account.email,
    );
    const goodwill = mails.filter((m) => m.kind === 'refund.goodwill');
    expect(goodwill).toHaveLength(1);
    expect(goodwill[0]?.subject).toBe('Refund on its way: ₹99');
    expect(goodwill[0]?.textBody).toContain(`Reason: ${body.reason}`);
    expect(goodwill[0]?.textBody).toContain('Your appointment stays booked.');
    expect(mails.map((m) => m.subject)).toContain('Refund processed: ₹99');
  });

  it('the payments list and the person page offer it only while nothing refunded the payment', async () => {
    const admin = await insertAdmin(ctx);
    const booked = await paidAppointment(ctx);
    const payment = await paymentOf(booked.appointmentId);
    const listed = async () =>
      adminPaymentsResponse
        .parse(
          (
            await ctx.app.inject({
              method: 'GET',
              url: '/api/admin/payments',
              headers: { token: admin.token },
            })
          ).json(),
        )
        .items.find((p) => p.id === payment.id);
    const onPage = async () =>
      personResponse
        .parse(
          (
            await ctx.app.inject({
              method: 'GET',
              url: `/api/admin/people/${booked.client.account.id}`,
              headers: { token: admin.token },
            })
          ).json(),
        )
        .payments.find((p) => p.id === payment.id);
    expect((await listed())?.refundable).toBe(true);
    expect((await onPage())?.refundable).toBe(true);
    expect((await refund(admin.token, payment.id, { reason: 'Goodwill' })).statusCode).toBe(200);
    expect((await listed())?.refundable).toBe(false);
    expect((await onPage())?.refundable).toBe(false);
  });

  it('refuses a payment a cancellation already refunded, and a cancellation after it refunds nothing more', async () => {
    const admin = await insertAdmin(ctx);
    const first = await paidAppointment(ctx);
    await queuedClientRequest(ctx, first.appointmentId);
    const approved = await post(
      ctx,
      `/api/admin/appointments/${first.appointmentId}/approve-cancellation`,
      {},
      admin.token,
    );
    expect(approved.statusCode).toBe(200);
    const paidFirst = await paymentOf(first.appointmentId);
    const refused = await refund(admin.token, paidFirst.id, { reason: 'Goodwill' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This payment was already refunded \(₹99, /);

    // Refunded by goodwill first: the client's request (approved by the refund window) and the
    // team's cancellation go through and refund nothing more.
    const second = await paidAppointment(ctx);
    const paidSecond = await paymentOf(second.appointmentId);
    expect((await refund(admin.token, paidSecond.id, { reason: 'Goodwill' })).statusCode).toBe(200);
    const refundsBefore = (await ctx.db.select().from(refunds)).length;
    const asked = await requestCancellation(ctx, second.client.token, second.appointmentId);
    expect(asked.json()).toMatchObject({ success: true, approved: true });
    expect((await ctx.db.select().from(refunds)).length).toBe(refundsBefore);
    const third = await paidAppointment(ctx);
    const paidThird = await paymentOf(third.appointmentId);
    expect((await refund(admin.token, paidThird.id, { reason: 'Goodwill' })).statusCode).toBe(200);
    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/appointments/${third.appointmentId}/cancel-preview`,
      headers: { token: admin.token },
    });
    expect(preview.json()).toMatchObject({
      refunds: { full: 0, policy: 0, none: 0 },
      note: expect.stringMatching(/^The booking fee was already refunded \(₹99, /),
    });
    const cancelled = await post(
      ctx,
      `/api/admin/appointments/${third.appointmentId}/cancel`,
      { reason: 'Therapist unwell', refund: 'full' },
      admin.token,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(
      'Session cancelled. The booking fee was already refunded, so nothing more is.',
    );
    await ctx.app.jobs.runDue();
    const rows = await refundRows();
    expect(rows.map((r) => [r.paymentId, r.cause]).sort()).toEqual(
      [
        [paidFirst.id, 'cancellation'],
        [paidSecond.id, 'goodwill'],
        [paidThird.id, 'goodwill'],
      ].sort(),
    );
    expect(gateway.refundCalls()).toBe(3);
  });

  it('refunds once when the team cancels with a full refund at the same instant', async () => {
    const admin = await insertAdmin(ctx);
    for (let i = 0; i < 3; i++) {
      gateway.reset();
      const booked = await paidAppointment(ctx);
      const payment = await paymentOf(booked.appointmentId);
      const [goodwill, cancelled] = await Promise.all([
        refund(admin.token, payment.id, { reason: 'Goodwill' }),
        post(
          ctx,
          `/api/admin/appointments/${booked.appointmentId}/cancel`,
          { reason: 'Therapist unwell', refund: 'full' },
          admin.token,
        ),
      ]);
      expect(cancelled.statusCode).toBe(200);
      expect([200, 409]).toContain(goodwill.statusCode);
      await ctx.app.jobs.runDue();
      const mine = (await refundRows()).filter((r) => r.paymentId === payment.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.cause).toBe(goodwill.statusCode === 200 ? 'goodwill' : 'cancellation');
      expect(gateway.refundCalls()).toBe(1);
    }
  });

  it('refuses an order never paid, a failed payment and a featured plan, with the reason', async () => {
    const admin = await insertAdmin(ctx);
    const scene = await bookingScene(ctx);
    const { orderId } = await createOrder(
      ctx,
      scene.client.token,
      bookingBody(scene.t.id, scene.slotDate),
    );
    const [created] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, orderId));
    const unpaid = await refund(admin.token, created!.id, { reason: 'Goodwill' });
    expect([unpaid.statusCode, unpaid.json().message]).toEqual([
      409,
      GOODWILL_REFUSALS.notCaptured,
    ]);
    await ctx.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, created!.id));
    const failed = await refund(admin.token, created!.id, { reason: 'Goodwill' });
    expect([failed.statusCode, failed.json().message]).toEqual([409, GOODWILL_REFUSALS.failed]);

    const booked = await paidAppointment(ctx);
    const payment = await paymentOf(booked.appointmentId);
    await ctx.db
      .update(payments)
      .set({ purpose: 'featured_plan' })
      .where(eq(payments.id, payment.id));
    const featured = await refund(admin.token, payment.id, { reason: 'Goodwill' });
    expect([featured.statusCode, featured.json().message]).toEqual([
      409,
      GOODWILL_REFUSALS.featuredPlan,
    ]);
    expect(await refundRows()).toEqual([]);
    expect(gateway.refundCalls()).toBe(0);
  });

  it('answers 404 for unknown ids, 400 for a bad body, 401 and 403 for others', async () => {
    const admin = await insertAdmin(ctx);
    const booked = await paidAppointment(ctx);
    const payment = await paymentOf(booked.appointmentId);
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await refund(admin.token, unknown, { reason: 'Goodwill' });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Payment not found']);
    }
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }, { reason: 7 }]) {
      const res = await refund(admin.token, payment.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/reason/);
    }
    const client = await insertClient(ctx.db);
    expect((await refund(undefined, payment.id, { reason: 'Goodwill' })).statusCode).toBe(401);
    expect((await refund(client.token, payment.id, { reason: 'Goodwill' })).statusCode).toBe(403);
    expect((await refund(booked.client.token, payment.id, { reason: 'Goodwill' })).statusCode).toBe(
      403,
    );
    expect(await refundRows()).toEqual([]);
  });
});
