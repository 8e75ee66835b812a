import { useState } from 'react';
import { dismissToast, showError, showInfo, showSuccess } from '#lib/toast';
import { pageT } from '#lib/i18n/messages';
import { createCheckoutFlow, type CheckoutAttempt, type CheckoutResult } from './checkout-flow';
import { CHECKOUT_WORDS } from './checkout-words';
import { useOpenCheckout } from './index';

export type { CheckoutAttempt, CheckoutOrder, CheckoutResult } from './checkout-flow';
export { checkoutOrderOf } from './checkout-flow';

/** The hold (or reservation) the latest order of a key keeps, for its countdown. */
export type CheckoutHold = { key: string; expiresAt: string; appointmentId: string | null };

export type PayRequest = CheckoutAttempt & {
  /** The success toast of this page (the spec words it differently per page). */
  paidText: string;
  /** Names this page's toasts. */
  toastId: string;
};

/**
 * The one checkout flow of the app: opens or reuses the order, opens the provider's checkout,
 * verifies, and says how it went in the spec's words. Pages handle only what follows (navigate,
 * refresh their data, show the slot as lost).
 */
export function useCheckout() {
  const open = useOpenCheckout();
  const [flow] = useState(createCheckoutFlow);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [hold, setHold] = useState<CheckoutHold | null>(null);

  async function pay(request: PayRequest): Promise<CheckoutResult> {
    if (flow.running) return { kind: 'busy' };
    dismissToast(request.toastId);
    setBusyKey(request.key);
    let result: CheckoutResult;
    try {
      result = await flow.run(request, {
        open,
        onOrder: (order) =>
          setHold(
            order.holdExpiresAt
              ? {
                  key: request.key,
                  expiresAt: order.holdExpiresAt,
                  appointmentId: order.appointmentId,
                }
              : null,
          ),
      });
    } finally {
      setBusyKey(null);
    }
    // One slot per page: a payment's outcome replaces an earlier attempt's ("Payment cancelled").
    const toastId = request.toastId;
    switch (result.kind) {
      case 'paid':
        setHold(null);
        showSuccess(request.paidText, { id: toastId });
        break;
      case 'dismissed':
        showInfo(pageT()(CHECKOUT_WORDS.cancelled), { id: toastId });
        break;
      case 'order-failed':
      case 'unavailable':
      case 'verify-failed':
        showError(result.text, { id: toastId });
        break;
      case 'busy':
        break;
    }
    return result;
  }

  return {
    pay,
    /** The key being paid right now, if any. */
    busyKey,
    busy: busyKey !== null,
    /** The live order's hold when it is for `key`. */
    holdFor: (key: string) => (hold && hold.key === key ? hold : null),
  };
}
