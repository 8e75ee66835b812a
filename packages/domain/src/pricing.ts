import {
  BOOKING_FEE_PAISE,
  BOOKING_FEE_RUPEES,
  DEFAULT_FEE_RUPEES,
  REFUND_WINDOW_HOURS,
} from './constants';

export type BookingAmounts = {
  /** Rupees, paid to the therapist at the session; the default fee when the therapist has none. */
  therapistFee: number;
  /** Rupees, paid online now. */
  bookingFee: number;
  /** Rupees shown as the total: therapist fee + booking fee. */
  total: number;
  payableNowPaise: number;
};

export function bookingAmounts(therapistFeeRupees: number | null): BookingAmounts {
  const therapistFee = therapistFeeRupees ?? DEFAULT_FEE_RUPEES;
  return {
    therapistFee,
    bookingFee: BOOKING_FEE_RUPEES,
    total: therapistFee + BOOKING_FEE_RUPEES,
    payableNowPaise: BOOKING_FEE_PAISE,
  };
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

const WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const FRACTION = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Indian grouping with the rupee sign: ₹1,200; ₹12,00,000; ₹99.50. */
export function formatRupees(n: number): string {
  const abs = Math.abs(n);
  const text = Number.isInteger(abs) ? WHOLE.format(abs) : FRACTION.format(abs);
  return `${n < 0 ? '-' : ''}₹${text}`;
}
