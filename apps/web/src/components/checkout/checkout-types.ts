export type CheckoutProviderName = 'razorpay' | 'simulated';

export type CheckoutRequest = {
  provider: CheckoutProviderName;
  /** razorpayKeyId from the order answer. */
  keyId: string;
  /** Amount in paise. */
  order: { id: string; amount: number; currency: string };
  /** e.g. 'Booking fee · Session with Dr Asha Rao, Tue 14 Mar, 6:00 PM IST' */
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
};

/** The fields the checkout hands back when the payment went through. */
export type CheckoutPaid = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

export type CheckoutOutcome =
  | { kind: 'paid'; response: CheckoutPaid }
  /** The person closed the checkout. */
  | { kind: 'dismissed' }
  /** The gateway could not be loaded or opened. */
  | { kind: 'unavailable'; message: string };
