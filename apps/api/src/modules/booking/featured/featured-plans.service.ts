import { randomUUID } from 'node:crypto';
import { FEATURED_PLANS } from '@app/domain/constants';
import { featuredPlanLabel, featuredPlanOf, featuredPlanPaise } from '@app/domain/featured-plans';
import type { FeaturedPlansResponse, FeaturedReceipt } from '@app/domain/schemas/featured-plans';
import type { Db } from '../../../db/client';
import type { PaymentProvider } from '../../../adapters/payments/payment-provider';
import { conflict, fail, forbidden, notFound } from '../../../shared/app-error';
import type { AccountContacts } from '../../accounts/accounts.module';
import type { FeaturedPlacement } from '../../therapists/therapists.module';
import { receiptOf } from '../checkout/booking-snapshot';
import { CHECKOUT_WORDS } from '../checkout/checkout-words';
import { FEATURED_WORDS as W } from './featured-words';
import { storedFeaturedPlan, type StoredFeaturedPlan } from './featured-fulfilment';
import type { FulfilmentService } from '../payments/fulfilment.service';
import {
  checkPaymentSignature,
  confirmWithProvider,
  type PaymentResult,
} from '../checkout/payment-verification';
import * as orders from '../payments/orders.queries';

/** The English of the answer (tests read it). */
export const NOT_APPROVED_MESSAGE = W.notApproved.defaultMessage;

/**
 * Featured plans: a therapist buys a month or three of home-page placement through the same
 * provider, checkout, signature check and fulfilment as bookings (the webhook inbox and the
 * reconciliation settle these orders too). Amounts come from the plan, never from the request.
 */
export function createFeaturedPlans(deps: {
  db: Db;
  provider: PaymentProvider;
  fulfilment: FulfilmentService;
  placement: FeaturedPlacement;
  accounts: AccountContacts;
  keyId: string;
  keySecret: string;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, provider, placement } = deps;

  async function profileOf(accountId: string) {
    const profile = await placement.ofAccount(accountId);
    if (!profile) throw notFound(W.noProfile);
    return profile;
  }

  async function overview(accountId: string): Promise<FeaturedPlansResponse> {
    const profile = await profileOf(accountId);
    const expiry = profile.featuredExpiry;
    const rows = await orders.listFeaturedReceipts(db, profile.id);
    return {
      success: true,
      plans: FEATURED_PLANS.map((plan) => ({
        id: plan.id,
        months: plan.months,
        amountPaise: featuredPlanPaise(plan),
        label: featuredPlanLabel(plan),
      })),
      featuredNow: profile.featured && expiry !== null && expiry.getTime() > deps.now().getTime(),
      featuredExpiry: profile.featured && expiry ? expiry.toISOString() : null,
      canBuy: profile.status === 'approved',
      receipts: rows.flatMap((row) => {
        const r = toReceipt(row);
        return r ? [r] : [];
      }),
    };
  }

  function toReceipt(row: orders.PaymentRow): FeaturedReceipt | null {
    const s = storedFeaturedPlan.safeParse(row.booking);
    const plan = s.success ? featuredPlanOf(s.data.plan) : null;
    if (!s.success || !plan || !row.providerPaymentId) return null;
    const { paidAt, featuredFrom, featuredUntil } = s.data;
    if (!paidAt || !featuredFrom || !featuredUntil) return null;
    return {
      id: row.id,
      plan: plan.id,
      label: featuredPlanLabel(plan),
      amountPaise: row.amountPaise,
      currency: row.currency,
      providerOrderId: row.providerOrderId,
      providerPaymentId: row.providerPaymentId,
      status: row.status === 'refunded' ? 'refunded' : 'paid',
      paidAt,
      featuredFrom,
      featuredUntil,
    };
  }

  /** Opens a provider order for the plan's price, for an approved therapist only. */
  async function createOrder(accountId: string, planId: string) {
    const profile = await profileOf(accountId);
    if (profile.status !== 'approved') throw forbidden(W.notApproved);
    const plan = featuredPlanOf(planId);
    if (!plan) throw notFound(W.planNotFound);
    const account = await deps.accounts.find(accountId);
    if (!account) throw fail('ACCOUNT_NOT_FOUND');
    const amountPaise = featuredPlanPaise(plan);
    const snapshot: StoredFeaturedPlan = {
      plan: plan.id,
      months: plan.months,
      therapistName: profile.name,
      name: `${account.firstName} ${account.lastName}`.trim() || profile.name,
      email: account.email,
    };
    const receipt = receiptOf('fp', randomUUID());
    let order;
    try {
      order = await provider.createOrder({
        amountPaise,
        receipt,
        notes: { purpose: 'featured_plan', plan: plan.id, therapist_id: profile.id },
      });
    } catch (err) {
      deps.log.warn({ reason: (err as Error).message }, 'featured plan order could not be created');
      throw fail('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    await orders.insertPayment(db, {
      clientId: accountId,
      therapistId: profile.id,
      holdId: null,
      provider: provider.name,
      providerOrderId: order.id,
      amountPaise,
      currency: order.currency,
      status: 'created',
      purpose: 'featured_plan',
      booking: snapshot,
    });
    return {
      success: true as const,
      message: 'Payment order created',
      order: { id: order.id, amount: amountPaise, currency: order.currency, receipt },
      razorpayKeyId: deps.keyId,
      provider: provider.name,
    };
  }

  /**
   * Checks the checkout's answer like a booking's, then extends the placement exactly once; the
   * route words the answer (FEATURED_WORDS.paid) in the caller's language.
   */
  async function verify(accountId: string, r: PaymentResult) {
    const p = await orders.findPaymentByOrder(db, r.razorpay_order_id, accountId);
    if (!p || p.purpose !== 'featured_plan') throw notFound(CHECKOUT_WORDS.orderNotFound);
    checkPaymentSignature(p, r, deps.keySecret);
    await confirmWithProvider(provider, p, r, W.processing);
    const result = await deps.fulfilment.fulfil(p.providerOrderId, r.razorpay_payment_id, {
      kind: 'user',
      accountId,
    });
    if (result.kind === 'featured')
      return { success: true as const, featuredExpiry: result.featuredUntil.toISOString() };
    if (result.kind === 'foreign-payment') throw conflict(CHECKOUT_WORDS.foreignPayment);
    throw notFound(CHECKOUT_WORDS.orderNotFound);
  }

  return { overview, createOrder, verify };
}

export type FeaturedPlans = ReturnType<typeof createFeaturedPlans>;
