import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { sendRefundToProvider, type RefundRequested } from '../appointments/refund-sender';
import * as q from './bookings.queries';

/**
 * Sends the refund recorded for a payment to the provider unless it already went (or is going);
 * called after every fulfilment of that payment, so a failed send is retried by the next verify
 * call or webhook.
 */
export async function requestRecordedRefund(
  deps: {
    db: Db;
    provider: PaymentProvider;
    log: { warn(obj: object, msg: string): void };
    refundRequested?: RefundRequested;
  },
  paymentRowId: string,
) {
  const refund = await q.findRefundOfPayment(deps.db, paymentRowId);
  if (!refund || refund.providerRefundId || refund.status !== 'pending') return;
  const payment = await q.findPaymentById(deps.db, paymentRowId);
  if (!payment?.providerPaymentId) return;
  await sendRefundToProvider(deps, refund, payment.providerPaymentId, {
    reason: refund.reason,
    payment_row: payment.id,
  });
}
