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

/** One interface for every payment gateway; amounts are in paise, currency INR. */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'simulated';
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /**
   * The provider's view of a payment. `expected` is the stored order the payment claims to belong
   * to: the simulated gateway keeps no records, so it answers from it.
   */
  fetchPayment(
    paymentId: string,
    expected: { orderId: string; amountPaise: number },
  ): Promise<ProviderPayment>;
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<ProviderRefund>;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Ids shaped like Razorpay's: a prefix and 14 base62 characters. */
export function providerStyleId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  let s = '';
  for (let i = 0; i < 14; i++) s += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${s}`;
}
