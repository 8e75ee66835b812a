import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { ApiError } from '#lib/api-client';
import {
  checkoutOrderOf,
  createCheckoutFlow,
  isPaymentRefusal,
  orderFailedText,
  verifyFailedText,
  type CheckoutAttempt,
  type CheckoutOrder,
} from './checkout-flow';
import type { CheckoutOutcome, CheckoutPaid } from './checkout-types';

const B = MESSAGES.booking;
const PAID: CheckoutPaid = {
  razorpay_order_id: 'order_1',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'sig',
};
const ORDER: CheckoutOrder = checkoutOrderOf(
  {
    order: { id: 'order_1', amount: 9900, currency: 'INR' },
    razorpayKeyId: 'rzp_key',
    provider: 'simulated',
    holdExpiresAt: '2026-03-14T12:40:00.000Z',
  },
  { description: 'Booking fee · Session with Dr Asha Rao' },
);
/** A failed call as the server answers it: a refusal carries its code and words. */
const apiError = (status: number, serverMessage = '') =>
  new ApiError(
    status,
    serverMessage,
    serverMessage ? { success: false, code: 'REFUSED', message: serverMessage } : undefined,
  );

/** A page's calls, recorded; each answer is taken from the queue given for it. */
function scene(opts: {
  orders?: (CheckoutOrder | Error)[];
  checkouts?: CheckoutOutcome[];
  verifies?: (Error | null)[];
}) {
  const calls = { orders: 0, checkouts: 0, verified: [] as CheckoutPaid[] };
  const attempt = (key = 'slot-a'): CheckoutAttempt => ({
    key,
    orderFailedText: B.orderFailed,
    createOrder: async () => {
      const next = opts.orders?.[calls.orders] ?? ORDER;
      calls.orders += 1;
      if (next instanceof Error) throw next;
      return next;
    },
    verify: async (paid) => {
      calls.verified.push(paid);
      const next = opts.verifies?.[calls.verified.length - 1] ?? null;
      if (next) throw next;
    },
  });
  const io = {
    open: async (): Promise<CheckoutOutcome> => {
      const next = opts.checkouts?.[calls.checkouts] ?? { kind: 'paid', response: PAID };
      calls.checkouts += 1;
      return next;
    },
  };
  return { calls, attempt, io };
}

describe('createCheckoutFlow', () => {
  it('orders, opens the checkout, verifies and reports paid', async () => {
    const { calls, attempt, io } = scene({});
    const seen: CheckoutOrder[] = [];
    const result = await createCheckoutFlow().run(attempt(), {
      ...io,
      onOrder: (o) => seen.push(o),
    });
    expect(result).toEqual({ kind: 'paid' });
    expect(seen).toEqual([ORDER]);
    expect(calls).toEqual({ orders: 1, checkouts: 1, verified: [PAID] });
  });

  it('a paid checkout whose verification failed is verified again, never paid again', async () => {
    const { calls, attempt, io } = scene({ verifies: [apiError(0, 'Network error')] });
    const flow = createCheckoutFlow();
    expect(await flow.run(attempt(), io)).toEqual({
      kind: 'verify-failed',
      text: B.verificationFailed,
      retry: true,
    });
    expect(await flow.run(attempt(), io)).toEqual({ kind: 'paid' });
    expect(calls).toEqual({ orders: 1, checkouts: 1, verified: [PAID, PAID] });
  });

  it('a lapsed session during verification is not a verdict: verified again', async () => {
    const { calls, attempt, io } = scene({ verifies: [apiError(401), apiError(429)] });
    const flow = createCheckoutFlow();
    expect((await flow.run(attempt(), io)).kind).toBe('verify-failed');
    expect((await flow.run(attempt(), io)).kind).toBe('verify-failed');
    expect(await flow.run(attempt(), io)).toEqual({ kind: 'paid' });
    expect(calls.checkouts).toBe(1);
  });

  it('a refused payment is not verified again: the next press starts over', async () => {
    const lost = apiError(409, 'The slot was taken; your payment is refunded in full.');
    const { calls, attempt, io } = scene({ verifies: [lost] });
    const flow = createCheckoutFlow();
    expect(await flow.run(attempt(), io)).toEqual({
      kind: 'verify-failed',
      text: 'The slot was taken; your payment is refunded in full.',
      retry: false,
    });
    expect(await flow.run(attempt(), io)).toEqual({ kind: 'paid' });
    expect(calls.orders).toBe(2);
    expect(calls.checkouts).toBe(2);
  });

  it('another slot is paid on its own: the unverified answer stays with its key', async () => {
    const { calls, attempt, io } = scene({ verifies: [apiError(503)] });
    const flow = createCheckoutFlow();
    await flow.run(attempt('slot-a'), io);
    expect(await flow.run(attempt('slot-b'), io)).toEqual({ kind: 'paid' });
    expect(calls.checkouts).toBe(2);
    expect(await flow.run(attempt('slot-a'), io)).toEqual({ kind: 'paid' });
    expect(calls.checkouts).toBe(2);
  });

  it('reports a dismissal with the order (its hold) and an unavailable gateway', async () => {
    const { calls, attempt, io } = scene({
      checkouts: [{ kind: 'dismissed' }, { kind: 'unavailable', message: B.gatewayLoadFailed }],
    });
    const flow = createCheckoutFlow();
    expect(await flow.run(attempt(), io)).toEqual({ kind: 'dismissed', order: ORDER });
    expect(await flow.run(attempt(), io)).toEqual({
      kind: 'unavailable',
      text: B.gatewayLoadFailed,
    });
    expect(calls.verified).toEqual([]);
  });

  it('an order refused for a taken slot says so; another failure uses the page text', async () => {
    const { attempt, io } = scene({
      orders: [apiError(409, 'Selected slot is not available any more.'), apiError(500)],
    });
    const flow = createCheckoutFlow();
    expect(await flow.run(attempt(), io)).toEqual({
      kind: 'order-failed',
      text: 'Selected slot is not available any more.',
      slotTaken: true,
    });
    expect(await flow.run(attempt(), io)).toEqual({
      kind: 'order-failed',
      text: B.orderFailed,
      slotTaken: false,
    });
  });

  it('runs one attempt at a time', async () => {
    let release: (o: CheckoutOutcome) => void = () => {};
    let opened: () => void = () => {};
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const { calls, attempt } = scene({});
    const io = {
      open: () =>
        new Promise<CheckoutOutcome>((resolve) => {
          release = resolve;
          opened();
        }),
    };
    const flow = createCheckoutFlow();
    const first = flow.run(attempt(), io);
    expect(flow.running).toBe(true);
    expect(await flow.run(attempt(), io)).toEqual({ kind: 'busy' });
    await isOpen;
    release({ kind: 'dismissed' });
    expect((await first).kind).toBe('dismissed');
    expect(flow.running).toBe(false);
    expect(calls.orders).toBe(1);
  });
});

describe('failure texts', () => {
  it('a slot taken: the server words, else the spec words', () => {
    expect(orderFailedText(apiError(409, 'Taken meanwhile.'), B.orderFailed)).toBe(
      'Taken meanwhile.',
    );
    expect(orderFailedText(apiError(409), B.orderFailed)).toBe(B.slotTaken);
  });
  it('a refused order explains itself; a broken one gets the page text', () => {
    const cap = 'You already have 3 unpaid reservations. Pay or cancel one first.';
    expect(orderFailedText(apiError(409, cap), B.initiateFailed)).toBe(cap);
    expect(orderFailedText(apiError(400, 'This time has already passed.'), B.orderFailed)).toBe(
      'This time has already passed.',
    );
    expect(orderFailedText(apiError(502, 'Bad gateway'), B.initiateFailed)).toBe(B.initiateFailed);
    expect(orderFailedText(new Error('boom'), B.orderFailed)).toBe(B.orderFailed);
  });
  it('verification: a refusal explains itself, anything else says contact support', () => {
    expect(verifyFailedText(apiError(400, 'The payment does not match this booking.'))).toBe(
      'The payment does not match this booking.',
    );
    expect(verifyFailedText(apiError(500, 'Internal'))).toBe(B.verificationFailed);
    expect(verifyFailedText(apiError(0, 'Network error'))).toBe(B.verificationFailed);
    expect(verifyFailedText(new TypeError('x'))).toBe(B.verificationFailed);
  });
  it('only a 4xx about the payment is a refusal', () => {
    expect([400, 404, 409, 422].map((s) => isPaymentRefusal(apiError(s)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([0, 401, 408, 429, 500, 503].map((s) => isPaymentRefusal(apiError(s)))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('checkoutOrderOf', () => {
  it('reads an order answer; an answer without a provider is Razorpay', () => {
    expect(
      checkoutOrderOf(
        { order: { id: 'o', amount: 9900, currency: 'INR' }, appointmentId: 'a1' },
        { description: 'd', prefill: { email: 'x@example.in' } },
      ),
    ).toEqual({
      request: {
        provider: 'razorpay',
        keyId: '',
        order: { id: 'o', amount: 9900, currency: 'INR' },
        description: 'd',
        prefill: { email: 'x@example.in' },
      },
      holdExpiresAt: null,
      appointmentId: 'a1',
    });
    expect(ORDER.request.provider).toBe('simulated');
    expect(ORDER.holdExpiresAt).toBe('2026-03-14T12:40:00.000Z');
  });
});
