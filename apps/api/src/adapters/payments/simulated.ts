import type { Db } from '../../db/client';
import {
  providerStyleId,
  type PaymentProvider,
  type ProviderPayment,
  type SignedWebhook,
} from './payment-provider';
import { webhookSignature } from './signatures';
import * as ledger from './simulated-ledger.queries';

export const SIMULATED_FAILURE = 'Payment failed: the simulated bank declined it.';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The offline gateway. Like a real gateway it keeps its own ledger: the payments its checkout
 * took (with the webhook it sent for each) and the refunds it made. Verification, webhooks and
 * reconciliation ask it what a real gateway would be asked, and it answers from that ledger.
 */
export function createSimulatedProvider(opts: { db: Db; webhookSecret: string }): PaymentProvider {
  const { db } = opts;

  const signed = (event: object): SignedWebhook => {
    const rawBody = JSON.stringify(event);
    return {
      rawBody,
      signature: webhookSignature(rawBody, opts.webhookSecret),
      eventId: providerStyleId('evt'),
    };
  };

  const toPayment = (p: ledger.LedgerPayment): ProviderPayment => ({
    id: p.id,
    orderId: p.orderId,
    amountPaise: p.amountPaise,
    status: p.status === 'captured' ? 'captured' : 'failed',
  });

  return {
    name: 'simulated',
    async createOrder({ amountPaise, receipt }) {
      return { id: providerStyleId('order'), amountPaise, currency: 'INR', receipt };
    },
    async fetchPayment(paymentId) {
      const p = await ledger.findLedgerPayment(db, paymentId);
      if (!p) throw new Error(`the gateway knows no payment ${paymentId}`);
      return toPayment(p);
    },
    async fetchOrderPayments(orderId) {
      return (await ledger.ledgerPaymentsOfOrder(db, orderId)).map(toPayment);
    },
    async findRefund(paymentId, idempotencyKey) {
      const r = await ledger.findLedgerRefund(db, paymentId, idempotencyKey);
      return r ? { id: r.id, status: 'pending' } : null;
    },
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      const p = await ledger.findLedgerPayment(db, paymentId);
      if (!p || p.status !== 'captured') throw new Error(`payment ${paymentId} was not captured`);
      const refunded = await ledger.refundedAmountOf(db, paymentId);
      const existing = await ledger.findLedgerRefund(db, paymentId, idempotencyKey);
      if (!existing && refunded + amountPaise > p.amountPaise)
        throw new Error('The total refund amount is greater than the payment amount');
      const r = await ledger.insertLedgerRefund(db, {
        id: providerStyleId('rfnd'),
        paymentId,
        amountPaise,
        idempotencyKey,
      });
      return { id: r.id, status: 'pending' };
    },
    simulation: {
      async pay(order, outcome) {
        const paymentId = providerStyleId('pay');
        const captured = outcome === 'success';
        const webhook = signed({
          entity: 'event',
          account_id: 'acc_simulated',
          event: captured ? 'payment.captured' : 'payment.failed',
          contains: ['payment'],
          payload: {
            payment: {
              entity: {
                id: paymentId,
                entity: 'payment',
                amount: order.amountPaise,
                currency: order.currency,
                status: captured ? 'captured' : 'failed',
                order_id: order.orderId,
                method: 'upi',
                captured,
                error_code: captured ? null : 'BAD_REQUEST_ERROR',
                error_description: captured ? null : SIMULATED_FAILURE,
                error_reason: captured ? null : 'payment_failed',
              },
            },
          },
          created_at: nowSeconds(),
        });
        await ledger.insertLedgerPayment(db, {
          id: paymentId,
          orderId: order.orderId,
          amountPaise: order.amountPaise,
          status: captured ? 'captured' : 'failed',
          webhookEventId: webhook.eventId,
          webhookBody: webhook.rawBody,
        });
        return { paymentId, webhook };
      },
      refundProcessedWebhook(r) {
        return signed({
          entity: 'event',
          account_id: 'acc_simulated',
          event: 'refund.processed',
          contains: ['refund'],
          payload: {
            refund: {
              entity: {
                id: r.providerRefundId,
                entity: 'refund',
                amount: r.amountPaise,
                currency: 'INR',
                payment_id: r.providerPaymentId,
                status: 'processed',
                speed_processed: 'normal',
              },
            },
          },
          created_at: nowSeconds(),
        });
      },
    },
  };
}
