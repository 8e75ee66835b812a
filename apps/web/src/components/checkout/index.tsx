import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { CheckoutOutcome, CheckoutRequest } from './checkout-types';
import { openRazorpayCheckout } from './razorpay';

// Loaded when a checkout first opens, then kept mounted so it closes (and returns focus) as before.
const SimulatedCheckoutDialog = lazy(() =>
  import('./simulated-checkout-dialog').then((m) => ({ default: m.SimulatedCheckoutDialog })),
);

export type {
  CheckoutOutcome,
  CheckoutPaid,
  CheckoutProviderName,
  CheckoutRequest,
} from './checkout-types';

type Checkout = (request: CheckoutRequest) => Promise<CheckoutOutcome>;

const CheckoutContext = createContext<Checkout | null>(null);

type OpenCheckout = {
  request: CheckoutRequest;
  resolve: (outcome: CheckoutOutcome) => void;
  returnFocusTo: HTMLElement | null;
};

/**
 * Opens the payment provider's checkout: Razorpay's own modal, or the simulated gateway's dialog
 * rendered here. Mounted once near the root of the app.
 */
export function CheckoutProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenCheckout | null>(null);
  const [used, setUsed] = useState(false);
  const openRef = useRef<OpenCheckout | null>(null);

  const settle = useCallback((outcome: CheckoutOutcome) => {
    const current = openRef.current;
    if (!current) return;
    openRef.current = null;
    setOpen(null);
    current.resolve(outcome);
  }, []);

  const checkout = useCallback<Checkout>(
    (request) => {
      if (request.provider === 'razorpay') return openRazorpayCheckout(request);
      // One checkout at a time: a newer one replaces (and dismisses) an older one.
      settle({ kind: 'dismissed' });
      return new Promise<CheckoutOutcome>((resolve) => {
        const active = document.activeElement;
        const next: OpenCheckout = {
          request,
          resolve,
          returnFocusTo: active instanceof HTMLElement && active !== document.body ? active : null,
        };
        openRef.current = next;
        setUsed(true);
        setOpen(next);
      });
    },
    [settle],
  );

  return (
    <CheckoutContext.Provider value={checkout}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <SimulatedCheckoutDialog
            request={open?.request ?? null}
            onSettle={settle}
            returnFocusTo={open?.returnFocusTo ?? null}
          />
        </Suspense>
      ) : null}
    </CheckoutContext.Provider>
  );
}

/**
 * The function that opens the checkout for an order and settles with what the person did. Pages
 * use the whole flow (useCheckout), which calls this.
 */
export function useOpenCheckout(): Checkout {
  const checkout = useContext(CheckoutContext);
  if (!checkout) throw new Error('useOpenCheckout must be used inside <CheckoutProvider>');
  return checkout;
}
