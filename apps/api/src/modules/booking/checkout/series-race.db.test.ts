import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, payments, refunds } from '../../../db/schema';
import { dbKind, useTestApp } from '../../../test/harness';
import { useSecondInstance } from '../../../test/second-instance';
import { insertClient } from '../../../test/factories';
import {
  bookingBody,
  capturedPayment,
  createOrder,
  paid,
  post,
  webhook,
} from '../../../test/booking-test-kit';
import { therapistScene } from '../../../test/dashboard-test-kit';
import { weekAfter } from '../../../test/series-test-kit';

const ctx = useTestApp();

const second = useSecondInstance(ctx);

const on = (i: number) => (i % 2 ? second.ctx : ctx);

describe(`weekly series raced on two server processes (${dbKind()})`, () => {
  it('never sells one time twice, and every rupee taken is a booked week or a refund', async () => {
    const scene = await therapistScene(ctx);
    const others = await Promise.all([insertClient(ctx.db), insertClient(ctx.db)]);
    // Three people at once, on alternating processes: a four-week series from week one, a
    // four-week series from week two (three weeks overlap) and a single session in week three.
    const asks = [
      { token: scene.client.token, body: { ...bookingBody(scene.t.id, scene.slotDate), weeks: 4 } },
      {
        token: others[0].token,
        body: { ...bookingBody(scene.t.id, weekAfter(scene.slotDate, 1)), weeks: 4 },
      },
      { token: others[1].token, body: bookingBody(scene.t.id, weekAfter(scene.slotDate, 2)) },
    ];
    const ordered = await Promise.all(asks.map((a, i) => createOrder(on(i), a.token, a.body)));
    const open = ordered
      .map((o, i) => ({ ...o, ...asks[i]! }))
      .filter((o) => o.res.statusCode === 200);
    for (const o of ordered) expect([200, 409], o.res.body).toContain(o.res.statusCode);
    expect(open.length).toBeGreaterThan(0);

    // Each order paid; the browser's report and the provider's webhook land on different
    // processes at the same moment, then both are replayed the other way round.
    const results = await Promise.all(open.map((o) => paid(ctx, o.orderId)));
    const deliver = (flip: number) =>
      Promise.all(
        open.flatMap((o, i) => {
          const [order] = [o.res.json().order as { amount: number }];
          return [
            post(
              on(i + flip),
              '/api/user/verify-booking-payment',
              { ...o.body, ...results[i]! },
              o.token,
            ),
            webhook(
              on(i + flip + 1),
              'payment.captured',
              capturedPayment(o.orderId, results[i]!.razorpay_payment_id, order.amount),
            ),
          ];
        }),
      );
    await deliver(0);
    await deliver(1);

    const booked = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.therapistId, scene.t.id));
    const sold = booked.filter((a) => a.payment === 'paid' && !a.cancelled);
    const times = sold.map((a) => a.startsAt.toISOString());
    expect(new Set(times).size, times.join(', ')).toBe(times.length);
    // Week one only the first series asks for, so it is sold; week five only the second, so it is
    // sold when the second got its first week.
    const soldDates = sold.map((a) => a.slotDate);
    expect(soldDates).toContain(scene.slotDate);
    if (ordered[1]!.res.statusCode === 200)
      expect(soldDates).toContain(weekAfter(scene.slotDate, 4));

    let refundedInAll = 0;
    for (const o of open) {
      const [payment] = await ctx.db
        .select()
        .from(payments)
        .where(eq(payments.providerOrderId, o.orderId));
      const mine = sold.filter((a) =>
        payment!.seriesId ? a.seriesId === payment!.seriesId : a.id === payment!.appointmentId,
      );
      const returned = await ctx.db
        .select()
        .from(refunds)
        .where(eq(refunds.paymentId, payment!.id));
      const refunded = returned.reduce((sum, r) => sum + r.amountPaise, 0);
      expect(payment!.status).toBe('captured');
      expect(mine.length * 9900 + refunded, o.orderId).toBe(payment!.amountPaise);
      refundedInAll += refunded;
    }
    console.log(
      `${dbKind()}: orders ${ordered.map((o) => o.res.statusCode).join('/')}, ${sold.length} weeks sold once each, ₹${refundedInAll / 100} refunded`,
    );
  });
});
