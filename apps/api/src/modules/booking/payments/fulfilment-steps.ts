import type { Tx } from '../../../db/client';
import type { StoredBooking } from '../checkout/booking-snapshot';
import type { PaymentRow } from './orders.queries';

// What a captured payment led to, and the shapes the fulfilment's steps share.

/** Why a paid order booked nothing: its slot went to someone else, or its appointment was cancelled. */
export type LostReason = 'slot-taken' | 'cancelled';

export type Fulfilment =
  | { kind: 'booked'; appointmentId: string; created: boolean }
  | { kind: 'lost'; paymentRowId: string; reason: LostReason }
  | { kind: 'foreign-payment' }
  | { kind: 'unknown-order' }
  /** A featured plan's order: the placement now runs until `featuredUntil`. */
  | { kind: 'featured'; featuredUntil: Date; created: boolean };

export type Actor = { kind: 'user' | 'system'; accountId: string | null };

/** What one fulfilment did inside its transaction, and the refunds to try sending after it. */
export interface Step {
  result: Fulfilment;
  refundIds: string[];
}

export const done = (result: Fulfilment, refundIds: string[] = []): Step => ({ result, refundIds });

/** One captured payment being applied, inside its transaction. */
export interface Paying {
  tx: Tx;
  p: PaymentRow;
  b: StoredBooking;
  providerPaymentId: string;
  actor: Actor;
}

/** The key of a late refund; it also tells a repeated call that nothing was booked. */
export const lateKey = (providerPaymentId: string) => `late-${providerPaymentId}`;

export const clientNameOf = (b: StoredBooking) => `${b.firstName} ${b.lastName}`.trim();
