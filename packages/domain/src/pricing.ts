import { BOOKING_FEE_PAISE, REFUND_WINDOW_HOURS } from './constants';
import { defineMessages, type Phrase } from './i18n/define';
import { formatIndianNumber } from './indian-number';

/**
 * What a session costs the client, in rupees (docs/decisions/0011-booking-fee-is-part-of-the-session-fee.md).
 * The therapist's listed fee is the whole price of the session. The booking fee is paid online when
 * booking and counts toward that fee; the rest is paid to the therapist at the session. So
 * bookingFee + atSession = total, and total is the listed fee (or the booking fee alone when a fee
 * is below it). A therapist who listed no fee has it "on request": no figure is invented for the
 * fee, the rest or the total (docs/decisions/0061-fee-on-request.md); only the booking fee is known.
 */
export type BookingAmounts = {
  /** The therapist's listed session fee; null when the therapist listed none (fee on request). */
  therapistFee: number | null;
  /** Paid online when booking; part of the session fee, not on top of it. */
  bookingFee: number;
  /** What is left of the session fee, paid to the therapist at the session; null: on request. */
  atSession: number | null;
  /** Everything the client pays for the session: bookingFee + atSession; null: on request. */
  total: number | null;
  payableNowPaise: number;
};

/** The words of a fee (namespace common: pages, and mails through the server's catalogues). */
export const FEE_WORDS = defineMessages({
  onRequest: {
    id: 'common.fee.onRequest',
    defaultMessage: 'Fee on request',
    description: 'Shown instead of a figure when the therapist listed no session fee',
  },
  split: {
    id: 'common.fee.split',
    defaultMessage:
      'The {bookingFee} booking fee is part of the {total} session fee: you pay the remaining {atSession} at the session.',
  },
  splitCovered: {
    id: 'common.fee.splitCovered',
    defaultMessage:
      'The {bookingFee} booking fee covers the whole session fee: nothing more is paid at the session.',
  },
  splitOnRequest: {
    id: 'common.fee.splitOnRequest',
    defaultMessage:
      'The {bookingFee} booking fee counts toward the session fee, which the therapist tells you (fee on request); the rest is paid at the session.',
  },
  cancelOnRequest: {
    id: 'common.fee.cancelOnRequest',
    defaultMessage:
      'Only the {bookingFee} booking fee was paid online. The rest of the session fee is paid at the session, so nothing more is owed once it is cancelled.',
  },
});

export function bookingAmounts(
  therapistFeeRupees: number | null,
  bookingFeePaise: number = BOOKING_FEE_PAISE,
): BookingAmounts {
  const bookingFee = paiseToRupees(bookingFeePaise);
  const therapistFee =
    typeof therapistFeeRupees === 'number' && Number.isFinite(therapistFeeRupees)
      ? therapistFeeRupees
      : null;
  if (therapistFee === null)
    return {
      therapistFee,
      bookingFee,
      atSession: null,
      total: null,
      payableNowPaise: bookingFeePaise,
    };
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
export function feeSplitPhrase(a: BookingAmounts): Phrase {
  const bookingFee = formatRupees(a.bookingFee);
  if (a.total === null || a.atSession === null)
    return { message: FEE_WORDS.splitOnRequest, values: { bookingFee } };
  if (a.atSession === 0) return { message: FEE_WORDS.splitCovered, values: { bookingFee } };
  return {
    message: FEE_WORDS.split,
    values: { bookingFee, total: formatRupees(a.total), atSession: formatRupees(a.atSession) },
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

/** Indian grouping with the rupee sign: ₹1,200; ₹12,00,000; ₹99.50. */
export function formatRupees(n: number): string {
  const abs = Math.abs(n);
  const text = formatIndianNumber(abs, Number.isInteger(abs) ? 0 : 2);
  return `${n < 0 ? '-' : ''}₹${text}`;
}
