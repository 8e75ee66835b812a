import type { PaymentProvider } from '../adapters/payments/payment-provider';
import { createSimulatedProvider } from '../adapters/payments/simulated';
import { testConfig, testDatabase } from './harness';

/**
 * The simulated gateway with its ledger on the shared test database, made when first used, so a
 * test file can wrap or count it before the database is open.
 */
export function testGateway(): PaymentProvider {
  let inner: PaymentProvider | undefined;
  const get = async () =>
    (inner ??= createSimulatedProvider({
      db: (await testDatabase()).db,
      webhookSecret: testConfig().payments.webhookSecret,
    }));
  return {
    name: 'simulated',
    createOrder: async (input) => (await get()).createOrder(input),
    fetchPayment: async (id) => (await get()).fetchPayment(id),
    fetchOrderPayments: async (id) => (await get()).fetchOrderPayments(id),
    findRefund: async (paymentId, key) => (await get()).findRefund(paymentId, key),
    refund: async (input) => (await get()).refund(input),
    simulation: {
      pay: async (order, outcome) => (await get()).simulation!.pay(order, outcome),
      refundProcessedWebhook: (r) => inner!.simulation!.refundProcessedWebhook(r),
    },
  };
}
