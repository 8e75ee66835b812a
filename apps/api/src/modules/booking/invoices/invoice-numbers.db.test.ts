import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { financialYearOf } from '@app/domain/tax-invoice';
import { invoiceCounters, invoices, payments } from '../../../db/schema';
import { dbKind, useTestApp } from '../../../test/harness';
import { useSecondInstance } from '../../../test/second-instance';
import { capturedPayment, webhook } from '../../../test/booking-test-kit';
import { insertTherapistAccount } from '../../../test/featured-kit';
import { createInvoiceIssuer } from './invoice-issuer';
import { readPdf } from '../../../test/pdf-text';

const PAYMENTS = 50;
const ctx = useTestApp();

const second = useSecondInstance(ctx);

/** Featured plan orders of one therapist, opened and unpaid. */
async function openOrders(n: number) {
  const t = await insertTherapistAccount(ctx);
  const rows = Array.from({ length: n }, (_, i) => ({
    clientId: t.account.id,
    therapistId: t.t.id,
    provider: 'simulated',
    providerOrderId: `order_race${String(i).padStart(6, '0')}`,
    amountPaise: 19_900,
    purpose: 'featured_plan' as const,
    booking: {
      plan: '1m',
      months: 1,
      therapistName: 'Asha Rao',
      name: 'Asha Rao',
      email: t.account.email,
    },
  }));
  await ctx.db.insert(payments).values(rows);
  return rows.map((r, i) => ({
    token: t.token,
    orderId: r.providerOrderId,
    paymentId: `pay_race${String(i).padStart(6, '0')}`,
  }));
}

describe(`invoice numbers under concurrent payments (${dbKind()})`, () => {
  it(`gives ${PAYMENTS} payments captured at once on two app instances ${PAYMENTS} consecutive numbers`, async () => {
    const orders = await openOrders(PAYMENTS);
    const outcomes = await Promise.all(
      orders.map((o, i) =>
        webhook(
          i % 2 ? second.ctx : ctx,
          'payment.captured',
          capturedPayment(o.orderId, o.paymentId, 19_900),
        ),
      ),
    );
    expect(outcomes.map((o) => o.outcome)).toEqual(orders.map(() => 'featured'));
    // Replays of every capture, again on both instances, issue nothing more.
    await Promise.all(
      orders.map((o, i) =>
        webhook(
          i % 2 ? ctx : second.ctx,
          'payment.captured',
          capturedPayment(o.orderId, o.paymentId, 19_900),
        ),
      ),
    );

    const issued = await ctx.db.select().from(invoices).orderBy(asc(invoices.sequence));
    expect(issued.map((i) => i.sequence)).toEqual(orders.map((_, i) => i + 1));
    expect(new Set(issued.map((i) => i.number)).size).toBe(PAYMENTS);
    expect(new Set(issued.map((i) => i.providerPaymentId))).toEqual(
      new Set(orders.map((o) => o.paymentId)),
    );
    const [counter] = await ctx.db
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.series, 'MC'));
    expect(counter).toEqual({
      series: 'MC',
      financialYear: financialYearOf(new Date()),
      lastSequence: PAYMENTS,
    });
    // The therapist reads them on the dashboard, each PDF saying what the plan cost.
    const token = orders[0]!.token;
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/invoices',
      headers: { token },
    });
    expect(mine.json().invoices).toHaveLength(PAYMENTS);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/dashboard/invoices/${mine.json().invoices[0].id}.pdf`,
      headers: { token },
    });
    const { text } = await readPdf(pdf.rawPayload);
    for (const fact of [
      'Featured placement on Manas Care: One month',
      '₹168.64',
      '₹15.18',
      '₹199.00',
    ])
      expect(text).toContain(fact);
    console.log(
      `${dbKind()}: ${PAYMENTS} concurrent captures on two instances → numbers ${issued[0]?.number} … ${issued.at(-1)?.number}, no gap, no repeat`,
    );
  });

  it('takes a number back when the issuing transaction rolls back', async () => {
    const [first, next] = await openOrders(2);
    const issuer = createInvoiceIssuer({ settings: ctx.config.invoices, siteName: 'Manas Care' });
    const orderRow = async (orderId: string) =>
      (await ctx.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0]!;
    const p = await orderRow(first!.orderId);
    const failed = await ctx.db
      .transaction(async (tx) => {
        const issued = await issuer.issueForPayment(tx, p, first!.paymentId, new Date());
        expect(issued.sequence).toBe(1);
        throw new Error('connection lost before commit');
      })
      .catch((err: Error) => err.message);
    expect(failed).toBe('connection lost before commit');
    await webhook(ctx, 'payment.captured', capturedPayment(next!.orderId, next!.paymentId, 19_900));
    const issued = await ctx.db.select().from(invoices);
    expect(issued.map((i) => [i.sequence, i.providerPaymentId])).toEqual([[1, next!.paymentId]]);
  });
});
