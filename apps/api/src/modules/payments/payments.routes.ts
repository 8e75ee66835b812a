import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse } from '@app/domain/schemas/common';
import type { PaymentsService, SignedWebhook } from './payments.service';

export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const simulatedCheckoutBody = z.object({
  orderId: z.string().trim().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
const simulatedCheckoutResponse = z.discriminatedUnion('outcome', [
  z.object({
    success: z.literal(true),
    outcome: z.literal('success'),
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    success: z.literal(true),
    outcome: z.literal('failure'),
    error: z.object({
      code: z.string(),
      description: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);

/** Delivers a signed webhook through the real webhook route, exactly as the provider would call it. */
export function deliverWebhook(app: FastifyInstance, webhook: SignedWebhook) {
  return app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhook.signature,
      'x-razorpay-event-id': webhook.eventId,
    },
    payload: webhook.rawBody,
  });
}

/**
 * With the simulated gateway a refund the provider accepted is processed at once: its
 * refund.processed webhook goes through the same route and code as Razorpay's.
 */
export function simulatedRefundDelivery(app: FastifyInstance, payments: PaymentsService) {
  return async (refund: {
    providerRefundId: string;
    providerPaymentId: string;
    amountPaise: number;
  }) => {
    const delivery = await deliverWebhook(app, payments.simulatedRefundWebhook(refund));
    if (delivery.statusCode !== 200)
      throw new Error(`the refund webhook was not accepted (HTTP ${delivery.statusCode})`);
  };
}

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  simulated: boolean;
}> = async (app, { payments, simulated }) => {
  // The signature covers the exact bytes sent, so this route alone keeps the raw JSON body.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body)',
          response: {
            200: z.object({ success: z.literal(true), outcome: z.string() }),
            400: failureResponse,
          },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await payments.handleWebhook({
          rawBody,
          signature: header(request.headers['x-razorpay-signature']),
          eventId: header(request.headers['x-razorpay-event-id']),
        });
        return { success: true as const, outcome: result.outcome };
      },
    );
  });

  if (!simulated) return;

  app.post(
    '/api/payments/simulated/checkout',
    {
      schema: {
        tags: ['payments'],
        summary: 'Simulated gateway checkout: pays or fails an order and sends the webhook',
        security: [{ token: [] }],
        body: simulatedCheckoutBody,
        response: { 200: simulatedCheckoutResponse, 401: failureResponse, 404: failureResponse },
      },
    },
    async (request) => {
      const caller = app.requireCaller(request);
      const { answer, webhook } = await payments.simulateCheckout(
        caller.accountId,
        request.body.orderId,
        request.body.outcome,
      );
      const delivery = await deliverWebhook(app, webhook);
      if (delivery.statusCode !== 200) {
        request.log.warn(
          { status: delivery.statusCode },
          'simulated webhook delivery was not accepted',
        );
      }
      return answer;
    },
  );
};
