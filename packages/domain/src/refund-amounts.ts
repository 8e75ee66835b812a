/**
 * How much of a captured payment a goodwill refund may return (decision 0063): every refund
 * recorded against the payment counts, whatever its state (a failed one is retried, not
 * forgotten), so the refunds of one payment never add up to more than it.
 */

/** Razorpay refunds at least ₹1. */
export const MIN_REFUND_PAISE = 100;

export type GoodwillAmount =
  | { kind: 'ok'; amountPaise: number; leftAfterPaise: number }
  | { kind: 'nothing-left' }
  | { kind: 'exceeds'; leftPaise: number };

/** The amount to refund: the part asked, or all that is left when none is asked. */
export function goodwillAmount(
  paymentPaise: number,
  refundedPaise: number,
  askedPaise?: number,
): GoodwillAmount {
  const left = Math.max(0, paymentPaise - refundedPaise);
  if (left === 0) return { kind: 'nothing-left' };
  const amountPaise = askedPaise ?? left;
  if (amountPaise > left) return { kind: 'exceeds', leftPaise: left };
  return { kind: 'ok', amountPaise, leftAfterPaise: left - amountPaise };
}
