import type { RefundRule } from '@app/domain/pricing';
import { goodwillAmount } from '@app/domain/refund-amounts';
import type { Db, Tx } from '../../../db/client';
import type { PaymentProvider, SignedWebhook } from '../../../adapters/payments/payment-provider';
import { enqueueJob } from '../../../shared/jobs/job-queue';
import type { JobRunner } from '../../../shared/jobs/job-runner';
import * as appts from '../appointments/appointments.queries';
import { storedBooking } from '../checkout/booking-snapshot';
import * as orders from './orders.queries';
import * as refundsQ from './refunds.queries';

export const REFUND_SEND_JOB = 'refund.send';

type Status = refundsQ.RefundRow['status'];
export type SendOutcome =
  | { kind: 'none' }
  | { kind: 'in-flight'; amountPaise: number }
  | { kind: 'send-failed'; amountPaise: number; reason: string }
  | { kind: 'sent' | 'recorded'; amountPaise: number; providerRefundId: string; status: Status };

type SendResult = { kind: 'busy' | 'sent' | 'done' } | { kind: 'send-failed'; reason: string };

export interface RefundsDeps {
  db: Db;
  provider: PaymentProvider;
  log: { warn(obj: object, msg: string): void };
  /** Hands a webhook the simulated gateway sends to the webhook inbox. */
  receiveWebhook?: (webhook: SignedWebhook) => Promise<unknown>;
  /** Wakes the job runner after jobs were committed. */
  jobsQueued?: () => void;
}

export interface NewRefund {
  paymentRowId: string;
  providerPaymentId: string;
  appointmentId: string | null;
  idempotencyKey: string;
  amountPaise: number;
  cause: refundsQ.RefundCauseCode;
  /** For people: the provider's notes and the admin console. */
  reason: string;
}

export const cancellationRefundKey = (appointmentId: string) => `cancel-${appointmentId}`;
/**
 * A goodwill refund's key (decisions 0047, 0063): one per request the console makes, so a request
 * sent again finds the refund it made; without a request id, one per payment.
 */
export const goodwillRefundKey = (paymentRowId: string, requestId?: string) =>
  requestId ? `goodwill-${paymentRowId}-${requestId}` : `goodwill-${paymentRowId}`;

/**
 * What a cancellation's refund came to: recorded now; the payment had been refunded before (a
 * goodwill refund, or one recorded at the same instant), so the money is back already; or no
 * captured payment was found at all.
 */
export type CancellationRefund = 'recorded' | 'refunded-before' | 'none';

/**
 * Every refund: recorded inside the transaction that decides it, with a job that sends it to the
 * provider. A send is claimed first (a lease on the row), so an inline send and the job never both
 * reach the provider; a sender that dies lets the lease run out and the job's retry asks the
 * provider for a refund made under the same key before it makes one. Only the provider's webhook
 * marks a refund processed.
 */
export function createRefunds(deps: RefundsDeps) {
  const { db, provider, log } = deps;

  /** Records a refund and its send job; false when this payment or key was refunded already. */
  async function record(tx: Tx, r: NewRefund): Promise<string | null> {
    const id = await refundsQ.insertRefund(tx, {
      paymentId: r.paymentRowId,
      providerPaymentId: r.providerPaymentId,
      appointmentId: r.appointmentId,
      idempotencyKey: r.idempotencyKey,
      amountPaise: r.amountPaise,
      status: 'pending',
      cause: r.cause,
      reason: r.reason,
    });
    if (id)
      await enqueueJob(tx, {
        type: REFUND_SEND_JOB,
        payload: { refundId: id },
        dedupeKey: `refund:${id}`,
      });
    return id;
  }

  /** The simulated gateway settles a refund it accepted by sending its webhook to the inbox. */
  async function simulateSettlement(r: {
    providerRefundId: string;
    providerPaymentId: string;
    amountPaise: number;
  }) {
    const simulation = provider.simulation;
    if (simulation && deps.receiveWebhook)
      await deps.receiveWebhook(simulation.refundProcessedWebhook(r));
  }

  async function send(refundId: string): Promise<SendResult> {
    const refund = await refundsQ.findRefund(db, refundId);
    if (!refund || refund.status !== 'pending') return { kind: 'done' };
    if (refund.providerRefundId) {
      // Accepted earlier; a crash may have come before the simulated gateway's webhook went out.
      await simulateSettlement({ ...refund, providerRefundId: refund.providerRefundId });
      return { kind: 'done' };
    }
    if (!(await refundsQ.claimRefundForSending(db, refund.id))) return { kind: 'busy' };
    let accepted: Awaited<ReturnType<PaymentProvider['refund']>>;
    try {
      accepted =
        (await provider.findRefund(refund.providerPaymentId, refund.idempotencyKey)) ??
        (await provider.refund({
          paymentId: refund.providerPaymentId,
          amountPaise: refund.amountPaise,
          idempotencyKey: refund.idempotencyKey,
          notes: { reason: refund.reason, refund_id: refund.id },
        }));
    } catch (err) {
      await refundsQ.releaseRefundClaim(db, refund.id);
      const reason = (err as Error).message;
      log.warn({ refundId: refund.id, reason }, 'refund request failed; it stays pending');
      return { kind: 'send-failed', reason };
    }
    const status = accepted.status === 'failed' ? 'failed' : 'pending';
    await refundsQ.recordProviderRefund(db, refund.id, accepted.id, status);
    if (status === 'pending')
      await simulateSettlement({ ...refund, providerRefundId: accepted.id });
    return { kind: 'sent' };
  }

  async function outcomeOf(key: string): Promise<SendOutcome> {
    const refund = await refundsQ.findRefundByKey(db, key);
    if (!refund) return { kind: 'none' };
    return refund.providerRefundId
      ? {
          kind: 'recorded',
          amountPaise: refund.amountPaise,
          providerRefundId: refund.providerRefundId,
          status: refund.status,
        }
      : { kind: 'in-flight', amountPaise: refund.amountPaise };
  }

  /**
   * A week of a standing series (decision 0066): the week's share of the series' payment, never
   * more than the payment has left; the payment row is locked by the caller's lookup, so weeks
   * cancelled at the same instant are counted one after the other.
   */
  async function recordSeriesWeek(
    tx: Tx,
    appointmentId: string,
    payment: orders.PaymentRow,
    refundPaise: number,
    reason: string,
    cause: 'cancellation' | 'proposal-declined',
  ): Promise<CancellationRefund> {
    if (!payment.providerPaymentId) return 'none';
    const key = refundsQ.seriesRefundKey(appointmentId);
    if (await refundsQ.findRefundByKey(tx, key)) return 'refunded-before';
    const left =
      payment.amountPaise - (await refundsQ.refundedPaiseOf(tx, payment.providerPaymentId));
    if (left <= 0) return 'refunded-before';
    const id = await record(tx, {
      paymentRowId: payment.id,
      providerPaymentId: payment.providerPaymentId,
      appointmentId,
      idempotencyKey: key,
      amountPaise: Math.min(refundPaise, left),
      cause,
      reason: `${reason}; one week of a weekly series`,
    });
    return id !== null ? 'recorded' : 'refunded-before';
  }

  return {
    record,

    /** Tries the sends now, after the commit; whatever fails stays with its job. */
    async sendNow(refundIds: string[]) {
      for (const id of refundIds) await send(id);
    },

    /**
     * A cancellation's refund: the payment that paid for the appointment, minus the policy. The
     * unique key on the provider payment makes a second refund of it impossible, whoever records
     * it at the same instant.
     */
    async recordForCancellation(
      tx: Tx,
      appointment: { id: string },
      refund: { refundPaise: number; rule?: RefundRule },
      reason = `cancellation approved (${refund.rule})`,
      cause: 'cancellation' | 'proposal-declined' = 'cancellation',
    ): Promise<CancellationRefund> {
      const series = await orders.lockSeriesPaymentOf(tx, appointment.id);
      if (series)
        return recordSeriesWeek(tx, appointment.id, series, refund.refundPaise, reason, cause);
      const payment = await orders.findRefundablePayment(tx, appointment.id);
      if (!payment?.providerPaymentId) {
        if (await refundsQ.refundOfAppointmentPayment(tx, appointment.id)) return 'refunded-before';
        log.warn(
          { appointmentId: appointment.id },
          'approved cancellation has no captured payment to refund',
        );
        return 'none';
      }
      const id = await record(tx, {
        paymentRowId: payment.id,
        providerPaymentId: payment.providerPaymentId,
        appointmentId: appointment.id,
        idempotencyKey: cancellationRefundKey(appointment.id),
        amountPaise: Math.min(refund.refundPaise, payment.leftPaise),
        cause,
        reason,
      });
      return id !== null ? 'recorded' : 'refunded-before';
    },

    /**
     * What cancelling this appointment could still refund: the captured payment that paid for it
     * and no refund returned yet, else the refund that already returned it.
     */
    async refundableForCancellation(db: Db | Tx, appointmentId: string) {
      const series = await orders.findSeriesPaymentOf(db, appointmentId);
      if (series?.providerPaymentId) {
        const own = await refundsQ.findRefundByKey(db, refundsQ.seriesRefundKey(appointmentId));
        if (own)
          return {
            kind: 'refunded-before' as const,
            amountPaise: own.amountPaise,
            status: own.status,
          };
        const left =
          series.amountPaise - (await refundsQ.refundedPaiseOf(db, series.providerPaymentId));
        // One week's share at most: the rest pays for the other weeks.
        const weekPaise = storedBooking.parse(series.booking).series?.feePaise ?? left;
        return left > 0
          ? { kind: 'payment' as const, amountPaise: Math.min(left, weekPaise) }
          : { kind: 'none' as const };
      }
      const payment = await orders.findRefundablePayment(db, appointmentId);
      if (payment?.providerPaymentId)
        return { kind: 'payment' as const, amountPaise: payment.leftPaise };
      const before = await refundsQ.refundOfAppointmentPayment(db, appointmentId);
      return before
        ? {
            kind: 'refunded-before' as const,
            amountPaise: before.amountPaise,
            status: before.status,
          }
        : { kind: 'none' as const };
    },

    /**
     * A goodwill refund of a captured payment, of a part or of all that is left, on the team's
     * initiative (decision 0063): the payment row is locked, so two at the same instant are
     * counted one after the other and never add up to more than the payment; a request sent
     * again (its request id) answers the refund it recorded. Answers the refund, or why none.
     */
    async recordGoodwill(
      tx: Tx,
      paymentRowId: string,
      reason: string,
      ask: { amountPaise?: number; requestId?: string } = {},
    ): Promise<
      | {
          kind: 'recorded' | 'replayed';
          refundId: string;
          amountPaise: number;
          appointmentId: string | null;
        }
      | { kind: 'not-found' }
      | { kind: 'featured-plan' }
      | { kind: 'not-captured'; status: 'created' | 'failed' }
      | { kind: 'refunded-before'; amountPaise: number; status: Status }
      | { kind: 'exceeds'; leftPaise: number }
    > {
      // Locks in the order every cancellation takes them, the appointment first: a cancellation
      // holds its appointment while its refund's key check waits on this payment, so locking
      // the payment first would deadlock with it.
      const peek = await orders.findPaymentById(tx, paymentRowId);
      if (!peek) return { kind: 'not-found' };
      if (peek.appointmentId) await appts.lockAppointment(tx, peek.appointmentId, null);
      const payment = await orders.lockPayment(tx, paymentRowId);
      if (!payment) return { kind: 'not-found' };
      const key = goodwillRefundKey(payment.id, ask.requestId);
      const replayed = async () => {
        const r = await refundsQ.findRefundByKey(tx, key);
        return r
          ? {
              kind: 'replayed' as const,
              refundId: r.id,
              amountPaise: r.amountPaise,
              appointmentId: r.appointmentId,
            }
          : null;
      };
      if (ask.requestId) {
        const before = await replayed();
        if (before) return before;
      }
      if (payment.purpose !== 'booking') return { kind: 'featured-plan' };
      if (payment.status === 'created' || payment.status === 'failed' || !payment.providerPaymentId)
        return { kind: 'not-captured', status: payment.status === 'failed' ? 'failed' : 'created' };
      const refunded = await refundsQ.refundedPaiseOf(tx, payment.providerPaymentId);
      const amount = goodwillAmount(payment.amountPaise, refunded, ask.amountPaise);
      // A cancellation's refund returns the payment for good: nothing is left after it. A series'
      // weeks are refunded one by one: what they left is still there.
      const latest = await refundsQ.findRefundOfProviderPayment(tx, payment.providerPaymentId);
      const endedBy = latest && latest.cause !== 'goodwill' && !payment.seriesId;
      if (amount.kind === 'nothing-left' || endedBy)
        return {
          kind: 'refunded-before',
          amountPaise: refunded,
          status: latest?.status ?? 'pending',
        };
      if (amount.kind === 'exceeds') return { kind: 'exceeds', leftPaise: amount.leftPaise };
      const refundId = await record(tx, {
        paymentRowId: payment.id,
        providerPaymentId: payment.providerPaymentId,
        appointmentId: payment.appointmentId,
        idempotencyKey: key,
        amountPaise: amount.amountPaise,
        cause: 'goodwill',
        reason: `goodwill refund: ${reason}`,
      });
      if (!refundId) {
        // The same key recorded by another transaction between the read above and this insert.
        const raced = await replayed();
        if (raced) return raced;
        return { kind: 'refunded-before', amountPaise: refunded, status: 'pending' };
      }
      return {
        kind: 'recorded',
        refundId,
        amountPaise: amount.amountPaise,
        appointmentId: payment.appointmentId,
      };
    },

    /** Sends one refund now and answers where it stands (the goodwill refund's answer). */
    async sendOne(refundId: string): Promise<SendOutcome> {
      const refund = await refundsQ.findRefund(db, refundId);
      if (!refund) return { kind: 'none' };
      const sent = await send(refund.id);
      if (sent.kind === 'send-failed')
        return { kind: 'send-failed', amountPaise: refund.amountPaise, reason: sent.reason };
      const after = await outcomeOf(refund.idempotencyKey);
      return after.kind === 'recorded' && sent.kind === 'sent' ? { ...after, kind: 'sent' } : after;
    },

    /** Sends a cancellation's refund now and answers where it stands. */
    async sendForAppointment(appointmentId: string): Promise<SendOutcome> {
      const refund =
        (await refundsQ.findRefundByKey(db, cancellationRefundKey(appointmentId))) ??
        (await refundsQ.findRefundByKey(db, refundsQ.seriesRefundKey(appointmentId)));
      if (!refund) return { kind: 'none' };
      const key = refund.idempotencyKey;
      const sent = await send(refund.id);
      if (sent.kind === 'send-failed')
        return { kind: 'send-failed', amountPaise: refund.amountPaise, reason: sent.reason };
      const after = await outcomeOf(key);
      return after.kind === 'recorded' && sent.kind === 'sent' ? { ...after, kind: 'sent' } : after;
    },

    registerJobs(runner: JobRunner) {
      runner.register(
        REFUND_SEND_JOB,
        async (payload) => {
          const result = await send(String(payload.refundId));
          if (result.kind === 'send-failed') throw new Error(result.reason);
          if (result.kind === 'busy') throw new Error('another sender holds this refund');
        },
        { maxAttempts: 12, retryBaseMs: 30_000 },
      );
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
