import { z } from 'zod';
import { checkoutProvider, paymentOrder, razorpayPaymentFields } from './booking';

/** GET /api/dashboard/featured-plans, POST …/order, POST …/verify (role therapist). */

export const featuredPlanId = z.enum(['1m', '3m']);

export const featuredPlanOffer = z.object({
  id: featuredPlanId,
  months: z.number().int().positive(),
  amountPaise: z.number().int().positive(),
  label: z.string(),
});
export type FeaturedPlanOffer = z.infer<typeof featuredPlanOffer>;

export const featuredReceipt = z.object({
  id: z.string(),
  plan: featuredPlanId,
  label: z.string(),
  amountPaise: z.number().int(),
  currency: z.string(),
  providerOrderId: z.string(),
  providerPaymentId: z.string(),
  status: z.enum(['paid', 'refunded']),
  /** ISO instants. */
  paidAt: z.string(),
  featuredFrom: z.string(),
  featuredUntil: z.string(),
});
export type FeaturedReceipt = z.infer<typeof featuredReceipt>;

export const featuredPlansResponse = z.object({
  success: z.literal(true),
  plans: z.array(featuredPlanOffer),
  /** Shown on the home page now: the flag is set and the expiry is in the future. */
  featuredNow: z.boolean(),
  featuredExpiry: z.string().nullable(),
  /** Whether the profile is approved (live): only then can a plan be bought. */
  canBuy: z.boolean(),
  receipts: z.array(featuredReceipt),
});
export type FeaturedPlansResponse = z.infer<typeof featuredPlansResponse>;

/** Only the plan is read: the amount is always the plan's price, whatever else is sent. */
export const createFeaturedOrderBody = z.object({ plan: featuredPlanId });
export type CreateFeaturedOrderBody = z.infer<typeof createFeaturedOrderBody>;

export const createFeaturedOrderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  order: paymentOrder.extend({ receipt: z.string() }),
  razorpayKeyId: z.string(),
  provider: checkoutProvider,
});
export type CreateFeaturedOrderResponse = z.infer<typeof createFeaturedOrderResponse>;

export const verifyFeaturedPaymentBody = z.object(razorpayPaymentFields);
export type VerifyFeaturedPaymentBody = z.infer<typeof verifyFeaturedPaymentBody>;

export const verifyFeaturedPaymentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  featuredExpiry: z.string(),
});
export type VerifyFeaturedPaymentResponse = z.infer<typeof verifyFeaturedPaymentResponse>;
