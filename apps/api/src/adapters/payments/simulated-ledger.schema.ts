import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

// The simulated payment gateway's own ledger.

/**
 * The simulated gateway's own ledger, kept as a real gateway keeps its records: the payments it
 * took, the webhooks it sent and the refunds it made. Only adapters/payments/simulated reads it.
 */
export const simulatedGatewayPayments = pgTable(
  'simulated_gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull(),
    /** The signed webhook the gateway sent for this payment, kept for resending. */
    webhookEventId: text('webhook_event_id').notNull(),
    webhookBody: text('webhook_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('simulated_gateway_payments_order_idx').on(t.orderId)],
);

export const simulatedGatewayRefunds = pgTable('simulated_gateway_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});
