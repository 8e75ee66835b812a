import { describe, expect, it } from 'vitest';
import { paymentEventOf, readWebhookBody } from './provider-events';

const payment = (over: object = {}) => ({
  entity: {
    id: 'pay_29QQoUBi66xm2f',
    entity: 'payment',
    amount: 9900,
    currency: 'INR',
    order_id: 'order_9A33XWu170gUtm',
    error_description: null,
    error_reason: null,
    ...over,
  },
});
const event = (name: string, payload: object) => ({
  entity: 'event',
  account_id: 'acc_BFQ7uQEaa7j2z7',
  event: name,
  contains: Object.keys(payload),
  payload,
  created_at: 1567674606,
});

describe("Razorpay's webhooks in the booking module's words", () => {
  it('a captured payment or a paid order is PaymentCaptured', () => {
    for (const name of ['payment.captured', 'order.paid'])
      expect(paymentEventOf(event(name, { payment: payment() }))).toEqual({
        kind: 'PaymentCaptured',
        orderId: 'order_9A33XWu170gUtm',
        paymentId: 'pay_29QQoUBi66xm2f',
        amountPaise: 9900,
      });
  });

  it("a failed payment is PaymentFailed with the provider's description", () => {
    const failed = payment({ error_description: 'Card declined', error_reason: 'payment_failed' });
    expect(paymentEventOf(event('payment.failed', { payment: failed }))).toMatchObject({
      kind: 'PaymentFailed',
      failure: 'Card declined',
    });
    const bare = payment({ error_reason: 'payment_failed' });
    expect(paymentEventOf(event('payment.failed', { payment: bare }))).toMatchObject({
      failure: 'payment_failed',
    });
  });

  it("a refund's outcome is RefundProcessed or RefundFailed", () => {
    const refund = { entity: { id: 'rfnd_FP8QHiV938haTz', payment_id: 'pay_29QQoUBi66xm2f' } };
    expect(paymentEventOf(event('refund.processed', { refund }))).toEqual({
      kind: 'RefundProcessed',
      refundId: 'rfnd_FP8QHiV938haTz',
      paymentId: 'pay_29QQoUBi66xm2f',
    });
    expect(paymentEventOf(event('refund.failed', { refund })).kind).toBe('RefundFailed');
  });

  it('anything else, or a payment without its order, is Ignored', () => {
    expect(paymentEventOf(event('payment.authorized', { payment: payment() }))).toEqual({
      kind: 'Ignored',
    });
    expect(
      paymentEventOf(event('payment.captured', { payment: payment({ order_id: null }) })),
    ).toEqual({ kind: 'Ignored' });
    expect(paymentEventOf(event('refund.processed', {}))).toEqual({ kind: 'Ignored' });
    expect(paymentEventOf({ hello: 'world' })).toEqual({ kind: 'Ignored' });
  });

  it('keeps a signed body only when its shape is known', () => {
    const body = event('payment.captured', { payment: payment() });
    expect(readWebhookBody(Buffer.from(JSON.stringify(body)))).toEqual({
      type: 'payment.captured',
      payload: body,
    });
    expect(readWebhookBody(Buffer.from('not json'))).toBeNull();
    expect(readWebhookBody(Buffer.from('{"event":1}'))).toBeNull();
  });
});
