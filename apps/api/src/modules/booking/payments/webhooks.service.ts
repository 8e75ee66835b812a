import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import type { PaymentProvider, SignedWebhook } from '../../../adapters/payments/payment-provider';
import { paymentSignature, verifyWebhookSignature } from '../../../adapters/payments/signatures';
import { SIMULATED_FAILURE } from '../../../adapters/payments/simulated';
import { badRequest, notFound } from '../../../shared/app-error';
import { enqueueMail } from '../../../shared/mail/mail-outbox';
import type { JobRunner } from '../../../shared/jobs/job-runner';
import type { FulfilmentService, Step } from './fulfilment.service';
import type { Refunds } from './refunds.service';
import * as events from './webhook-events.queries';
import * as orders from './orders.queries';
import * as refundsQ from './refunds.queries';
import {
  refundFailedNotice,
  refundProcessedMail,
  type RefundMailFacts,
  type RefundSite,
} from '../mails/refund-mails';

export const WEBHOOK_JOB = 'webhook.process';

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number(),
  error_description: z.string().nullish(),
  error_reason: z.string().nullish(),
});
const webhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z
      .object({
        entity: z.object({
          id: z.string(),
          status: z.string().optional(),
          payment_id: z.string().nullish(),
        }),
      })
      .optional(),
  }),
});
type WebhookEvent = z.infer<typeof webhookEvent>;

export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

const bookedSlot = z.object({ slotDate: z.string(), slotTime: z.string() });

/** The appointment's contact and slot when there is one, else the account and the order's snapshot. */
function toMailFacts(
  f: NonNullable<Awaited<ReturnType<typeof refundsQ.refundMailFacts>>>,
): RefundMailFacts {
  const snapshot = bookedSlot.safeParse(f.booking);
  const firstName = f.appointmentFirstName ?? f.accountFirstName;
  const lastName = f.appointmentLastName ?? f.accountLastName;
  let slot: RefundMailFacts['slot'] = snapshot.success ? snapshot.data : null;
  if (f.slotDate && f.slotTime) slot = { slotDate: f.slotDate, slotTime: f.slotTime };
  return {
    refundId: f.refundId,
    providerRefundId: f.providerRefundId,
    amountPaise: f.amountPaise,
    clientName: `${firstName} ${lastName}`.trim(),
    clientEmail: f.accountEmail,
    therapistName: f.therapistName,
    slot,
    appointmentId: f.appointmentId,
  };
}

/**
 * The webhook inbox. A signed event is stored (deduplicated on the provider's event id) with the
 * job that processes it, and acknowledged; the job applies it and marks it processed in one
 * transaction, so a crash at any instant leaves the event to be processed again.
 */
export function createWebhookInbox(deps: {
  db: Db;
  webhookSecret: string;
  jobsQueued?: () => void;
}) {
  const { db } = deps;

  async function receive(d: WebhookDelivery): Promise<{ outcome: string }> {
    if (!d.signature || !verifyWebhookSignature(d.rawBody, d.signature, deps.webhookSecret)) {
      throw badRequest('Invalid webhook signature');
    }
    let payload: unknown;
    let parsed: WebhookEvent;
    try {
      payload = JSON.parse(d.rawBody.toString('utf8'));
      parsed = webhookEvent.parse(payload);
    } catch {
      // Signed by the provider but not a shape we know: acknowledge, nothing to do.
      return { outcome: 'ignored' };
    }
    const id = d.eventId ?? `sha256:${createHash('sha256').update(d.rawBody).digest('hex')}`;
    const stored = await events.storeEventWithJob(
      db,
      { id, provider: 'razorpay', type: parsed.event, payload },
      WEBHOOK_JOB,
    );
    deps.jobsQueued?.();
    return { outcome: stored ? 'received' : 'duplicate' };
  }

  return {
    receive,
    /** A webhook the simulated gateway sends goes through the same inbox as the provider's. */
    receiveSigned: (w: SignedWebhook) =>
      receive({ rawBody: Buffer.from(w.rawBody), signature: w.signature, eventId: w.eventId }),
  };
}

export type WebhookInbox = ReturnType<typeof createWebhookInbox>;

/** Applies the inbox's events (a job per event) and runs the simulated gateway's checkout. */
export function createWebhooks(deps: {
  db: Db;
  inbox: WebhookInbox;
  provider: PaymentProvider;
  keySecret: string;
  fulfilment: FulfilmentService;
  refunds: Refunds;
  site: RefundSite;
  log: { warn(obj: object, msg: string): void };
  jobsQueued?: () => void;
}) {
  const { db, fulfilment, inbox } = deps;

  /** Applies a stored event once; answers what it led to. */
  async function processEvent(eventId: string): Promise<string> {
    const result = await db.transaction(async (tx) => {
      const event = await events.lockUnprocessedEvent(tx, eventId);
      if (!event) return { outcome: 'already-processed', step: null };
      const parsed = webhookEvent.safeParse(event.payload);
      const applied = parsed.success
        ? await apply(tx, parsed.data)
        : { outcome: 'ignored', step: null };
      await events.markEventProcessed(tx, eventId, applied.outcome);
      return applied;
    });
    deps.jobsQueued?.();
    if (result.step) await deps.refunds.sendNow(result.step.refundIds);
    return result.outcome;
  }

  async function apply(tx: Tx, e: WebhookEvent): Promise<{ outcome: string; step: Step | null }> {
    const payment = e.payload.payment?.entity;
    switch (e.event) {
      case 'payment.captured':
      case 'order.paid': {
        if (!payment?.order_id) return { outcome: 'ignored', step: null };
        const order = await orders.findPaymentByOrder(tx, payment.order_id);
        if (!order) return { outcome: 'unknown-order', step: null };
        if (order.amountPaise !== payment.amount) {
          deps.log.warn(
            { orderId: payment.order_id, paymentId: payment.id },
            'captured amount differs from the order: not booked',
          );
          return { outcome: 'amount-mismatch', step: null };
        }
        const step = await fulfilment.fulfilIn(tx, payment.order_id, payment.id, {
          kind: 'system',
          accountId: null,
        });
        return { outcome: step.result.kind, step };
      }
      case 'payment.failed':
        if (!payment?.order_id) return { outcome: 'ignored', step: null };
        await orders.markPaymentFailed(
          tx,
          payment.order_id,
          payment.id,
          payment.error_description ?? payment.error_reason ?? 'payment failed',
        );
        return { outcome: 'failed', step: null };
      case 'refund.processed':
      case 'refund.failed': {
        const refund = e.payload.refund?.entity;
        if (!refund) return { outcome: 'ignored', step: null };
        await refundOutcome(tx, refund, e.event === 'refund.processed' ? 'processed' : 'failed');
        return { outcome: 'refund', step: null };
      }
      default:
        return { outcome: 'ignored', step: null };
    }
  }

  /** Records the provider's refund outcome and, when it changed, tells the client or the team. */
  async function refundOutcome(
    tx: Tx,
    refund: { id: string; payment_id?: string | null | undefined },
    status: 'processed' | 'failed',
  ) {
    const row = await refundsQ.applyRefundStatus(tx, {
      providerRefundId: refund.id,
      providerPaymentId: refund.payment_id ?? null,
      status,
    });
    if (!row) return;
    if (status === 'processed')
      await orders.markOrderRefunded(tx, row.paymentId, row.providerPaymentId);
    const f = await refundsQ.refundMailFacts(tx, row.id);
    if (!f) return;
    const facts = toMailFacts(f);
    await enqueueMail(
      tx,
      status === 'processed'
        ? refundProcessedMail(facts, deps.site)
        : refundFailedNotice(facts, deps.site),
    );
  }

  return {
    receive: inbox.receive,
    processEvent,

    /**
     * The simulated gateway's checkout: pays or fails the caller's order in the gateway's ledger,
     * sends its webhook to the inbox and answers like Razorpay's modal.
     */
    async simulateCheckout(callerId: string, orderId: string, outcome: 'success' | 'failure') {
      const simulation = deps.provider.simulation;
      const order = simulation ? await orders.findClientOrder(db, orderId, callerId) : null;
      if (!simulation || !order) throw notFound('Payment order not found');
      const { paymentId, webhook } = await simulation.pay(order, outcome);
      await inbox.receiveSigned(webhook);
      if (outcome === 'success')
        return {
          success: true as const,
          outcome: 'success' as const,
          razorpay_order_id: order.orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: paymentSignature(order.orderId, paymentId, deps.keySecret),
        };
      return {
        success: true as const,
        outcome: 'failure' as const,
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: SIMULATED_FAILURE,
          reason: 'payment_failed',
          metadata: { order_id: order.orderId, payment_id: paymentId },
        },
      };
    },

    registerJobs(runner: JobRunner) {
      runner.register(
        WEBHOOK_JOB,
        async (payload) => {
          await processEvent(String(payload.eventId));
        },
        { maxAttempts: 10, retryBaseMs: 5_000 },
      );
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
