import { useId, useState, type FormEvent } from 'react';
import type { SuspensionChoice, SuspensionSession } from '@app/domain/schemas/admin-cases';
import { buttonClasses } from '#components/ui/button';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { Skeleton } from '#components/ui/skeleton';
import { errorMessage } from '#lib/api-client';
import { showSuccess } from '#lib/toast';
import { useSuspensionPreview } from '../api/admin-cases';
import { useAdminAction } from '../api/admin-action';
import { formatIst, formatPaise } from '../lib/admin-format';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function SessionList({ sessions }: { sessions: SuspensionSession[] }) {
  return (
    <ul
      aria-label="Sessions booked ahead"
      className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-control border border-slate-200 text-sm"
    >
      {sessions.map((s) => (
        <li key={s.id} data-testid="suspension-session" className="px-3 py-2">
          <span className="font-medium text-slate-900">{formatIst(s.startsAt)}</span>
          <span className="block text-slate-700">
            {s.clientName || 'A client'} · {s.sessionType === 'online' ? 'Online' : 'In-person'} ·{' '}
            {s.state}
            {s.refundPaise > 0 ? ` · ${formatPaise(s.refundPaise)} paid` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Suspends a listed therapist with care for their clients (decision 0049): lists the sessions
 * still to come and asks whether they stay booked or are cancelled with a full refund; every
 * client is mailed either way, the therapist reads the reason.
 */
export function SuspendDialog({
  therapist,
  reportId,
  onClose,
}: {
  therapist: { id: string; name: string };
  reportId?: string;
  onClose: () => void;
}) {
  const preview = useSuspensionPreview(therapist.id);
  const suspend = useAdminAction();
  const [choice, setChoice] = useState<SuspensionChoice | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ choice?: string; reason?: string }>({});
  const reasonId = useId();
  const choiceId = useId();

  const sessions = preview.data?.sessions ?? [];
  const paid = sessions.filter((s) => s.payment === 'paid');
  const refund = preview.data?.refundPaise ?? 0;
  const needsChoice = paid.length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (needsChoice && !choice) found.choice = 'Please choose what happens to the booked sessions.';
    if (reason.trim() === '') found.reason = 'Please give the reason: the therapist reads it.';
    setErrors(found);
    if (found.choice || found.reason) return;
    suspend.mutate(
      {
        path: `/api/admin/therapists/${therapist.id}/suspend`,
        body: {
          reason: reason.trim(),
          sessions: choice ?? 'keep',
          ...(reportId ? { reportId } : {}),
        },
      },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message, { id: 'admin-action' });
          onClose();
        },
      },
    );
  };

  const confirmLabel = !needsChoice
    ? 'Suspend listing'
    : choice === 'cancel'
      ? `Suspend and cancel ${plural(paid.length, 'session')}`
      : choice === 'keep'
        ? `Suspend and keep ${plural(paid.length, 'session')}`
        : 'Suspend listing';

  return (
    <DialogFrame
      title={`Suspend ${therapist.name}?`}
      onClose={() => (suspend.isPending ? undefined : onClose())}
      description={
        <p>
          The profile leaves the directory and cannot be booked until restored. The therapist is
          mailed your reason.
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {preview.isPending ? (
          <Skeleton className="h-20 w-full rounded-control" />
        ) : preview.isError ? (
          <FormAlert>{errorMessage(preview.error)}</FormAlert>
        ) : sessions.length === 0 ? (
          <p className="text-sm text-slate-700">No sessions are booked ahead.</p>
        ) : (
          <div className="space-y-3">
            <p className="text-sm font-medium text-slate-900">
              {plural(sessions.length, 'session')} booked ahead
              {paid.length < sessions.length
                ? ` (${plural(sessions.length - paid.length, 'unpaid reservation')}, released either way)`
                : ''}
              :
            </p>
            <SessionList sessions={sessions} />
            {needsChoice ? (
              <fieldset
                aria-describedby={errors.choice ? `${choiceId}-error` : undefined}
                className="space-y-2"
              >
                <legend className="text-sm font-medium text-slate-900">
                  What happens to the paid sessions?
                </legend>
                {(
                  [
                    [
                      'keep',
                      'Keep them',
                      'They go ahead as booked; each client is mailed that theirs stands and may ask us to cancel it with a full refund.',
                    ],
                    [
                      'cancel',
                      `Cancel them and refund ${formatPaise(refund)} in full`,
                      'Each client is mailed and refunded their booking fee in full, once.',
                    ],
                  ] as const
                ).map(([value, label, hint]) => (
                  <label
                    key={value}
                    htmlFor={`${choiceId}-${value}`}
                    className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-control border border-slate-200 p-3 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50"
                  >
                    <input
                      id={`${choiceId}-${value}`}
                      type="radio"
                      name="sessions"
                      value={value}
                      checked={choice === value}
                      onChange={() => {
                        setChoice(value);
                        setErrors((e) => ({ ...e, choice: undefined }));
                      }}
                      className="row-span-2 mt-1 size-4 accent-primary-700"
                    />
                    <span className="text-sm font-semibold text-slate-900">{label}</span>
                    <span className="text-sm text-slate-700">{hint}</span>
                  </label>
                ))}
                {errors.choice ? (
                  <p id={`${choiceId}-error`} className="text-sm text-danger-700">
                    {errors.choice}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
          </div>
        )}
        <div>
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            Reason (sent to the therapist)
          </label>
          <textarea
            id={reasonId}
            value={reason}
            rows={3}
            maxLength={1000}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setErrors((x) => ({ ...x, reason: undefined }));
            }}
            className="mt-1 w-full rounded-control border border-slate-300 px-3 py-2 text-base"
          />
          {errors.reason ? (
            <p id={`${reasonId}-error`} className="mt-1 text-sm text-danger-700">
              {errors.reason}
            </p>
          ) : null}
        </div>
        {suspend.isError ? <FormAlert>{errorMessage(suspend.error)}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            disabled={suspend.isPending}
            className={buttonClasses('secondary')}
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={suspend.isPending || preview.isPending}
            className={buttonClasses('accent')}
          >
            {suspend.isPending ? 'Working…' : confirmLabel}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
