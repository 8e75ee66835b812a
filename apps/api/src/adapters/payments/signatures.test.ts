import { describe, expect, it } from 'vitest';
import {
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from './signatures';

// Published examples from Razorpay's documentation.
describe('Razorpay signatures', () => {
  it('signs order_id|payment_id with the key secret', () => {
    const sig = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';
    expect(
      paymentSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', 'EnLs21M47BllR3X8PSFtjtbd'),
    ).toBe(sig);
    expect(
      verifyPaymentSignature(
        'order_IEIaMR65cu6nz3',
        'pay_IH4NVgf4Dreq1l',
        sig,
        'EnLs21M47BllR3X8PSFtjtbd',
      ),
    ).toBe(true);
    expect(
      verifyPaymentSignature(
        'order_IEIaMR65cu6nz3',
        'pay_IH4NVgf4Dreq1m',
        sig,
        'EnLs21M47BllR3X8PSFtjtbd',
      ),
    ).toBe(false);
    expect(
      verifyPaymentSignature(
        'order_IEIaMR65cu6nz3',
        'pay_IH4NVgf4Dreq1l',
        sig.slice(1),
        'EnLs21M47BllR3X8PSFtjtbd',
      ),
    ).toBe(false);
  });

  it('signs the raw webhook body with the webhook secret', () => {
    const body = '{"a":1,"b":2,"c":{"d":3}}';
    const sig = '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc';
    expect(webhookSignature(body, '123456')).toBe(sig);
    expect(verifyWebhookSignature(Buffer.from(body), sig, '123456')).toBe(true);
    expect(verifyWebhookSignature('{"a":1,"b":2,"c":{"d":4}}', sig, '123456')).toBe(false);
    expect(verifyWebhookSignature(body, '', '123456')).toBe(false);
  });
});
