import { FRIENDLY } from '@app/domain/failure-words';
import { describe, expect, it } from 'vitest';
import { addIstMonths } from '@app/domain/featured-plans';
import { MESSAGES } from '@app/domain/messages';
import { insertClient } from '../../../test/factories';
import {
  bookingBody,
  bookingScene,
  capturedPayment,
  createOrder,
  paid,
  post,
  useClockedApp,
  webhook,
} from '../../../test/booking-test-kit';
import {
  ageOrder,
  featuredOrders,
  getPlans,
  insertTherapistAccount,
  mailsTo,
  orderPlan,
  placementOf,
  purchaseAudits,
  verifyPlan,
} from '../../../test/featured-kit';
import { NOT_APPROVED_MESSAGE } from './featured-plans.service';

const clocked = useClockedApp();
const ctx = clocked.ctx;
const NOW = new Date('2026-11-23T06:30:00.000Z');

describe('featured plans: who may buy', () => {
  it('answers 401 without a session and 403 to a client token, on every route', async () => {
    const client = await insertClient(ctx.db);
    const calls = [
      (token?: string) => getPlans(ctx, token),
      (token?: string) => post(ctx, '/api/dashboard/featured-plans/order', { plan: '1m' }, token),
      (token?: string) =>
        post(
          ctx,
          '/api/dashboard/featured-plans/verify',
          { razorpay_order_id: 'o', razorpay_payment_id: 'p', razorpay_signature: 's' },
          token,
        ),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      const res = await call(client.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: FRIENDLY.forbidden.defaultMessage,
      });
    }
    expect(await featuredOrders(ctx)).toEqual([]);
  });

  it('refuses an unapproved therapist with a clear message and stores nothing', async () => {
    for (const status of ['pending', 'changes_requested', 'suspended'] as const) {
      const th = await insertTherapistAccount(ctx, { status });
      const { res } = await orderPlan(ctx, th.token, { plan: '1m' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: NOT_APPROVED_MESSAGE,
      });
      const overview = await getPlans(ctx, th.token);
      expect(overview.statusCode).toBe(200);
      expect(overview.json()).toMatchObject({ canBuy: false, featuredNow: false, receipts: [] });
    }
    expect(await featuredOrders(ctx)).toEqual([]);
    expect(clocked.orders.created).toBe(0);
  });

  it('a therapist account without a profile gets 404', async () => {
    const lone = await insertClient(ctx.db, { role: 'therapist' });
    expect((await getPlans(ctx, lone.token)).statusCode).toBe(404);
    expect((await orderPlan(ctx, lone.token, { plan: '1m' })).res.statusCode).toBe(404);
  });
});

describe('featured plans: amounts', () => {
  it('charges exactly 19900 and 49900 paise whatever the browser sends', async () => {
    const th = await insertTherapistAccount(ctx);
    const one = await orderPlan(ctx, th.token, { plan: '1m', amount: 100, amountPaise: 1 });
    const three = await orderPlan(ctx, th.token, { plan: '3m', amount: 19900 });
    expect(one.res.statusCode).toBe(200);
    expect(one.res.json().order).toMatchObject({ amount: 19900, currency: 'INR' });
    expect(three.res.json().order).toMatchObject({ amount: 49900, currency: 'INR' });
    const rows = await featuredOrders(ctx);
    expect(rows.map((r) => r.amountPaise).sort()).toEqual([19900, 49900]);
    expect(rows.every((r) => r.therapistId === th.t.id && r.status === 'created')).toBe(true);

    const unknown = await orderPlan(ctx, th.token, { plan: '12m' });
    expect(unknown.res.statusCode).toBe(400);
    expect(await featuredOrders(ctx)).toHaveLength(2);
  });

  it('the overview lists both plans and the current placement', async () => {
    const th = await insertTherapistAccount(ctx);
    const res = await getPlans(ctx, th.token);
    expect(res.json()).toEqual({
      success: true,
      plans: [
        { id: '1m', months: 1, amountPaise: 19900, label: 'One month' },
        { id: '3m', months: 3, amountPaise: 49900, label: 'Three months' },
      ],
      featuredNow: false,
      featuredExpiry: null,
      canBuy: true,
      receipts: [],
    });
  });
});

describe('featured plans: a purchase extends the placement', () => {
  it('from now when not featured; lists a receipt with provider ids, mails it, audits it', async () => {
    clocked.clock.now = NOW;
    const th = await insertTherapistAccount(ctx);
    const { orderId } = await orderPlan(ctx, th.token, { plan: '1m' });
    const result = await paid(ctx, orderId);
    const res = await verifyPlan(ctx, th.token, result);
    const until = addIstMonths(NOW, 1).toISOString();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Payment successful! Your profile is featured.',
      featuredExpiry: until,
    });
    expect(await placementOf(ctx, th.t.id)).toEqual({
      featured: true,
      featuredExpiry: new Date(until),
    });

    const overview = (await getPlans(ctx, th.token)).json();
    expect(overview).toMatchObject({ featuredNow: true, featuredExpiry: until });
    expect(overview.receipts).toEqual([
      {
        id: expect.any(String),
        plan: '1m',
        label: 'One month',
        amountPaise: 19900,
        currency: 'INR',
        providerOrderId: orderId,
        providerPaymentId: result.razorpay_payment_id,
        status: 'paid',
        paidAt: NOW.toISOString(),
        featuredFrom: NOW.toISOString(),
        featuredUntil: until,
      },
    ]);
    const mails = await mailsTo(ctx, th.account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Receipt: featured listing, ₹199');
    expect(mails[0]!.textBody).toContain(`Payment id: ${result.razorpay_payment_id}`);
    expect(mails[0]!.textBody).toContain(`Order id: ${orderId}`);
    expect(mails[0]!.textBody).toContain('non-refundable');
    const audits = await purchaseAudits(ctx);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorAccountId: th.account.id,
      actorKind: 'user',
      entity: 'therapist',
      entityId: th.t.id,
      data: { plan: '1m', amountPaise: 19900, featuredUntil: until },
    });
  });

  it('from a live expiry in the future; a lapsed one starts again from now', async () => {
    clocked.clock.now = NOW;
    const future = new Date('2026-12-05T12:00:00.000Z');
    const live = await insertTherapistAccount(ctx, { featured: true, featuredExpiry: future });
    const lapsed = await insertTherapistAccount(ctx, {
      featured: true,
      featuredExpiry: new Date('2026-11-01T00:00:00.000Z'),
    });
    for (const [th, plan, expected] of [
      [live, '3m', addIstMonths(future, 3)],
      [lapsed, '1m', addIstMonths(NOW, 1)],
    ] as const) {
      const { orderId } = await orderPlan(ctx, th.token, { plan });
      const res = await verifyPlan(ctx, th.token, await paid(ctx, orderId));
      expect(res.json().featuredExpiry).toBe(expected.toISOString());
      expect((await placementOf(ctx, th.t.id))?.featuredExpiry).toEqual(expected);
    }
  });
});

describe('featured plans: exactly once', () => {
  it('verify replayed, the webhook after it and reconciliation later move the expiry once', async () => {
    clocked.clock.now = NOW;
    const th = await insertTherapistAccount(ctx);
    const { orderId } = await orderPlan(ctx, th.token, { plan: '1m' });
    const result = await paid(ctx, orderId);
    const until = addIstMonths(NOW, 1);
    expect((await verifyPlan(ctx, th.token, result)).statusCode).toBe(200);
    clocked.advance(60_000);
    const again = await verifyPlan(ctx, th.token, result);
    expect(again.json().featuredExpiry).toBe(until.toISOString());
    const hook = await webhook(
      ctx,
      'payment.captured',
      capturedPayment(orderId, result.razorpay_payment_id, 19900),
    );
    expect(hook.outcome).toBe('featured');
    await ageOrder(ctx, orderId);
    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(0);
    expect((await placementOf(ctx, th.t.id))?.featuredExpiry).toEqual(until);
    expect(await purchaseAudits(ctx)).toHaveLength(1);
    expect(await mailsTo(ctx, th.account.email)).toHaveLength(1);
  });

  it('the webhook first, or reconciliation alone, extends once; a later verify agrees', async () => {
    clocked.clock.now = NOW;
    const byHook = await insertTherapistAccount(ctx);
    const byCheck = await insertTherapistAccount(ctx);
    const until = addIstMonths(NOW, 1);

    const a = await orderPlan(ctx, byHook.token, { plan: '1m' });
    const paidA = await paid(ctx, a.orderId);
    const hook = await webhook(
      ctx,
      'payment.captured',
      capturedPayment(a.orderId, paidA.razorpay_payment_id, 19900),
    );
    expect(hook.outcome).toBe('featured');
    expect((await placementOf(ctx, byHook.t.id))?.featuredExpiry).toEqual(until);

    const b = await orderPlan(ctx, byCheck.token, { plan: '1m' });
    const paidB = await paid(ctx, b.orderId);
    await ageOrder(ctx, a.orderId);
    await ageOrder(ctx, b.orderId);
    clocked.advance(20 * 60_000);
    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(1);
    const later = addIstMonths(new Date(NOW.getTime() + 20 * 60_000), 1);
    expect((await placementOf(ctx, byCheck.t.id))?.featuredExpiry).toEqual(later);
    expect(await ctx.app.booking.reconciliation.runOnce()).toBe(0);

    for (const [th, r, expected] of [
      [byHook, paidA, until],
      [byCheck, paidB, later],
    ] as const) {
      const res = await verifyPlan(ctx, th.token, r);
      expect(res.json().featuredExpiry).toBe(expected.toISOString());
      expect((await placementOf(ctx, th.t.id))?.featuredExpiry).toEqual(expected);
    }
    expect(await purchaseAudits(ctx)).toHaveLength(2);
  });

  it('the simulated checkout pays a plan and its webhook settles it with the verify', async () => {
    clocked.clock.now = NOW;
    const th = await insertTherapistAccount(ctx);
    const { orderId } = await orderPlan(ctx, th.token, { plan: '3m' });
    const sim = await post(
      ctx,
      '/api/payments/simulated/checkout',
      { orderId, outcome: 'success' },
      th.token,
    );
    expect(sim.statusCode).toBe(200);
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = sim.json();
    const res = await verifyPlan(ctx, th.token, {
      razorpay_order_id,
      razorpay_payment_id,
      razorpay_signature,
    });
    const until = addIstMonths(NOW, 3);
    expect(res.json().featuredExpiry).toBe(until.toISOString());
    // The gateway's webhook waits in the inbox; its job settles the same payment: no second move.
    expect(await ctx.app.jobs.runDue()).toBeGreaterThan(0);
    expect((await placementOf(ctx, th.t.id))?.featuredExpiry).toEqual(until);
    expect(await purchaseAudits(ctx)).toHaveLength(1);
  });
});

describe('featured plans: refused answers', () => {
  it('a bad signature, another account or a booking route change nothing', async () => {
    const th = await insertTherapistAccount(ctx);
    const other = await insertTherapistAccount(ctx);
    const { orderId } = await orderPlan(ctx, th.token, { plan: '1m' });
    const result = await paid(ctx, orderId);

    const forged = await verifyPlan(ctx, th.token, {
      ...result,
      razorpay_signature: 'x'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(MESSAGES.booking.verificationFailed);
    expect((await verifyPlan(ctx, other.token, result)).statusCode).toBe(404);
    const asBooking = await post(ctx, '/api/user/verifyRazorpay', result, th.token);
    expect(asBooking.statusCode).toBe(404);
    expect(await placementOf(ctx, th.t.id)).toEqual({ featured: false, featuredExpiry: null });

    // A booking's order is not a featured plan's either.
    const scene = await bookingScene(ctx);
    const booking = await createOrder(
      ctx,
      scene.client.token,
      bookingBody(scene.t.id, scene.slotDate),
    );
    const bookingPaid = await paid(ctx, booking.orderId);
    expect((await verifyPlan(ctx, th.token, bookingPaid)).statusCode).toBe(404);
    expect(await purchaseAudits(ctx)).toHaveLength(0);
  });
});
