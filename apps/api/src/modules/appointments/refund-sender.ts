import type { RefundRule } from '@app/domain/pricing';
import type { Db, Tx } from '../../db/client';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import * as q from './appointments.queries';

export interface RefundRequestedEvent {
  providerRefundId: string;
  providerPaymentId: string;
  amountPaise: number;
}
/** Told after the provider accepted a refund (the simulated gateway answers with its webhook). */
export type RefundRequested = (refund: RefundRequestedEvent) => Promise<void>;

type Status = q.RefundRow['status'];
export type SendOutcome =
  | { kind: 'none' }
  | { kind: 'in-flight'; amountPaise: number }
  | { kind: 'send-failed'; amountPaise: number; reason: string }
  | { kind: 'sent' | 'recorded'; amountPaise: number; providerRefundId: string; status: Status };

type SendDeps = {
  db: Db;
  provider: PaymentProvider;
  log: { warn(obj: object, msg: string): void };
  refundRequested?: RefundRequested;
};

/**
 * Sends one recorded refund to the provider. The row is claimed first, so concurrent senders call
 * the provider once; a refund the provider never saw is released for a retry. Only the provider's
 * webhook marks a refund processed (the client's mail goes out exactly once); an immediate failure
 * is final.
 */
export async function sendRefundToProvider(
  deps: SendDeps,
  refund: Pick<q.RefundRow, 'id' | 'amountPaise' | 'idempotencyKey'>,
  providerPaymentId: string,
  notes: Record<string, string>,
): Promise<{ kind: 'busy' | 'sent' } | { kind: 'send-failed'; reason: string }> {
  const { db, provider, log } = deps;
  if (!(await q.claimRefundForSending(db, refund.id))) return { kind: 'busy' };
  let accepted: Awaited<ReturnType<PaymentProvider['refund']>>;
  try {
    accepted = await provider.refund({
      paymentId: providerPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      notes,
    });
  } catch (err) {
    await q.releaseRefundClaim(db, refund.id);
    const reason = (err as Error).message;
    log.warn({ refundId: refund.id, reason }, 'refund request failed; it stays pending');
    return { kind: 'send-failed', reason };
  }
  const status = accepted.status === 'failed' ? 'failed' : 'pending';
  await q.recordProviderRefund(db, refund.id, accepted.id, status);
  if (status === 'pending' && deps.refundRequested) {
    try {
      await deps.refundRequested({
        providerRefundId: accepted.id,
        providerPaymentId,
        amountPaise: refund.amountPaise,
      });
    } catch (err) {
      log.warn({ refundId: refund.id, reason: (err as Error).message }, 'refund notice failed');
    }
  }
  return { kind: 'sent' };
}

export const cancellationRefundKey = (appointmentId: string) => `cancel-${appointmentId}`;

/**
 * Cancellation refunds: recorded inside the decision's transaction (one per payment, keyed
 * `cancel-<appointment>`), then sent to the provider after the commit. Sending again is safe: a
 * refund the provider has seen is never sent twice, one that never reached it is retried.
 */
export function createRefundSender(deps: SendDeps) {
  const { db, log } = deps;

  async function current(appointmentId: string): Promise<SendOutcome> {
    const found = await q.findRefundByKey(db, cancellationRefundKey(appointmentId));
    if (!found) return { kind: 'none' };
    const { refund } = found;
    return refund.providerRefundId
      ? {
          kind: 'recorded',
          amountPaise: refund.amountPaise,
          providerRefundId: refund.providerRefundId,
          status: refund.status,
        }
      : { kind: 'in-flight', amountPaise: refund.amountPaise };
  }

  return {
    async record(
      tx: Tx,
      appointment: { id: string },
      refund: { refundPaise: number; rule: RefundRule },
    ): Promise<boolean> {
      const payment = await q.findRefundablePayment(tx, appointment.id);
      if (!payment) {
        log.warn(
          { appointmentId: appointment.id },
          'approved cancellation has no captured payment to refund',
        );
        return false;
      }
      return q.insertRefund(tx, {
        paymentId: payment.id,
        appointmentId: appointment.id,
        idempotencyKey: cancellationRefundKey(appointment.id),
        amountPaise: Math.min(refund.refundPaise, payment.amountPaise),
        status: 'pending',
        reason: `cancellation approved (${refund.rule})`,
      });
    },

    async send(appointmentId: string): Promise<SendOutcome> {
      const found = await q.findRefundByKey(db, cancellationRefundKey(appointmentId));
      if (!found) return { kind: 'none' };
      const { refund, providerPaymentId } = found;
      if (refund.providerRefundId || refund.status !== 'pending') return current(appointmentId);
      if (!providerPaymentId) {
        return {
          kind: 'send-failed',
          amountPaise: refund.amountPaise,
          reason: 'the payment has no provider payment id',
        };
      }
      const sent = await sendRefundToProvider(deps, refund, providerPaymentId, {
        reason: refund.reason,
        appointment_id: appointmentId,
      });
      if (sent.kind === 'send-failed')
        return { kind: 'send-failed', amountPaise: refund.amountPaise, reason: sent.reason };
      const after = await current(appointmentId);
      return after.kind === 'recorded' ? { ...after, kind: 'sent' } : after;
    },
  };
}
