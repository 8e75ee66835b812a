import Razorpay from 'razorpay';
import type { PaymentProvider, ProviderPayment } from './payment-provider';

function paymentStatus(status: string): ProviderPayment['status'] {
  if (status === 'captured' || status === 'refunded') return 'captured';
  if (status === 'authorized') return 'authorized';
  return 'failed';
}

const toPayment = (p: {
  id: string;
  order_id?: string | null;
  amount: number | string;
  status: string;
}): ProviderPayment => ({
  id: p.id,
  orderId: p.order_id ?? '',
  amountPaise: Number(p.amount),
  status: paymentStatus(p.status),
});

/** Razorpay through its official SDK. */
export function createRazorpayProvider(keys: {
  keyId: string;
  keySecret: string;
}): PaymentProvider {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    name: 'razorpay',
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      return {
        id: order.id,
        amountPaise: Number(order.amount),
        currency: order.currency,
        receipt: order.receipt ?? receipt,
      };
    },
    async fetchPayment(paymentId) {
      return toPayment(await client.payments.fetch(paymentId));
    },
    async fetchOrderPayments(orderId) {
      const { items } = await client.orders.fetchPayments(orderId);
      return items.map(toPayment);
    },
    async findRefund(paymentId, idempotencyKey) {
      const { items } = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
      const found = items.find(
        (r) => r.receipt === idempotencyKey || r.notes?.idempotency_key === idempotencyKey,
      );
      return found ? { id: found.id, status: found.status } : null;
    },
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      // The SDK forwards only X-Razorpay-Account and Content-Type headers, so no idempotency header
      // can be sent; the key travels as the refund receipt, and our refunds row (unique per
      // payment and per key) keeps us from asking twice.
      const r = await client.payments.refund(paymentId, {
        amount: amountPaise,
        receipt: idempotencyKey,
        notes: { ...notes, idempotency_key: idempotencyKey },
      });
      return { id: r.id, status: r.status };
    },
  };
}
