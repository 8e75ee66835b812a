import { providerStyleId, type PaymentProvider } from './payment-provider';

/**
 * Offline gateway: orders are made locally and nothing else is recorded. A payment id whose
 * checkout signature verified for a stored order (checked by the caller, with the production
 * code) counts as captured for that order's amount.
 */
export function createSimulatedProvider(): PaymentProvider {
  return {
    name: 'simulated',
    async createOrder({ amountPaise, receipt }) {
      return { id: providerStyleId('order'), amountPaise, currency: 'INR', receipt };
    },
    async fetchPayment(paymentId, expected) {
      return {
        id: paymentId,
        orderId: expected.orderId,
        amountPaise: expected.amountPaise,
        status: 'captured',
      };
    },
    async refund() {
      return { id: providerStyleId('rfnd'), status: 'pending' };
    },
  };
}
