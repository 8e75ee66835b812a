import type { CheckoutProvider } from '@app/domain/schemas/booking';
import { actionErrorText } from '#lib/action-error-text';
import { isApiError } from '#lib/api-client';
import { pageT } from '#lib/i18n/messages';
import type { CheckoutOutcome, CheckoutPaid, CheckoutRequest } from './checkout-types';
import { CHECKOUT_WORDS as W } from './checkout-words';

/** An order the server opened (or answered again, for a live hold) for what is being paid. */
export type CheckoutOrder = {
  request: CheckoutRequest;
  /** ISO instant the slot hold or the reservation ends, when there is one. */
  holdExpiresAt: string | null;
  /** The unpaid reservation the order pays, when the server made one. */
  appointmentId: string | null;
};

/** One press of a pay button, as the page that owns it describes it. */
export type CheckoutAttempt = {
  /**
   * What is being paid (a slot, an appointment). A paid checkout whose verification failed is
   * verified again, never paid again, for as long as the next attempt has the same key.
   */
  key: string;
  /** Opens the order; asked again for the same slot, the server answers the same order. */
  createOrder: () => Promise<CheckoutOrder>;
  /** Sends the checkout's answer to the server, which books (or marks paid) exactly once. */
  verify: (paid: CheckoutPaid) => Promise<unknown>;
  /** The spec's text for an order this page could not open. */
  orderFailedText: string;
};

export type CheckoutResult =
  | { kind: 'paid' }
  /** Another attempt is still running: nothing was done. */
  | { kind: 'busy' }
  | { kind: 'order-failed'; text: string; slotTaken: boolean }
  | { kind: 'dismissed'; order: CheckoutOrder }
  | { kind: 'unavailable'; text: string }
  /** `retry`: the money may have been taken, so the next attempt verifies again. */
  | { kind: 'verify-failed'; text: string; retry: boolean };

export type CheckoutIo = {
  open: (request: CheckoutRequest) => Promise<CheckoutOutcome>;
  /** Told as soon as an order exists, before the checkout opens (the hold's countdown). */
  onOrder?: (order: CheckoutOrder) => void;
};

/**
 * The server's verdict on a payment: a 4xx that is about the payment itself. A lapsed session (401),
 * a timeout (408) or a rate limit (429) says nothing about the money, so it is verified again.
 */
export function isPaymentRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { status } = error;
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/** A slot taken meanwhile (409): the server's words, else the spec's; otherwise the page's text. */
export function orderFailedText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 409) return error.serverMessage || pageT()(W.slotTaken);
  return actionErrorText(error, fallback);
}

/** A refused payment explains itself (slot lost and refunded…); anything else: contact support. */
export function verifyFailedText(error: unknown): string {
  const contactSupport = pageT()(W.verificationFailed);
  return isPaymentRefusal(error) ? actionErrorText(error, contactSupport) : contactSupport;
}

/** The order answers of the three order calls, as the checkout needs them. */
type OrderAnswer = {
  order: CheckoutRequest['order'];
  razorpayKeyId?: string;
  provider?: CheckoutProvider;
  holdExpiresAt?: string;
  appointmentId?: string;
};

export function checkoutOrderOf(
  answer: OrderAnswer,
  text: Pick<CheckoutRequest, 'description' | 'prefill'>,
): CheckoutOrder {
  return {
    request: {
      // An answer that names no provider comes from a server that only knows Razorpay.
      provider: answer.provider ?? 'razorpay',
      keyId: answer.razorpayKeyId ?? '',
      order: answer.order,
      ...text,
    },
    holdExpiresAt: answer.holdExpiresAt ?? null,
    appointmentId: answer.appointmentId ?? null,
  };
}

/**
 * Create (or reuse) the order → open the checkout → verify, with the rule that a paid checkout
 * whose verification failed is verified again, never paid again. One attempt at a time.
 */
export function createCheckoutFlow() {
  // Per key: a paid checkout answer the server has not accepted yet.
  const unverified = new Map<string, CheckoutPaid>();
  let running = false;

  async function verify(attempt: CheckoutAttempt, paid: CheckoutPaid): Promise<CheckoutResult> {
    try {
      await attempt.verify(paid);
    } catch (error) {
      const retry = !isPaymentRefusal(error);
      if (retry) unverified.set(attempt.key, paid);
      else unverified.delete(attempt.key);
      return { kind: 'verify-failed', text: verifyFailedText(error), retry };
    }
    unverified.delete(attempt.key);
    return { kind: 'paid' };
  }

  async function once(attempt: CheckoutAttempt, io: CheckoutIo): Promise<CheckoutResult> {
    const pending = unverified.get(attempt.key);
    if (pending) return verify(attempt, pending);
    let order: CheckoutOrder;
    try {
      order = await attempt.createOrder();
    } catch (error) {
      const slotTaken = isApiError(error) && error.status === 409;
      return {
        kind: 'order-failed',
        text: orderFailedText(error, attempt.orderFailedText),
        slotTaken,
      };
    }
    io.onOrder?.(order);
    const outcome = await io.open(order.request);
    if (outcome.kind === 'dismissed') return { kind: 'dismissed', order };
    if (outcome.kind === 'unavailable') return { kind: 'unavailable', text: outcome.message };
    return verify(attempt, outcome.response);
  }

  return {
    get running() {
      return running;
    },
    async run(attempt: CheckoutAttempt, io: CheckoutIo): Promise<CheckoutResult> {
      if (running) return { kind: 'busy' };
      running = true;
      try {
        return await once(attempt, io);
      } finally {
        running = false;
      }
    },
  };
}

export type CheckoutFlow = ReturnType<typeof createCheckoutFlow>;
