import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { defineMessages } from '@app/domain/i18n/define';
import { MIN_REFUND_PAISE, goodwillAmount } from '@app/domain/refund-amounts';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { CloseIcon } from '#components/ui/icons';
import { errorMessage } from '#lib/api-client';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useAdminAction } from '../api/admin-action';
import { formatPaise } from '../lib/admin-format';

const M = defineMessages({
  title: { id: 'admin.refund.title', defaultMessage: 'Refund payment' },
  close: { id: 'admin.refund.close', defaultMessage: 'Close' },
  effect: {
    id: 'admin.refund.effect',
    defaultMessage:
      'Returns {amount} of the {paid} paid to {to}, as a goodwill refund; any booking stays as it is. A credit note is issued for it and the client is mailed the reason.',
  },
  leftAfter: {
    id: 'admin.refund.leftAfter',
    defaultMessage: 'After it, {left} of this payment can still be refunded.',
  },
  nothingLeftAfter: {
    id: 'admin.refund.nothingLeftAfter',
    defaultMessage: 'After it, nothing of this payment is left to refund.',
  },
  amount: { id: 'admin.refund.amount', defaultMessage: 'Amount in rupees (at most {left})' },
  reason: { id: 'admin.refund.reason', defaultMessage: 'Reason (mailed to the client)' },
  badAmount: {
    id: 'admin.refund.badAmount',
    defaultMessage: 'Enter an amount from ₹1 to {left}, in rupees and paise (like 49.50).',
  },
  noReason: {
    id: 'admin.refund.noReason',
    defaultMessage: 'Please give the reason: the client reads it.',
  },
  cancel: { id: 'admin.refund.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'admin.refund.confirm', defaultMessage: 'Refund {amount}' },
  working: { id: 'admin.refund.working', defaultMessage: 'Working…' },
});

/** '49.5' → 4950 paise; null when it is not an amount of rupees and paise. */
const paiseOf = (text: string): number | null => {
  const m = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};

/**
 * A goodwill refund of a captured payment (decisions 0047, 0063): a part of what is left, or all
 * of it, with a reason. The request carries one id for the life of the dialog, so a second click
 * or a retry after a lost answer refunds once.
 */
export function GoodwillRefundDialog({
  payment,
  to,
  onClose,
}: {
  payment: { id: string; amountPaise: number; refundablePaise: number };
  to: string;
  onClose: () => void;
}) {
  const t = useT();
  const mutation = useAdminAction();
  const [requestId] = useState(() => crypto.randomUUID());
  const [amountText, setAmountText] = useState((payment.refundablePaise / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<'amount' | 'reason' | null>(null);
  const id = useId();
  const left = formatPaise(payment.refundablePaise);
  const paise = paiseOf(amountText);
  const asked =
    paise !== null && paise >= MIN_REFUND_PAISE
      ? goodwillAmount(payment.amountPaise, payment.amountPaise - payment.refundablePaise, paise)
      : null;
  const amount = asked?.kind === 'ok' ? formatPaise(asked.amountPaise) : null;

  function confirm() {
    if (asked?.kind !== 'ok') return setProblem('amount');
    if (reason.trim() === '') return setProblem('reason');
    mutation.mutate(
      {
        path: `/api/admin/payments/${encodeURIComponent(payment.id)}/refund`,
        body: { reason: reason.trim(), amountPaise: asked.amountPaise, requestId },
      },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message, { id: 'admin-action' });
          onClose();
        },
      },
    );
  }

  const field = 'mt-1 w-full rounded-control border border-slate-300 px-3 py-2 text-base';
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-5 shadow-2xl outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-slate-900">
              {t(M.title)}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t(M.close)}
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-control text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div data-testid="confirm-effect" className="mt-2 text-[0.9375rem] text-slate-700">
              <p>
                {t(M.effect, {
                  amount: amount ?? '—',
                  paid: formatPaise(payment.amountPaise),
                  to,
                })}
              </p>
              {asked?.kind === 'ok' ? (
                <p className="mt-1">
                  {asked.leftAfterPaise > 0
                    ? t(M.leftAfter, { left: formatPaise(asked.leftAfterPaise) })
                    : t(M.nothingLeftAfter)}
                </p>
              ) : null}
            </div>
          </Dialog.Description>
          <div className="mt-4">
            <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-slate-800">
              {t(M.amount, { left })}
            </label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              value={amountText}
              aria-invalid={problem === 'amount' || undefined}
              aria-describedby={problem === 'amount' ? `${id}-amount-error` : undefined}
              onChange={(e) => {
                setAmountText(e.target.value);
                setProblem(null);
              }}
              className={field}
            />
            {problem === 'amount' ? (
              <p id={`${id}-amount-error`} className="mt-1 text-sm text-danger-700">
                {t(M.badAmount, { left })}
              </p>
            ) : null}
          </div>
          <div className="mt-4">
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
              {t(M.reason)}
            </label>
            <textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={1000}
              rows={3}
              aria-invalid={problem === 'reason' || undefined}
              aria-describedby={problem === 'reason' ? `${id}-reason-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setProblem(null);
              }}
              className={field}
            />
            {problem === 'reason' ? (
              <p id={`${id}-reason-error`} className="mt-1 text-sm text-danger-700">
                {t(M.noReason)}
              </p>
            ) : null}
          </div>
          {mutation.isError ? (
            <div className="mt-4">
              <FormAlert>{errorMessage(mutation.error)}</FormAlert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClasses('secondary')}>{t(M.cancel)}</Dialog.Close>
            <button
              type="button"
              onClick={confirm}
              disabled={mutation.isPending}
              className={buttonClasses('accent')}
            >
              {mutation.isPending ? t(M.working) : t(M.confirm, { amount: amount ?? '' })}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
