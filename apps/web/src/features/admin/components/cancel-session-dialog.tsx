import { genericFailureText } from '#lib/action-error-text';
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CANCELLATION_REASON_MAX } from '@app/domain/constants';
import {
  adminCancelBody,
  adminCancelPreviewResponse,
  type AdminCancelPreviewResponse,
  type RefundChoice,
} from '@app/domain/schemas/admin-ops';
import { buttonClasses } from '#components/ui/button';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { NoteField } from '#components/ui/note-field';
import { Skeleton } from '#components/ui/skeleton';
import { actionErrorText } from '#lib/action-error-text';
import { apiGet, errorMessage } from '#lib/api-client';
import { cn } from '#lib/cn';
import { showSuccess } from '#lib/toast';
import { mayChooseRefund } from '@app/domain/team-roles';
import { useAdminAction } from '../api/admin-action';
import { useTeamRole } from '../lib/team-role';
import { formatIst, formatPaise } from '../lib/admin-format';

const reasonSchema = adminCancelBody.shape.reason;

const CHOICES: { choice: RefundChoice; label: string }[] = [
  { choice: 'full', label: 'Full refund' },
  { choice: 'policy', label: 'By policy' },
  { choice: 'none', label: 'No refund' },
];

/**
 * The preview of the team's cancellation: each choice's refund. Kept out of the admin lists' key,
 * so the cancellation's own refresh does not ask again for a preview of what it just cancelled.
 */
const previewQuery = (id: string) => ({
  queryKey: ['admin-cancel-preview', id] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet(
      `/api/admin/appointments/${encodeURIComponent(id)}/cancel-preview`,
      adminCancelPreviewResponse,
      { signal },
    ),
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

function confirmLabel(choice: RefundChoice | null, preview: AdminCancelPreviewResponse) {
  if (!choice) return 'Cancel session';
  const amount = preview.refunds[choice];
  return amount > 0 ? `Cancel and refund ${formatPaise(amount)}` : 'Cancel without refund';
}

/**
 * The team cancels a booking on its own (decision 0047): the refund of each choice comes from the
 * server's preview; the reason is required, because the client and the therapist read it.
 */
export function CancelSessionDialog({
  appointmentId,
  onClose,
}: {
  appointmentId: string;
  onClose: () => void;
}) {
  const preview = useQuery(previewQuery(appointmentId));
  const run = useAdminAction();
  const close = () => {
    if (!run.isPending) onClose();
  };
  return (
    <DialogFrame
      onClose={close}
      title="Cancel session"
      description={
        preview.data ? (
          <p>
            {preview.data.clientName} with {preview.data.therapistName},{' '}
            {formatIst(preview.data.startsAt)} · {preview.data.sessionType}. The slot is freed and
            both are mailed the reason and the refund.
          </p>
        ) : (
          <p>Working out the refund of each choice…</p>
        )
      }
    >
      {preview.isPending ? (
        <div className="mt-5 grid gap-2" aria-busy="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : preview.isError ? (
        <div className="mt-5 grid gap-4">
          <FormAlert>{errorMessage(preview.error)}</FormAlert>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className={buttonClasses('secondary', 'md')}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <CancelForm
          appointmentId={appointmentId}
          preview={preview.data}
          run={run}
          onDone={onClose}
          onBack={close}
        />
      )}
    </DialogFrame>
  );
}

function CancelForm({
  appointmentId,
  preview: p,
  run,
  onDone,
  onBack,
}: {
  appointmentId: string;
  preview: AdminCancelPreviewResponse;
  run: ReturnType<typeof useAdminAction>;
  onDone: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const role = useTeamRole();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [choice, setChoice] = useState<RefundChoice | null>(null);
  const [choiceError, setChoiceError] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reasonSchema.safeParse(reason);
    setReasonError(parsed.success ? '' : (parsed.error.issues[0]?.message ?? genericFailureText()));
    setChoiceError(choice ? '' : 'Choose the refund.');
    if (!parsed.success || !choice) return;
    setError('');
    run.mutate(
      {
        path: `/api/admin/appointments/${encodeURIComponent(appointmentId)}/cancel`,
        body: { reason: parsed.data, refund: choice },
      },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message, { id: 'admin-cancel' });
          onDone();
        },
        onError: (e) => setError(actionErrorText(e)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
      <fieldset aria-describedby={choiceError ? `${id}-choice-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          Refund of the booking fee
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        </legend>
        <div className="mt-2 grid gap-2">
          {CHOICES.filter((c) => mayChooseRefund(role, c.choice)).map((c) => (
            <label
              key={c.choice}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-control border px-3 py-2',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-700',
                choice === c.choice
                  ? 'border-primary-700 bg-primary-50'
                  : 'border-slate-300 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name={`${id}-refund`}
                value={c.choice}
                checked={choice === c.choice}
                onChange={() => {
                  setChoice(c.choice);
                  setChoiceError('');
                }}
                className="size-4 shrink-0 accent-primary-700"
              />
              <span className="min-w-0">
                <span className="font-semibold text-slate-900">
                  {c.label} {formatPaise(p.refunds[c.choice])}
                </span>
                {c.choice === 'policy' ? (
                  <span className="block text-sm text-slate-600">{p.policy.text}</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
        {choiceError ? (
          <p id={`${id}-choice-error`} className="mt-1.5 text-sm font-medium text-danger-700">
            {choiceError}
          </p>
        ) : null}
      </fieldset>
      {p.note ? (
        <p className="rounded-control border border-warning-100 bg-warning-50 px-3 py-2 text-sm text-warning-800">
          {p.note}
        </p>
      ) : null}
      <NoteField
        label="Reason (mailed to the client and the therapist)"
        value={reason}
        onChange={(v) => {
          setReason(v);
          if (reasonError) setReasonError('');
        }}
        max={CANCELLATION_REASON_MAX}
        error={reasonError}
        required
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <DialogActions
        dismissLabel="Go back"
        onDismiss={onBack}
        confirmLabel={confirmLabel(choice, p)}
        pendingLabel="Cancelling…"
        pending={run.isPending}
        tone="danger"
      />
    </form>
  );
}
