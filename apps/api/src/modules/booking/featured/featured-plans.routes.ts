import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translatorFor } from '@app/domain/i18n/catalogues';
import {
  createFeaturedOrderBody,
  createFeaturedOrderResponse,
  featuredPlansResponse,
  verifyFeaturedPaymentBody,
  verifyFeaturedPaymentResponse,
} from '@app/domain/schemas/featured-plans';
import { requireRole } from '../../../plugins/auth';
import { accountLimited } from '../../../plugins/rate-limit';
import { BUDGETS } from '../../../plugins/rate-limit-budgets';
import type { FeaturedPlans } from './featured-plans.service';
import { FEATURED_WORDS } from './featured-words';
import { failureAnswers, signedIn } from '../../../plugins/route-schema';

const failures = failureAnswers(400, 401, 403, 404, 409, 502);
const paymentCalls = accountLimited(BUDGETS.payments);
const asTherapist = { tags: ['featured plans'], ...signedIn };

/** A therapist's featured plans: what they cost, the current placement, buying one, receipts. */
export const featuredPlansRoutes: FastifyPluginAsyncZod<{ featuredPlans: FeaturedPlans }> = async (
  app,
  { featuredPlans },
) => {
  // Every route here is the therapist's own: checked on the server, before anything else runs.
  app.addHook('onRequest', requireRole(app, 'therapist'));
  const accountOf = (request: Parameters<typeof app.requireCaller>[0]) =>
    app.requireCaller(request).accountId;

  app.get(
    '/api/dashboard/featured-plans',
    {
      schema: {
        ...asTherapist,
        summary: 'The featured plans, the current placement and its expiry, and the receipts',
        response: { 200: featuredPlansResponse, ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return featuredPlans.overview(accountOf(request));
    },
  );

  app.post(
    '/api/dashboard/featured-plans/order',
    {
      config: paymentCalls,
      schema: {
        ...asTherapist,
        summary: 'Opens a payment order for a plan (amount from the plan, never from the request)',
        body: createFeaturedOrderBody,
        response: { 200: createFeaturedOrderResponse, ...failures },
      },
    },
    async (request) => featuredPlans.createOrder(accountOf(request), request.body.plan),
  );

  app.post(
    '/api/dashboard/featured-plans/verify',
    {
      config: paymentCalls,
      schema: {
        ...asTherapist,
        summary: 'Verifies the checkout answer and extends the placement (idempotent)',
        body: verifyFeaturedPaymentBody,
        response: { 200: verifyFeaturedPaymentResponse, ...failures },
      },
    },
    async (request) => ({
      ...(await featuredPlans.verify(accountOf(request), request.body)),
      message: translatorFor(request.language)(FEATURED_WORDS.paid),
    }),
  );
};
