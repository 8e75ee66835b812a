import { verifyPaymentSignature } from '../../../adapters/payments/signatures';
import type { PaymentProvider } from '../../../adapters/payments/payment-provider';
import { badRequest, conflict, fail, type ErrorWords } from '../../../shared/app-error';
import { AMOUNT_MISMATCH } from './booking-snapshot';
import { CHECKOUT_WORDS as W } from './checkout-words';
import type { PaymentRow } from '../payments/orders.queries';

/** What the checkout hands back after a payment, signed by the provider. */
export interface PaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The checkout's answer must carry the provider's signature over the stored order and the payment. */
export function checkPaymentSignature(p: PaymentRow, r: PaymentResult, keySecret: string) {
  if (
    !verifyPaymentSignature(
      p.providerOrderId,
      r.razorpay_payment_id,
      r.razorpay_signature,
      keySecret,
    )
  ) {
    throw fail('PAYMENT_VERIFICATION_FAILED');
  }
}

/**
 * Asks the provider about a payment the order has not recorded yet: it must be this order's, for
 * its amount, and captured. `processing` is what a payment still being authorised is told.
 */
export async function confirmWithProvider(
  provider: PaymentProvider,
  p: PaymentRow,
  r: PaymentResult,
  processing: ErrorWords,
) {
  if (p.providerPaymentId === r.razorpay_payment_id) return;
  const paid = await provider.fetchPayment(r.razorpay_payment_id).catch(() => null);
  if (!paid) throw fail('PAYMENT_VERIFICATION_FAILED');
  if (paid.orderId !== p.providerOrderId || paid.amountPaise !== p.amountPaise)
    throw badRequest(AMOUNT_MISMATCH, 'AMOUNT_MISMATCH');
  if (paid.status === 'failed') throw badRequest(W.paymentFailed);
  if (paid.status === 'authorized') throw conflict(processing);
}
