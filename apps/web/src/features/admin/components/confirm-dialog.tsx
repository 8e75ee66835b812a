import { useId, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { CloseIcon } from '#components/ui/icons';
import { errorMessage } from '#lib/api-client';
import { showSuccess } from '#lib/toast';
import { useAdminAction } from '../api/admin-action';

export type ConfirmAction = {
  title: string;
  /** What confirming does, in words ("Refund ₹99 to Meera Nair"). */
  effect: ReactNode;
  /** The confirm button says what it does ("Approve", "Reject application"). */
  confirmLabel: string;
  /** The admin action to POST; '' for a dialog that only chooses (its button closes it). */
  path: string;
  body?: object;
  /** A required text sent as this body field ("reason" or "note"). */
  textField?: TextField;
  /** More texts after it (a report's reply to the reporter). */
  moreFields?: TextField[];
  danger?: boolean;
};

type TextField = { name: string; label: string; optional?: boolean };

/**
 * Asks before an action that moves money or changes what the public sees; runs it, shows the
 * server's answer as a toast, and keeps the dialog open with the error when it fails.
 */
export function ConfirmDialog({ action, onClose }: { action: ConfirmAction; onClose: () => void }) {
  const mutation = useAdminAction();
  const fields = action.textField ? [action.textField, ...(action.moreFields ?? [])] : [];
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string | null>(null);
  const fieldId = useId();
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  function confirm() {
    if (!action.path) {
      onClose();
      return;
    }
    const empty = fields.find((f) => !f.optional && (texts[f.name] ?? '').trim() === '');
    if (empty) {
      setMissing(empty.name);
      return;
    }
    const filled = Object.fromEntries(
      fields.flatMap((f) => {
        const value = (texts[f.name] ?? '').trim();
        return value ? [[f.name, value]] : [];
      }),
    );
    const body = { ...action.body, ...filled };
    mutation.mutate(
      { path: action.path, body },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message, { id: 'admin-action' });
          onClose();
        },
      },
    );
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-5 shadow-2xl outline-none sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-slate-900">
              {action.title}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-control text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div data-testid="confirm-effect" className="mt-2 text-[0.9375rem] text-slate-700">
              {action.effect}
            </div>
          </Dialog.Description>
          {fields.map((field, index) => {
            const id = `${fieldId}-${index}`;
            const isMissing = missing === field.name;
            return (
              <div key={field.name} className="mt-4">
                <label htmlFor={id} className="block text-sm font-medium text-slate-800">
                  {field.label}
                  {field.optional ? ' (optional)' : ''}
                </label>
                <textarea
                  id={id}
                  value={texts[field.name] ?? ''}
                  maxLength={1000}
                  rows={3}
                  aria-invalid={isMissing || undefined}
                  aria-describedby={isMissing ? `${id}-error` : undefined}
                  onChange={(e) => {
                    setTexts((t) => ({ ...t, [field.name]: e.target.value }));
                    setMissing(null);
                  }}
                  className="mt-1 w-full rounded-control border border-slate-300 px-3 py-2 text-base"
                />
                {isMissing ? (
                  <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
                    Please fill this in: the person affected reads it.
                  </p>
                ) : null}
              </div>
            );
          })}
          {mutation.isError ? (
            <div className="mt-4">
              <FormAlert>{errorMessage(mutation.error)}</FormAlert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {action.path ? (
              <Dialog.Close className={buttonClasses('secondary')}>Cancel</Dialog.Close>
            ) : null}
            <button
              type="button"
              onClick={confirm}
              disabled={mutation.isPending}
              className={buttonClasses(action.danger ? 'accent' : 'primary')}
            >
              {mutation.isPending ? 'Working…' : action.confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
