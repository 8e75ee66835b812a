import { SIMULATED_FAILURE } from './simulated';
import { paymentSignature } from './signatures';

/**
 * What Razorpay's checkout modal hands the page after a payment, as the simulated checkout
 * answers it: the signed ids on success, Razorpay's error object on failure.
 */
export function simulatedCheckoutAnswer(
  r: { orderId: string; paymentId: string; outcome: 'success' | 'failure' },
  keySecret: string,
) {
  if (r.outcome === 'success')
    return {
      success: true as const,
      outcome: 'success' as const,
      razorpay_order_id: r.orderId,
      razorpay_payment_id: r.paymentId,
      razorpay_signature: paymentSignature(r.orderId, r.paymentId, keySecret),
    };
  return {
    success: true as const,
    outcome: 'failure' as const,
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: SIMULATED_FAILURE,
      reason: 'payment_failed',
      metadata: { order_id: r.orderId, payment_id: r.paymentId },
    },
  };
}
