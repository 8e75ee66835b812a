import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminPaymentsResponse, goodwillRefundResponse } from '@app/domain/schemas/admin-ops';
import { auditLog, invoices, payments, refunds } from '../../../db/schema';
import { dbKind } from '../../../test/harness';
import { post } from '../../../test/booking-test-kit';
import {
  adminPost,
  insertAdmin,
  paidAppointment,
  queuedClientRequest,
  useCountingApp,
} from '../../../test/appointments-test-kit';

const { ctx, gateway } = useCountingApp();

const REASON = 'The video room failed for the first 20 minutes.';
const refund = (token: string, paymentId: string, body: object) =>
  post(ctx, `/api/admin/payments/${paymentId}/refund`, { reason: REASON, ...body }, token);

async function booked() {
  const admin = await insertAdmin(ctx);
  const b = await paidAppointment(ctx);
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.appointmentId, b.appointmentId));
  if (!payment) throw new Error('no payment');
  return { ...b, admin, payment };
}

async function listed(token: string, paymentId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/payments',
    headers: { token },
  });
  return adminPaymentsResponse.parse(res.json()).items.find((p) => p.id === paymentId)!;
}

const refundRows = () => ctx.db.select().from(refunds);

describe(`partial goodwill refunds (${dbKind()})`, () => {
  it('refunds part of a payment with a credit note for that part, then the rest', async () => {
    const b = await booked();
    const first = await refund(b.admin.token, b.payment.id, {
      amountPaise: 4000,
      requestId: randomUUID(),
    });
    expect(first.statusCode).toBe(200);
    expect(goodwillRefundResponse.parse(first.json()).refund.amountPaise).toBe(4000);
    await ctx.app.jobs.runDue();

    const notes = (await ctx.db.select().from(invoices)).filter((d) => d.kind === 'credit-note');
    expect(notes.map((n) => n.totalPaise)).toEqual([4000]);
    const [invoice] = (await ctx.db.select().from(invoices)).filter((d) => d.kind === 'invoice');
    expect(notes[0]!.creditsInvoiceId).toBe(invoice!.id);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.goodwill_refund'));
    expect(audits.map((a) => (a.data as { amountPaise: number }).amountPaise)).toEqual([4000]);
    // The payment keeps what is left, and the console offers that much; another payment's
    // refunds are not counted against it.
    expect(await listed(b.admin.token, b.payment.id)).toMatchObject({
      status: 'captured',
      refundable: true,
      refundablePaise: 5900,
    });
    const other = await paidAppointment(ctx, b, '11:00');
    const [otherPayment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.appointmentId, other.appointmentId));
    expect(await listed(b.admin.token, otherPayment!.id)).toMatchObject({ refundablePaise: 9900 });

    const rest = await refund(b.admin.token, b.payment.id, { requestId: randomUUID() });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().refund.amountPaise).toBe(5900);
    await ctx.app.jobs.runDue();
    expect(await listed(b.admin.token, b.payment.id)).toMatchObject({
      status: 'refunded',
      refundable: false,
      refundablePaise: 0,
    });
    expect(gateway.refundCalls()).toBe(2);
    const noteTotals = (await ctx.db.select().from(invoices))
      .filter((d) => d.kind === 'credit-note')
      .map((n) => n.totalPaise)
      .sort();
    expect(noteTotals).toEqual([4000, 5900]);
  });

  it('refuses more than is left to refund, with its code, and amounts below a rupee', async () => {
    const b = await booked();
    expect(
      (await refund(b.admin.token, b.payment.id, { amountPaise: 7000, requestId: randomUUID() }))
        .statusCode,
    ).toBe(200);
    const over = await refund(b.admin.token, b.payment.id, {
      amountPaise: 3000,
      requestId: randomUUID(),
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ success: false, code: 'REFUND_EXCEEDS_PAYMENT' });
    expect(over.json().message).toContain('₹29');
    for (const amountPaise of [0, 50, -100, 12.5]) {
      const bad = await refund(b.admin.token, b.payment.id, {
        amountPaise,
        requestId: randomUUID(),
      });
      expect(bad.statusCode).toBe(400);
    }
    expect((await refundRows()).map((r) => r.amountPaise)).toEqual([7000]);
  });

  it('lets two partial refunds at the same instant never exceed the payment', async () => {
    const b = await booked();
    const answers = await Promise.all(
      [6000, 6000].map((amountPaise) =>
        refund(b.admin.token, b.payment.id, { amountPaise, requestId: randomUUID() }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await ctx.app.jobs.runDue();
    expect((await refundRows()).map((r) => r.amountPaise)).toEqual([6000]);
    expect(gateway.refundCalls()).toBe(1);
  });

  it('does not double a replayed request: the same answer, one refund, one audit entry', async () => {
    const b = await booked();
    const body = { amountPaise: 2500, requestId: randomUUID() };
    const answers = await Promise.all(
      [1, 2, 3].map(() => refund(b.admin.token, b.payment.id, body)),
    );
    await ctx.app.jobs.runDue();
    const again = await refund(b.admin.token, b.payment.id, body);
    const all = [...answers, again];
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(all.map((r) => r.json().refund.id)).size).toBe(1);
    expect((await refundRows()).map((r) => r.amountPaise)).toEqual([2500]);
    expect(gateway.refundCalls()).toBe(1);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.goodwill_refund'));
    expect(audits).toHaveLength(1);
  });

  it('a cancellation after a partial refund returns what is left of the booking fee', async () => {
    const b = await booked();
    expect(
      (await refund(b.admin.token, b.payment.id, { amountPaise: 4000, requestId: randomUUID() }))
        .statusCode,
    ).toBe(200);
    await queuedClientRequest(ctx, b.appointmentId);
    expect(
      (await adminPost(ctx, b.admin.token, b.appointmentId, 'approve-cancellation')).statusCode,
    ).toBe(200);
    await ctx.app.jobs.runDue();
    expect((await refundRows()).map((r) => [r.cause, r.amountPaise]).sort()).toEqual([
      ['cancellation', 5900],
      ['goodwill', 4000],
    ]);
    expect(gateway.refundCalls()).toBe(2);
  });
});
