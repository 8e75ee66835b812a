import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse } from '@app/domain/schemas/common';
import { WEBHOOK_HEADERS } from '../../../adapters/payments/provider-events';
import type { Webhooks } from './webhooks.service';

export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The payment provider's webhooks: stored in the inbox and acknowledged; a job applies them. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: Webhooks }> = async (
  app,
  { webhooks },
) => {
  // The signature covers the exact bytes sent, so this route alone keeps the raw JSON body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
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
      const result = await webhooks.receive({
        rawBody,
        signature: header(request.headers[WEBHOOK_HEADERS.signature]),
        eventId: header(request.headers[WEBHOOK_HEADERS.eventId]),
      });
      return { success: true as const, outcome: result.outcome };
    },
  );
};
