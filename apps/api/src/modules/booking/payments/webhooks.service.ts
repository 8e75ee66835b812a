import type { SiteInfo } from '../../../shared/site-info';
import { createHash } from 'node:crypto';
import { formatRupees } from '@app/domain/pricing';
import type { Db, Tx } from '../../../db/client';
import type { PaymentProvider, SignedWebhook } from '../../../adapters/payments/payment-provider';
import {
  paymentEventOf,
  readWebhookBody,
  WEBHOOK_PROVIDER,
  type PaymentEvent,
} from '../../../adapters/payments/provider-events';
import { verifyWebhookSignature } from '../../../adapters/payments/signatures';
import { simulatedCheckoutAnswer } from '../../../adapters/payments/simulated-checkout';
import { badRequest, notFound } from '../../../shared/app-error';
import {
  mailOf,
  refundMailFactsOf,
  type NoticeSender,
} from '../../notifications/notifications.module';
import type { JobRunner } from '../../../shared/jobs/job-runner';
import type { FulfilmentService, Step } from './fulfilment.service';
import type { Refunds } from './refunds.service';
import type { InvoiceIssuer } from '../invoices/invoice-issuer';
import { withCreditNote } from '../invoices/invoice-attachments';
import type { AccountContacts } from '../../accounts/accounts.module';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import * as events from './webhook-events.queries';
import * as orders from './orders.queries';
import * as refundsQ from './refunds.queries';

export const WEBHOOK_JOB = 'webhook.process';

export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
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
    const body = readWebhookBody(d.rawBody);
    // Signed by the provider but not a shape we know: acknowledge, nothing to do.
    if (!body) return { outcome: 'ignored' };
    const id = d.eventId ?? `sha256:${createHash('sha256').update(d.rawBody).digest('hex')}`;
    const stored = await events.storeEventWithJob(
      db,
      { id, provider: WEBHOOK_PROVIDER, type: body.type, payload: body.payload },
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
  therapists: Pick<TherapistBookingFacts, 'contact'>;
  accounts: Pick<AccountContacts, 'find'>;
  site: SiteInfo;
  log: { warn(obj: object, msg: string): void };
  jobsQueued?: () => void;
  notices: NoticeSender;
  /** Issues a refund's credit note when the provider says it was processed. */
  invoices: InvoiceIssuer;
  now: () => Date;
}) {
  const { db, fulfilment, inbox } = deps;

  /** Applies a stored event once; answers what it led to. */
  async function processEvent(eventId: string): Promise<string> {
    const result = await db.transaction(async (tx) => {
      const event = await events.lockUnprocessedEvent(tx, eventId);
      if (!event) return { outcome: 'already-processed', step: null };
      const applied = await apply(tx, paymentEventOf(event.payload));
      await events.markEventProcessed(tx, eventId, applied.outcome);
      return applied;
    });
    deps.jobsQueued?.();
    if (result.step) await deps.refunds.sendNow(result.step.refundIds);
    return result.outcome;
  }

  async function apply(tx: Tx, e: PaymentEvent): Promise<{ outcome: string; step: Step | null }> {
    switch (e.kind) {
      case 'PaymentCaptured': {
        const order = await orders.findPaymentByOrder(tx, e.orderId);
        if (!order) return { outcome: 'unknown-order', step: null };
        if (order.amountPaise !== e.amountPaise) {
          deps.log.warn(
            { orderId: e.orderId, paymentId: e.paymentId },
            'captured amount differs from the order: not booked',
          );
          return { outcome: 'amount-mismatch', step: null };
        }
        const step = await fulfilment.fulfilIn(tx, e.orderId, e.paymentId, {
          kind: 'system',
          accountId: null,
        });
        return { outcome: step.result.kind, step };
      }
      case 'PaymentFailed':
        await orders.markPaymentFailed(tx, e.orderId, e.paymentId, e.failure);
        return { outcome: 'failed', step: null };
      case 'RefundProcessed':
      case 'RefundFailed':
        await refundOutcome(tx, e, e.kind === 'RefundProcessed' ? 'processed' : 'failed');
        return { outcome: 'refund', step: null };
      case 'Ignored':
        return { outcome: 'ignored', step: null };
    }
  }

  /** Records the provider's refund outcome and, when it changed, tells the client or the team. */
  async function refundOutcome(
    tx: Tx,
    refund: { refundId: string; paymentId: string | null },
    status: 'processed' | 'failed',
  ) {
    const row = await refundsQ.applyRefundStatus(tx, {
      providerRefundId: refund.refundId,
      providerPaymentId: refund.paymentId,
      status,
    });
    if (!row) return;
    let creditNote = null;
    if (status === 'processed') {
      await orders.markOrderRefunded(tx, row.paymentId, row.providerPaymentId);
      // Only a status change reaches here: a replayed webhook issues no second credit note.
      creditNote = await deps.invoices.issueCreditNote(tx, row, deps.now());
    }
    const f = await refundsQ.refundMailFacts(tx, row.id);
    if (!f) return;
    const account = await deps.accounts.find(f.clientId, tx);
    const therapist = await deps.therapists.contact(f.therapistId, tx);
    if (!account || !therapist) return;
    const facts = refundMailFactsOf(f, account, therapist.name);
    if (status === 'failed') return deps.notices.mail(tx, [mailOf('refundFailed', facts)]);
    await deps.notices.send(tx, [
      {
        kind: 'refund.processed',
        key: `refund.processed:${row.id}`,
        to: { accountId: f.clientId },
        mail: creditNote
          ? withCreditNote(mailOf('refundProcessed', facts), row.id)
          : mailOf('refundProcessed', facts),
        vars: { amount: formatRupees(facts.amountPaise / 100) },
      },
    ]);
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
      return simulatedCheckoutAnswer(
        { orderId: order.orderId, paymentId, outcome },
        deps.keySecret,
      );
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
