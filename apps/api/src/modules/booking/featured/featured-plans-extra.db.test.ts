import { describe, expect, it } from 'vitest';
import { addIstMonths } from '@app/domain/featured-plans';
import { providerStyleId } from '../../../adapters/payments/payment-provider';
import { refunds } from '../../../db/schema';
import { capturedPayment, paid, useClockedApp, webhook } from '../../../test/booking-test-kit';
import {
  ageOrder,
  insertTherapistAccount,
  mailsTo,
  orderPlan,
  placementOf,
  purchaseAudits,
  verifyPlan,
} from '../../../test/featured-kit';

const clocked = useClockedApp();
const ctx = clocked.ctx;
const NOW = new Date('2026-11-23T06:30:00.000Z');

describe('featured plans: a second payment on a paid order', () => {
  it('is refunded in full once; the placement moves only for the first', async () => {
    clocked.clock.now = NOW;
    const th = await insertTherapistAccount(ctx);
    const { orderId } = await orderPlan(ctx, th.token, { plan: '1m' });
    const first = await paid(ctx, orderId);
    expect((await verifyPlan(ctx, th.token, first)).statusCode).toBe(200);

    const secondId = providerStyleId('pay');
    await paid(ctx, orderId, secondId);
    const hook = await webhook(ctx, 'payment.captured', capturedPayment(orderId, secondId, 19900));
    expect(hook.outcome).toBe('featured');
    // Reconciliation sees the same second capture: it is not refunded twice.
    await ageOrder(ctx, orderId);
    await ctx.app.booking.reconciliation.runOnce();

    const rows = await ctx.db.select().from(refunds);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerPaymentId: secondId, amountPaise: 19900 });
    expect((await placementOf(ctx, th.t.id))?.featuredExpiry).toEqual(addIstMonths(NOW, 1));
    expect(await purchaseAudits(ctx)).toHaveLength(1);
    const subjects = (await mailsTo(ctx, th.account.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      'Receipt: featured listing, ₹199',
      'Your second payment is being refunded: the featured plan was already paid',
    ]);
  });
});
