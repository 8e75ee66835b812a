import { BOOKING_FEE_PAISE, DEFAULT_FEE_RUPEES, REFUND_WINDOW_HOURS } from './constants';
import { formatIndianNumber } from './indian-number';

/**
 * What a session costs the client, in rupees (docs/decisions/0011-booking-fee-is-part-of-the-session-fee.md).
 * The therapist's listed fee is the whole price of the session. The booking fee is paid online when
 * booking and counts toward that fee; the rest is paid to the therapist at the session. So
 * bookingFee + atSession = total, and total is the listed fee (or the booking fee alone when a fee
 * is below it).
 */
export type BookingAmounts = {
  /** The therapist's listed session fee; the default fee when the therapist has none. */
  therapistFee: number;
  /** Paid online when booking; part of the session fee, not on top of it. */
  bookingFee: number;
  /** What is left of the session fee, paid to the therapist at the session. */
  atSession: number;
  /** Everything the client pays for the session: bookingFee + atSession. */
  total: number;
  payableNowPaise: number;
};

export function bookingAmounts(
  therapistFeeRupees: number | null,
  bookingFeePaise: number = BOOKING_FEE_PAISE,
): BookingAmounts {
  const therapistFee = therapistFeeRupees ?? DEFAULT_FEE_RUPEES;
  const bookingFee = paiseToRupees(bookingFeePaise);
  // Whole paise, so 1,900 − 99.50 is 1,800.50 and never 1,800.4999….
  const atSession = paiseToRupees(Math.max(0, rupeesToPaise(therapistFee) - bookingFeePaise));
  return {
    therapistFee,
    bookingFee,
    atSession,
    total: paiseToRupees(bookingFeePaise + rupeesToPaise(atSession)),
    payableNowPaise: bookingFeePaise,
  };
}

/**
 * The one sentence every page and mail uses to say how the money splits: 'The ₹99 booking fee is
 * part of the ₹1,900 session fee: you pay the remaining ₹1,801 at the session.'
 */
export function feeSplitSentence(a: BookingAmounts): string {
  const fee = formatRupees(a.bookingFee);
  if (a.atSession === 0)
    return `The ${fee} booking fee covers the whole session fee: nothing more is paid at the session.`;
  return `The ${fee} booking fee is part of the ${formatRupees(a.total)} session fee: you pay the remaining ${formatRupees(a.atSession)} at the session.`;
}

export type RefundRule = 'therapist-full' | 'within-window' | 'after-window';

const WINDOW_MS = REFUND_WINDOW_HOURS * 3_600_000;

/**
 * Booking fee refund on an approved cancellation. A therapist's request refunds in full. A client's
 * request refunds in full when made at most 24 hours after booking: exactly 24h 00m 00.000s still
 * counts as "within 24 hours" (<=), one millisecond later does not.
 */
export function refundForCancellation(input: {
  bookedAt: Date;
  requestedAt: Date;
  requestedBy: 'user' | 'therapist';
  bookingFeePaise: number;
}): { refundPaise: number; rule: RefundRule } {
  if (input.requestedBy === 'therapist')
    return { refundPaise: input.bookingFeePaise, rule: 'therapist-full' };
  const elapsed = input.requestedAt.getTime() - input.bookedAt.getTime();
  return elapsed <= WINDOW_MS
    ? { refundPaise: input.bookingFeePaise, rule: 'within-window' }
    : { refundPaise: 0, rule: 'after-window' };
}

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
export const paiseToRupees = (paise: number): number => paise / 100;

/** Indian grouping with the rupee sign: ₹1,200; ₹12,00,000; ₹99.50. */
export function formatRupees(n: number): string {
  const abs = Math.abs(n);
  const text = formatIndianNumber(abs, Number.isInteger(abs) ? 0 : 2);
  return `${n < 0 ? '-' : ''}₹${text}`;
}
