import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { providerStyleId } from '../../adapters/payments/payment-provider';
import {
  paymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from '../../adapters/payments/signatures';
import { badRequest, notFound } from '../../plugins/errors';
import type { BookingsService } from '../bookings/bookings.service';
import { enqueueMail } from '../mail/mail.queries';
import * as q from './payments.queries';
import {
  refundFailedNotice,
  refundProcessedMail,
  type RefundMailFacts,
  type RefundSite,
} from './refund-mails';

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

export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

/** A webhook the simulated gateway sends, signed as Razorpay signs. */
export interface SignedWebhook {
  rawBody: string;
  signature: string;
  eventId: string;
}

const bookedSlot = z.object({ slotDate: z.string(), slotTime: z.string() });

/** The appointment's contact and slot when there is one, else the account and the order's snapshot. */
function toMailFacts(
  f: NonNullable<Awaited<ReturnType<typeof q.refundMailFacts>>>,
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
    clientEmail: f.appointmentEmail ?? f.accountEmail,
    therapistName: f.therapistName,
    slot,
    appointmentId: f.appointmentId,
  };
}

export const SIMULATED_FAILURE = 'Payment failed: the simulated bank declined it.';

export function createPaymentsService(deps: {
  db: Db;
  keySecret: string;
  webhookSecret: string;
  bookings: Pick<BookingsService, 'providerCaptured' | 'providerFailed'>;
  /** Refund mails: the client's 'refund processed', the team's 'refund failed'. */
  site?: RefundSite;
  mailQueued?: () => void;
}) {
  const { db, bookings } = deps;

  const signed = (event: object): SignedWebhook => {
    const rawBody = JSON.stringify(event);
    return {
      rawBody,
      signature: webhookSignature(rawBody, deps.webhookSecret),
      eventId: providerStyleId('evt'),
    };
  };

  /** Records the provider's refund outcome and, when it changed, tells the client or the team. */
  async function refundOutcome(
    refund: { id: string; payment_id?: string | null | undefined },
    status: 'processed' | 'failed',
  ) {
    const changed = await db.transaction(async (tx) => {
      const row = await q.applyRefundStatus(tx, {
        providerRefundId: refund.id,
        providerPaymentId: refund.payment_id ?? null,
        status,
      });
      if (!row || !deps.site) return row !== null;
      const f = await q.refundMailFacts(tx, row.id);
      if (!f) return true;
      const facts = toMailFacts(f);
      await enqueueMail(
        tx,
        status === 'processed'
          ? refundProcessedMail(facts, deps.site)
          : refundFailedNotice(facts, deps.site),
      );
      return true;
    });
    if (changed) deps.mailQueued?.();
  }

  async function dispatch(e: z.infer<typeof webhookEvent>): Promise<string> {
    const payment = e.payload.payment?.entity;
    switch (e.event) {
      case 'payment.captured':
      case 'order.paid':
        if (!payment?.order_id) return 'ignored';
        return bookings.providerCaptured({
          orderId: payment.order_id,
          paymentId: payment.id,
          amountPaise: payment.amount,
        });
      case 'payment.failed':
        if (!payment?.order_id) return 'ignored';
        await bookings.providerFailed({
          orderId: payment.order_id,
          paymentId: payment.id,
          reason: payment.error_description ?? payment.error_reason ?? 'payment failed',
        });
        return 'failed';
      case 'refund.processed':
      case 'refund.failed': {
        const refund = e.payload.refund?.entity;
        if (!refund) return 'ignored';
        await refundOutcome(refund, e.event === 'refund.processed' ? 'processed' : 'failed');
        return 'refund';
      }
      default:
        return 'ignored';
    }
  }

  return {
    /** Verifies, dedupes on the event id and handles a provider webhook. */
    async handleWebhook(d: WebhookDelivery): Promise<{ outcome: string }> {
      if (!d.signature || !verifyWebhookSignature(d.rawBody, d.signature, deps.webhookSecret)) {
        throw badRequest('Invalid webhook signature');
      }
      let parsed: z.infer<typeof webhookEvent>;
      try {
        parsed = webhookEvent.parse(JSON.parse(d.rawBody.toString('utf8')));
      } catch {
        // Signed by the provider but not a shape we know: acknowledge, nothing to do.
        return { outcome: 'ignored' };
      }
      const id = d.eventId ?? `sha256:${createHash('sha256').update(d.rawBody).digest('hex')}`;
      if (!(await q.recordWebhookEvent(db, { id, provider: 'razorpay', type: parsed.event })))
        return { outcome: 'duplicate' };
      try {
        return { outcome: await dispatch(parsed) };
      } catch (err) {
        await q.forgetWebhookEvent(db, id);
        throw err;
      }
    },

    /**
     * The simulated gateway's checkout: answers like Razorpay's modal and prepares the webhook the
     * gateway would send, signed as Razorpay signs.
     */
    async simulateCheckout(callerId: string, orderId: string, outcome: 'success' | 'failure') {
      const order = await q.findClientOrder(db, orderId, callerId);
      if (!order) throw notFound('Payment order not found');
      const paymentId = providerStyleId('pay');
      const captured = outcome === 'success';
      const event = {
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
        created_at: Math.floor(Date.now() / 1000),
      };
      const webhook = signed(event);
      const answer = captured
        ? {
            success: true as const,
            outcome: 'success' as const,
            razorpay_order_id: order.orderId,
            razorpay_payment_id: paymentId,
            razorpay_signature: paymentSignature(order.orderId, paymentId, deps.keySecret),
          }
        : {
            success: true as const,
            outcome: 'failure' as const,
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: SIMULATED_FAILURE,
              reason: 'payment_failed',
              metadata: { order_id: order.orderId, payment_id: paymentId },
            },
          };
      return { answer, webhook };
    },

    /**
     * The simulated gateway settles a refund at once: the refund.processed webhook Razorpay would
     * send later, signed as Razorpay signs.
     */
    simulatedRefundWebhook(r: {
      providerRefundId: string;
      providerPaymentId: string;
      amountPaise: number;
    }): SignedWebhook {
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
        created_at: Math.floor(Date.now() / 1000),
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
