import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (data: string | Buffer, secret: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

function sameHex(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(givenHex, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export const paymentSignature = (orderId: string, paymentId: string, keySecret: string) =>
  hmacHex(`${orderId}|${paymentId}`, keySecret);

export const verifyPaymentSignature = (
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
) => sameHex(paymentSignature(orderId, paymentId, keySecret), signature);

/** Razorpay's webhook signature: HMAC-SHA256 of the raw request body with the webhook secret, hex. */
export const webhookSignature = (rawBody: string | Buffer, webhookSecret: string) =>
  hmacHex(rawBody, webhookSecret);

export const verifyWebhookSignature = (
  rawBody: string | Buffer,
  signature: string,
  webhookSecret: string,
) => sameHex(webhookSignature(rawBody, webhookSecret), signature);
