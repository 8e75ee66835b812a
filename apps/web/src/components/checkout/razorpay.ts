import { pageT } from '#lib/i18n/messages';
import { CHECKOUT_WORDS } from './checkout-words';
import { SITE } from '#lib/site';
import type { CheckoutOutcome, CheckoutPaid, CheckoutRequest } from './checkout-types';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** The primary teal, so the gateway's modal matches the site. */
const THEME_COLOR = '#0f766e';

/** The options of Razorpay Standard Checkout that this site uses. */
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (response: CheckoutPaid) => void;
  modal: { ondismiss: () => void; escape: boolean; backdropclose: boolean };
};

type RazorpayInstance = { open: () => void };

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<void> | null = null;

/** Adds checkout.js once. A failed load is forgotten so the next attempt tries again. */
export function loadRazorpayScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('checkout.js could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Razorpay's modal and settles when the person pays or closes it. */
export async function openRazorpayCheckout(request: CheckoutRequest): Promise<CheckoutOutcome> {
  try {
    await loadRazorpayScript();
  } catch {
    return { kind: 'unavailable', message: pageT()(CHECKOUT_WORDS.gatewayLoadFailed) };
  }
  const Razorpay = window.Razorpay;
  if (!Razorpay) return { kind: 'unavailable', message: pageT()(CHECKOUT_WORDS.gatewayNotLoaded) };

  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    try {
      const checkout = new Razorpay({
        key: request.keyId,
        amount: request.order.amount,
        currency: request.order.currency,
        order_id: request.order.id,
        name: SITE.name,
        description: request.description,
        prefill: request.prefill,
        theme: { color: THEME_COLOR },
        handler: (response) => settle({ kind: 'paid', response }),
        modal: {
          ondismiss: () => settle({ kind: 'dismissed' }),
          escape: true,
          backdropclose: false,
        },
      });
      // A failed attempt stays inside Razorpay's modal, which offers a retry, and the webhook
      // records it on the server: only paying or closing settles the checkout.
      checkout.open();
    } catch {
      settle({ kind: 'unavailable', message: pageT()(CHECKOUT_WORDS.gatewayOpenFailed) });
    }
  });
}
