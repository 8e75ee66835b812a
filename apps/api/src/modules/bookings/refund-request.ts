import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { RefundRequested } from '../appointments/refund-sender';
import * as q from './bookings.queries';

/**
 * Asks the provider for the refund recorded for a payment, once (the idempotency key guards a
 * repeat at the provider too); a failure leaves the refund pending for a retry.
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
  const { db, provider, log } = deps;
  const refund = await q.findRefundOfPayment(db, paymentRowId);
  if (!refund || refund.providerRefundId) return;
  const payment = await q.findPaymentById(db, paymentRowId);
  if (!payment?.providerPaymentId) return;
  try {
    const r = await provider.refund({
      paymentId: payment.providerPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      notes: { reason: refund.reason, payment_row: payment.id },
    });
    await q.setRefundProviderResult(db, refund.id, r.id, r.status);
    if (r.status === 'pending') {
      await deps.refundRequested?.({
        providerRefundId: r.id,
        providerPaymentId: payment.providerPaymentId,
        amountPaise: refund.amountPaise,
      });
    }
  } catch (err) {
    log.warn(
      { paymentRowId, reason: (err as Error).message },
      'refund request failed; it stays pending',
    );
  }
}
