import { randomInt } from 'node:crypto';

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: string;
  receipt: string;
}

export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'captured' | 'authorized' | 'failed';
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

/** A webhook as the gateway sends it: the raw body, its signature and the event id header. */
export interface SignedWebhook {
  rawBody: string;
  signature: string;
  eventId: string;
}

/** What only the offline gateway can do: stand in for the checkout and for its own webhooks. */
export interface GatewaySimulation {
  /** The checkout: pays (or fails) an order, records it in the ledger, answers the webhook sent. */
  pay(
    order: { orderId: string; amountPaise: number; currency: string },
    outcome: 'success' | 'failure',
  ): Promise<{ paymentId: string; webhook: SignedWebhook }>;
  /** The refund.processed webhook the gateway sends once a refund it accepted is settled. */
  refundProcessedWebhook(r: {
    providerRefundId: string;
    providerPaymentId: string;
    amountPaise: number;
  }): SignedWebhook;
}

/** One interface for every payment gateway; amounts are in paise, currency INR. */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'simulated';
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** The provider's view of a payment; throws when the provider does not know it. */
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Every payment attempt made on an order (reconciliation asks this). */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** A refund of the payment made earlier with this key, if the provider has one. */
  findRefund(paymentId: string, idempotencyKey: string): Promise<ProviderRefund | null>;
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<ProviderRefund>;
  /** Present on the simulated gateway only. */
  simulation?: GatewaySimulation;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Ids shaped like Razorpay's: a prefix and 14 base62 characters. */
export function providerStyleId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  let s = '';
  for (let i = 0; i < 14; i++) s += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${s}`;
}
