import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices, payments, refunds, slotHolds } from '../../../db/schema';
import { dbKind } from '../../../test/harness';
import { readPdf } from '../../../test/pdf-text';
import { insertClient } from '../../../test/factories';
import {
  bookingBody,
  capturedPayment,
  createOrder,
  paid,
  post,
  webhook,
} from '../../../test/booking-test-kit';
import { requestCancellation, useCountingApp } from '../../../test/appointments-test-kit';
import * as kit from '../../../test/series-test-kit';
import { weekAfter, type SeriesScene } from '../../../test/series-test-kit';

const { ctx } = useCountingApp();

const awayInWeekThree = () => kit.awayInWeekThree(ctx);
const paySeries = (s: SeriesScene, weeks = 4) => kit.paySeries(ctx, s, weeks);
const seriesRows = (seriesId: string) => kit.seriesRows(ctx, seriesId);
const preview = (token: string, body: object) => post(ctx, '/api/user/series-preview', body, token);

describe(`a standing weekly series (${dbKind()})`, () => {
  it('previews four weeks with the therapist away in week three: three free, ₹297', async () => {
    const s = await awayInWeekThree();
    const res = await preview(s.client.token, {
      docId: s.t.id,
      slotDate: s.slotDate,
      slotTime: '10:00',
      sessionType: 'online',
      weeks: 4,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      occurrences: [
        { slotDate: s.slotDate, slotTime: '10:00', available: true },
        { slotDate: weekAfter(s.slotDate, 1), slotTime: '10:00', available: true },
        { slotDate: s.away, slotTime: '10:00', available: false, reason: 'time-off' },
        { slotDate: weekAfter(s.slotDate, 3), slotTime: '10:00', available: true },
      ],
      amount: 29700,
      feePaise: 9900,
    });
    // A preview holds nothing.
    expect(await ctx.db.select().from(slotHolds)).toEqual([]);
  });

  it('refuses 13 weeks, a first week that is taken, and signed-out callers', async () => {
    const s = await awayInWeekThree();
    const body = { docId: s.t.id, slotDate: s.slotDate, slotTime: '10:00', sessionType: 'online' };
    expect((await preview(s.client.token, { ...body, weeks: 13 })).statusCode).toBe(400);
    expect((await preview(s.client.token, { ...body, weeks: 1 })).statusCode).toBe(400);
    expect((await post(ctx, '/api/user/series-preview', { ...body, weeks: 4 })).statusCode).toBe(
      401,
    );
    const awayFirst = await preview(s.client.token, { ...body, slotDate: s.away, weeks: 2 });
    expect(awayFirst.statusCode).toBe(400);
  });

  it('charges one order of ₹297, books three sessions with one series id and one invoice', async () => {
    const s = await awayInWeekThree();
    const { order, orderId, verified } = await paySeries(s);
    expect(order.order.amount).toBe(29700);
    expect(order.occurrences).toEqual([
      { slotDate: s.slotDate, slotTime: '10:00' },
      { slotDate: weekAfter(s.slotDate, 1), slotTime: '10:00' },
      { slotDate: weekAfter(s.slotDate, 3), slotTime: '10:00' },
    ]);
    const rows = await seriesRows(order.seriesId);
    expect(rows.map((r) => r.slotDate).sort()).toEqual(
      [s.slotDate, weekAfter(s.slotDate, 1), weekAfter(s.slotDate, 3)].sort(),
    );
    expect(rows.every((r) => r.payment === 'paid' && r.bookingFeePaise === 9900)).toBe(true);
    expect(rows.map((r) => r.id)).toContain(verified.appointmentId);
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, orderId));
    expect(payment).toMatchObject({
      status: 'captured',
      amountPaise: 29700,
      seriesId: order.seriesId,
    });
    const docs = await ctx.db.select().from(invoices);
    expect(docs.map((d) => [d.kind, d.totalPaise])).toEqual([['invoice', 29700]]);
    expect((docs[0]!.data as { description: string }).description).toMatch(
      /3 weekly online sessions/,
    );
    // The client's PDF, read back by PDF.js, names the weeks and the one total.
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/invoices/${docs[0]!.id}.pdf`,
      headers: { token: s.client.token },
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdf(pdf.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    for (const fact of ['Tax invoice', docs[0]!.number, '3 weekly online sessions', '₹297.00'])
      expect(flat).toContain(fact);
    // Every week's slot is held for good; the client's list shows the series.
    expect((await ctx.db.select().from(slotHolds)).every((h) => h.kind === 'booking')).toBe(true);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/appointments',
      headers: { token: s.client.token },
    });
    expect(
      list.json().appointments.filter((a: { seriesId: string }) => a.seriesId === order.seriesId),
    ).toHaveLength(3);
  });

  it('books the series once however often the payment is reported', async () => {
    const s = await awayInWeekThree();
    const { body, order, orderId, result } = await paySeries(s);
    const again = await post(
      ctx,
      '/api/user/verify-booking-payment',
      { ...body, ...result },
      s.client.token,
    );
    expect(again.statusCode).toBe(200);
    const hook = await webhook(
      ctx,
      'payment.captured',
      capturedPayment(orderId, result.razorpay_payment_id, 29700),
    );
    expect(hook.statusCode).toBe(200);
    await webhook(
      ctx,
      'payment.captured',
      capturedPayment(orderId, result.razorpay_payment_id, 29700),
    );
    expect(await seriesRows(order.seriesId)).toHaveLength(3);
    expect(await ctx.db.select().from(invoices)).toHaveLength(1);
    expect(await ctx.db.select().from(refunds)).toEqual([]);
  });

  it('refunds one cancelled week within 24 hours with its own credit note; two stand', async () => {
    const s = await awayInWeekThree();
    const { order } = await paySeries(s);
    const [second] = (await seriesRows(order.seriesId)).filter(
      (r) => r.slotDate === weekAfter(s.slotDate, 1),
    );
    const res = await requestCancellation(ctx, s.client.token, second!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ approved: true });
    await ctx.app.jobs.runDue();
    const rows = await seriesRows(order.seriesId);
    expect(rows.filter((r) => !r.cancelled)).toHaveLength(2);
    const [refund] = await ctx.db.select().from(refunds);
    expect(refund).toMatchObject({
      amountPaise: 9900,
      appointmentId: second!.id,
      status: 'processed',
    });
    const notes = (await ctx.db.select().from(invoices)).filter((d) => d.kind === 'credit-note');
    expect(notes.map((n) => n.totalPaise)).toEqual([9900]);
    // The order is not refunded as a whole: two weeks are still paid for.
    const [payment] = await ctx.db.select().from(payments);
    expect(payment?.status).toBe('captured');
    // Asking again refunds nothing more.
    expect((await requestCancellation(ctx, s.client.token, second!.id)).statusCode).toBe(409);
    expect(await ctx.db.select().from(refunds)).toHaveLength(1);
  });

  it('refunds weeks cancelled at the same instant once each, never more than was paid', async () => {
    const s = await awayInWeekThree();
    const { order } = await paySeries(s);
    const rows = await seriesRows(order.seriesId);
    const answers = await Promise.all(
      [...rows, ...rows].map((r) => requestCancellation(ctx, s.client.token, r.id)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    await ctx.app.jobs.runDue();
    const all = await ctx.db.select().from(refunds);
    expect(all.map((r) => r.amountPaise)).toEqual([9900, 9900, 9900]);
    expect(new Set(all.map((r) => r.appointmentId)).size).toBe(3);
    const [payment] = await ctx.db.select().from(payments);
    expect(payment?.status).toBe('refunded');
  });

  it('refunds a week taken by someone else before the payment came, and books the rest', async () => {
    const s = await awayInWeekThree();
    const body = { ...bookingBody(s.t.id, s.slotDate), weeks: 2 };
    const { orderId } = await createOrder(ctx, s.client.token, body);
    // The holds run out; another client books the second week.
    await ctx.db.update(slotHolds).set({ expiresAt: new Date(Date.now() - 1000) });
    const rival = await insertClient(ctx.db);
    const rivalBody = bookingBody(s.t.id, weekAfter(s.slotDate, 1));
    const rivalOrder = await createOrder(ctx, rival.token, rivalBody);
    const rivalPaid = await post(
      ctx,
      '/api/user/verify-booking-payment',
      { ...rivalBody, ...(await paid(ctx, rivalOrder.orderId)) },
      rival.token,
    );
    expect(rivalPaid.statusCode).toBe(200);
    const res = await post(
      ctx,
      '/api/user/verify-booking-payment',
      { ...body, ...(await paid(ctx, orderId)) },
      s.client.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, orderId));
    const mine = await seriesRows(payment!.seriesId!);
    expect(mine.map((r) => r.slotDate)).toEqual([s.slotDate]);
    const [late] = await ctx.db.select().from(refunds);
    expect(late).toMatchObject({ amountPaise: 9900, cause: 'hold-expired', appointmentId: null });
  });
});
