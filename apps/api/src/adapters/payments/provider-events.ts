import { z } from 'zod';

/**
 * What the payment provider's webhooks tell the booking module, in its own words. Razorpay's
 * payload shape and event names stay here: the module never reads them.
 */
export type PaymentEvent =
  | { kind: 'PaymentCaptured'; orderId: string; paymentId: string; amountPaise: number }
  | { kind: 'PaymentFailed'; orderId: string; paymentId: string; failure: string }
  | { kind: 'RefundProcessed' | 'RefundFailed'; refundId: string; paymentId: string | null }
  /** Signed by the provider, but nothing the marketplace acts on. */
  | { kind: 'Ignored' };

export const WEBHOOK_PROVIDER = 'razorpay';
/** The request headers carrying a webhook's signature and its event id. */
export const WEBHOOK_HEADERS = {
  signature: 'x-razorpay-signature',
  eventId: 'x-razorpay-event-id',
} as const;

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number(),
  error_description: z.string().nullish(),
  error_reason: z.string().nullish(),
});
const webhookBody = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z
      .object({
        entity: z.object({
          id: z.string(),
          status: z.string().optional(),
          payment_id: z.string().nullish(),
        }),
      })
      .optional(),
  }),
});

/** A signed body to keep: its event type and the parsed JSON; null when its shape is unknown. */
export function readWebhookBody(rawBody: Buffer): { type: string; payload: unknown } | null {
  try {
    const payload: unknown = JSON.parse(rawBody.toString('utf8'));
    return { type: webhookBody.parse(payload).event, payload };
  } catch {
    return null;
  }
}

/** The event a stored webhook payload carries. */
export function paymentEventOf(payload: unknown): PaymentEvent {
  const parsed = webhookBody.safeParse(payload);
  if (!parsed.success) return { kind: 'Ignored' };
  const e = parsed.data;
  const payment = e.payload.payment?.entity;
  switch (e.event) {
    case 'payment.captured':
    case 'order.paid':
      return payment?.order_id
        ? {
            kind: 'PaymentCaptured',
            orderId: payment.order_id,
            paymentId: payment.id,
            amountPaise: payment.amount,
          }
        : { kind: 'Ignored' };
    case 'payment.failed':
      return payment?.order_id
        ? {
            kind: 'PaymentFailed',
            orderId: payment.order_id,
            paymentId: payment.id,
            failure: payment.error_description ?? payment.error_reason ?? 'payment failed',
          }
        : { kind: 'Ignored' };
    case 'refund.processed':
    case 'refund.failed': {
      const refund = e.payload.refund?.entity;
      if (!refund) return { kind: 'Ignored' };
      return {
        kind: e.event === 'refund.processed' ? 'RefundProcessed' : 'RefundFailed',
        refundId: refund.id,
        paymentId: refund.payment_id ?? null,
      };
    }
    default:
      return { kind: 'Ignored' };
  }
}
