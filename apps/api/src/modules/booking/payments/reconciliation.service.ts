import type { Db } from '../../../db/client';
import type { PaymentProvider } from '../../../adapters/payments/payment-provider';
import type { JobRunner } from '../../../shared/jobs/job-runner';
import type { FulfilmentService } from './fulfilment.service';
import * as orders from './orders.queries';

export const RECONCILE_JOB = 'payments.reconcile';
const BATCH = 50;

/**
 * Asks the provider about every order still unsettled a minute after it was made, each minute
 * while it may still be paid and hourly after that (and once about each settled one after its
 * hold, for a second capture), and settles each captured payment it reports as
 * a booking or a refund, exactly as a webhook would. Nothing waits for a browser or a webhook.
 */
export function createReconciliation(deps: {
  db: Db;
  provider: PaymentProvider;
  fulfilment: FulfilmentService;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}) {
  const { db, provider, fulfilment, log } = deps;

  async function reconcileOrder(order: orders.PaymentRow) {
    const payments = await provider.fetchOrderPayments(order.providerOrderId);
    let settled = 0;
    for (const payment of payments) {
      if (payment.status !== 'captured' || payment.amountPaise !== order.amountPaise) continue;
      if (payment.id === order.providerPaymentId) continue;
      await fulfilment.fulfil(order.providerOrderId, payment.id, {
        kind: 'system',
        accountId: null,
      });
      settled++;
    }
    await orders.markOrderChecked(db, order.id);
    return settled;
  }

  /** One pass over the orders due for a check; answers how many payments it settled. */
  async function runOnce(): Promise<number> {
    let settled = 0;
    for (const order of await orders.findOrdersToReconcile(db, BATCH)) {
      try {
        settled += await reconcileOrder(order);
      } catch (err) {
        log.warn(
          { orderId: order.providerOrderId, reason: (err as Error).message },
          'reconciliation of an order failed; it is asked again on the next pass',
        );
      }
    }
    if (settled > 0) log.info({ settled }, 'reconciliation settled captured payments');
    return settled;
  }

  return {
    runOnce,
    registerJobs(runner: JobRunner, intervalMs = 60_000) {
      runner.register(RECONCILE_JOB, async () => {
        await runOnce();
      });
      // A process starting (after a crash, a deploy) asks at once: a payment captured while no
      // server ran is booked on the way back, not at the next minute.
      runner.every(RECONCILE_JOB, intervalMs, { atStart: true });
    },
  };
}
