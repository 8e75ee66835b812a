import { useId, useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { z } from 'zod';
import { defineMessages } from '@app/domain/i18n/define';
import { formatRupees, paiseToRupees } from '@app/domain/pricing';
import { apiPost, errorMessage } from '#lib/api-client';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { SITE } from '#lib/site';
import { buttonClasses } from '../ui/button';
import { AlertIcon, CloseIcon, ShieldIcon } from '../ui/icons';
import type { CheckoutOutcome, CheckoutRequest } from './checkout-types';

const simulatedAnswer = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('success'),
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    outcome: z.literal('failure'),
    error: z.object({ description: z.string() }),
  }),
]);

type Outcome = 'success' | 'failure';

/** POST /api/payments/simulated/checkout: the offline gateway pays or declines the order. */
function simulateCheckout(orderId: string, outcome: Outcome) {
  return apiPost('/api/payments/simulated/checkout', { orderId, outcome }, simulatedAnswer);
}

const M = defineMessages({
  close: { id: 'common.checkout.close', defaultMessage: 'Close checkout' },
  amountPayable: { id: 'common.checkout.amountPayable', defaultMessage: 'Amount payable' },
  testMode: { id: 'common.checkout.testMode', defaultMessage: 'Test mode — no real money moves' },
  payingAs: { id: 'common.checkout.payingAs', defaultMessage: 'Paying as <b>{payer}</b>' },
  method: { id: 'common.checkout.method', defaultMessage: 'Payment method' },
  upiDetail: {
    id: 'common.checkout.upiDetail',
    defaultMessage: 'Google Pay, PhonePe, Paytm or any UPI app',
  },
  card: { id: 'common.checkout.card', defaultMessage: 'Card' },
  cardDetail: { id: 'common.checkout.cardDetail', defaultMessage: 'Visa, Mastercard, RuPay' },
  pay: { id: 'common.checkout.pay', defaultMessage: 'Pay {amount}' },
  paying: { id: 'common.checkout.paying', defaultMessage: 'Paying {amount}…' },
  fail: { id: 'common.checkout.fail', defaultMessage: 'Simulate failure' },
  declining: { id: 'common.checkout.declining', defaultMessage: 'Declining…' },
  signed: {
    id: 'common.checkout.signed',
    defaultMessage: 'Simulated checkout · signed like Razorpay',
  },
  failed: {
    id: 'common.checkout.failed',
    defaultMessage: 'Payment failed. Please check your details and try again.',
  },
  processFailed: {
    id: 'common.checkout.processFailed',
    defaultMessage: 'Unable to process payment. Please try again.',
  },
});

// UPI is the method's own name, read the same in every language.
const METHODS = [
  { id: 'upi', label: null, detail: M.upiDetail },
  { id: 'card', label: M.card, detail: M.cardDetail },
] as const;
type Method = (typeof METHODS)[number]['id'];

function merchantInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export type SimulatedCheckoutDialogProps = {
  request: CheckoutRequest | null;
  onSettle: (outcome: CheckoutOutcome) => void;
  /** Where focus goes back to when the dialog closes. */
  returnFocusTo: HTMLElement | null;
};

/**
 * The offline gateway's checkout, shaped like Razorpay's: merchant, description, amount, a method
 * picker, Pay and a way to make the payment fail. Closing it (button or Escape) is a dismissal.
 */
export function SimulatedCheckoutDialog({
  request,
  onSettle,
  returnFocusTo,
}: SimulatedCheckoutDialogProps) {
  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onSettle({ kind: 'dismissed' });
      }}
    >
      <Dialog.Portal>
        {request ? (
          <CheckoutPanel
            key={request.order.id}
            request={request}
            onSettle={onSettle}
            returnFocusTo={returnFocusTo}
          />
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CheckoutPanel({
  request,
  onSettle,
  returnFocusTo,
}: {
  request: CheckoutRequest;
  onSettle: (outcome: CheckoutOutcome) => void;
  returnFocusTo: HTMLElement | null;
}) {
  const t = useT();
  const id = useId();
  const [method, setMethod] = useState<Method>('upi');
  const [pending, setPending] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState('');
  // A ref, not state: a second click in the same frame must not send a second request.
  const busy = useRef(false);
  const amount = formatRupees(paiseToRupees(request.order.amount));
  const payer = [request.prefill?.email, request.prefill?.contact].filter(Boolean).join(' · ');

  const attempt = async (outcome: Outcome) => {
    if (busy.current) return;
    busy.current = true;
    setPending(outcome);
    setProblem('');
    try {
      const answer = await simulateCheckout(request.order.id, outcome);
      if (answer.outcome === 'success') {
        const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = answer;
        onSettle({
          kind: 'paid',
          response: { razorpay_order_id, razorpay_payment_id, razorpay_signature },
        });
        return;
      }
      setProblem(t(M.failed));
    } catch (error) {
      setProblem(errorMessage(error, t(M.processFailed)));
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  // Overlay and panel share one portal, so the panel is always painted above its backdrop.
  return (
    <>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in" />
      <Dialog.Content
        aria-describedby={`${id}-description`}
        onEscapeKeyDown={(e) => {
          if (busy.current) e.preventDefault();
        }}
        // Like Razorpay's modal, a click on the backdrop does not close it.
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
        onCloseAutoFocus={(e) => {
          if (returnFocusTo?.isConnected) {
            e.preventDefault();
            returnFocusTo.focus();
          }
        }}
        className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-card bg-white shadow-2xl outline-none"
      >
        <div className="surface-dark bg-primary-800 px-5 pt-5 pb-6 text-white">
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-white text-base font-bold text-primary-800"
            >
              {merchantInitials(SITE.name)}
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg leading-tight font-semibold">
                {SITE.name}
              </Dialog.Title>
              <Dialog.Description
                id={`${id}-description`}
                className="mt-1 text-sm leading-snug text-primary-50"
              >
                {request.description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t(M.close)}
              disabled={pending !== null}
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-control text-white hover:bg-white/10 disabled:opacity-60"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <p className="mt-5 flex items-baseline justify-between gap-3">
            <span className="text-sm text-primary-50">{t(M.amountPayable)}</span>
            <span className="text-3xl font-bold tracking-tight" data-testid="checkout-amount">
              {amount}
            </span>
          </p>
        </div>

        <div className="flex-1 overflow-y-auto px-5 py-5">
          <p className="flex items-start gap-2 rounded-control border border-warning-100 bg-warning-50 px-3 py-2.5 text-sm font-medium text-warning-800">
            <AlertIcon width={18} height={18} className="mt-px shrink-0" />
            {t(M.testMode)}
          </p>
          {payer ? (
            <p className="mt-4 text-sm text-slate-600">
              {t.parts<ReactNode>(M.payingAs, {
                payer,
                b: (chunks) => (
                  <span key="payer" className="font-medium text-slate-800">
                    {chunks}
                  </span>
                ),
              })}
            </p>
          ) : null}

          <fieldset className="mt-4">
            <legend className="text-sm font-semibold text-slate-800">{t(M.method)}</legend>
            <div className="mt-2 grid gap-2">
              {METHODS.map((m) => (
                <label
                  key={m.id}
                  className={cn(
                    'flex min-h-14 cursor-pointer items-center gap-3 rounded-control border px-3 py-2 transition-colors',
                    'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-700',
                    method === m.id
                      ? 'border-primary-700 bg-primary-50'
                      : 'border-slate-300 hover:border-slate-400',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-method`}
                    value={m.id}
                    checked={method === m.id}
                    onChange={() => setMethod(m.id)}
                    className="size-4 accent-primary-700"
                  />
                  <span className="font-semibold text-slate-900">
                    {m.label ? t(m.label) : 'UPI'}
                  </span>
                  <span className="ml-auto text-right text-sm text-slate-600">{t(m.detail)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          {problem ? (
            <p
              role="alert"
              className="mt-4 flex items-start gap-2 rounded-control border border-danger-100 bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-800"
            >
              <AlertIcon width={18} height={18} className="mt-px shrink-0" />
              <span>{problem}</span>
            </p>
          ) : null}
        </div>

        <div className="border-t border-slate-100 px-5 pt-4 pb-5">
          <button
            type="button"
            onClick={() => void attempt('success')}
            aria-disabled={pending !== null}
            className={buttonClasses(
              'accent',
              'lg',
              cn('w-full', pending !== null && 'cursor-wait opacity-70'),
            )}
          >
            {pending === 'success' ? t(M.paying, { amount }) : t(M.pay, { amount })}
          </button>
          <button
            type="button"
            onClick={() => void attempt('failure')}
            aria-disabled={pending !== null}
            className={buttonClasses(
              'ghost',
              'md',
              cn('mt-2 w-full text-slate-700', pending !== null && 'cursor-wait opacity-70'),
            )}
          >
            {pending === 'failure' ? t(M.declining) : t(M.fail)}
          </button>
          <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-600">
            <ShieldIcon width={14} height={14} />
            {t(M.signed)}
          </p>
        </div>
      </Dialog.Content>
    </>
  );
}
