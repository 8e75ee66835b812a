import { z } from 'zod';
import { featuredPlanId } from '@app/domain/schemas/featured-plans';
import type { Tx } from '../../../db/client';
import { mailOf, type NoticeSender } from '../../notifications/notifications.module';
import { recordAudit } from '../../../shared/audit/audit-log';
import type { FeaturedPlacement } from '../../therapists/therapists.module';
import type { Refunds } from '../payments/refunds.service';
import * as orders from '../payments/orders.queries';
import { withInvoice } from '../invoices/invoice-attachments';
import * as refundsQ from '../payments/refunds.queries';

/** What a featured order's `booking` column holds: the plan, who pays, and once paid, the period. */
export const storedFeaturedPlan = z.object({
  plan: featuredPlanId,
  months: z.number().int().positive(),
  therapistName: z.string(),
  name: z.string(),
  email: z.string(),
  paidAt: z.string().optional(),
  featuredFrom: z.string().optional(),
  featuredUntil: z.string().optional(),
});
export type StoredFeaturedPlan = z.infer<typeof storedFeaturedPlan>;

export type FeaturedStep = {
  result: { kind: 'featured'; featuredUntil: Date; created: boolean };
  refundIds: string[];
};
type Actor = { kind: 'user' | 'system'; accountId: string | null };

/**
 * Applies a captured payment of a featured order inside the fulfilment's transaction, with the
 * order's row locked: the first capture extends the placement, any repeat of it answers what it
 * bought, and a further payment on the paid order is refunded.
 */
export function createFeaturedFulfilment(deps: {
  placement: FeaturedPlacement;
  refunds: Refunds;
  notices: Pick<NoticeSender, 'mail'>;
  now: () => Date;
}) {
  const { placement, notices } = deps;
  // The featured plan's payer is the therapist's account, the order's client.
  const payerReads = (p: orders.PaymentRow) => ({ reader: { accountId: p.clientId } });

  async function fulfilIn(
    tx: Tx,
    p: orders.PaymentRow,
    providerPaymentId: string,
    actor: Actor,
  ): Promise<FeaturedStep> {
    const plan = storedFeaturedPlan.parse(p.booking);
    if (p.status === 'captured' || p.status === 'refunded') {
      const featuredUntil = new Date(plan.featuredUntil ?? p.updatedAt);
      const refundIds =
        p.providerPaymentId === providerPaymentId
          ? []
          : await refundExtra(tx, p, plan, providerPaymentId, actor);
      return { result: { kind: 'featured', featuredUntil, created: false }, refundIds };
    }
    const paidAt = deps.now();
    const period = await placement.extend(tx, p.therapistId, plan.months, paidAt);
    if (!period) throw new Error(`featured order ${p.id} names a missing profile`);
    await orders.markPaymentCaptured(tx, p.id, providerPaymentId, null);
    await orders.updatePaymentBooking(tx, p.id, {
      ...plan,
      paidAt: paidAt.toISOString(),
      featuredFrom: period.from.toISOString(),
      featuredUntil: period.until.toISOString(),
    } satisfies StoredFeaturedPlan);
    await recordAudit(tx, {
      actorAccountId: actor.accountId,
      actorKind: actor.kind,
      action: 'featured_plan.purchased',
      entity: 'therapist',
      entityId: p.therapistId,
      data: {
        paymentId: p.id,
        plan: plan.plan,
        amountPaise: p.amountPaise,
        providerOrderId: p.providerOrderId,
        providerPaymentId,
        featuredFrom: period.from.toISOString(),
        featuredUntil: period.until.toISOString(),
      },
    });
    await notices.mail(tx, [
      {
        ...withInvoice(
          featuredReceiptMailOf(p, plan, providerPaymentId, paidAt, period.from, period.until),
          providerPaymentId,
        ),
        ...payerReads(p),
      },
    ]);
    return {
      result: { kind: 'featured', featuredUntil: period.until, created: true },
      refundIds: [],
    };
  }

  const featuredReceiptMailOf = (
    p: orders.PaymentRow,
    plan: StoredFeaturedPlan,
    providerPaymentId: string,
    paidAt: Date,
    featuredFrom: Date,
    featuredUntil: Date,
  ) =>
    mailOf('featuredReceipt', {
      name: plan.name,
      email: plan.email,
      plan: plan.plan,
      amountPaise: p.amountPaise,
      providerOrderId: p.providerOrderId,
      providerPaymentId,
      paidAt,
      featuredFrom,
      featuredUntil,
    });

  /** A second payment captured on a paid featured order is money nobody meant to pay: refunded. */
  async function refundExtra(
    tx: Tx,
    p: orders.PaymentRow,
    plan: StoredFeaturedPlan,
    providerPaymentId: string,
    actor: Actor,
  ): Promise<string[]> {
    const known = await refundsQ.findRefundOfProviderPayment(tx, providerPaymentId);
    if (known) return [known.id];
    const refundId = await deps.refunds.record(tx, {
      paymentRowId: p.id,
      providerPaymentId,
      appointmentId: null,
      idempotencyKey: `extra-${providerPaymentId}`,
      amountPaise: p.amountPaise,
      cause: 'extra-payment',
      reason: 'further payment on a featured plan already paid',
    });
    if (!refundId) return [];
    await recordAudit(tx, {
      actorAccountId: actor.accountId,
      actorKind: actor.kind,
      action: 'payment.extra_refund',
      entity: 'payment',
      entityId: p.id,
      data: { providerPaymentId, plan: plan.plan },
    });
    await notices.mail(tx, [
      { ...mailOf('featuredDuplicate', plan, p.amountPaise), ...payerReads(p) },
    ]);
    return [refundId];
  }

  return { fulfilIn };
}
