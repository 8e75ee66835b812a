import {
  createFeaturedOrderResponse,
  verifyFeaturedPaymentResponse,
  type CreateFeaturedOrderResponse,
  type VerifyFeaturedPaymentResponse,
} from '@app/domain/schemas/featured-plans';
import type { FeaturedPlanId } from '@app/domain/featured-plans';
import type { RazorpayPaymentResult } from '@app/domain/schemas/booking';
import { apiPost } from '#lib/api-client';

/** POST /api/dashboard/featured-plans/order: a payment order at the plan's price (set by the server). */
export function createFeaturedOrder(plan: FeaturedPlanId): Promise<CreateFeaturedOrderResponse> {
  return apiPost('/api/dashboard/featured-plans/order', { plan }, createFeaturedOrderResponse);
}

/** POST /api/dashboard/featured-plans/verify: checks the checkout's signature, extends the placement. */
export function verifyFeaturedPayment(
  result: RazorpayPaymentResult,
): Promise<VerifyFeaturedPaymentResponse> {
  return apiPost('/api/dashboard/featured-plans/verify', result, verifyFeaturedPaymentResponse);
}
