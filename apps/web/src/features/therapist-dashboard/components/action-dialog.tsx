import { useId, useState, type FormEvent } from 'react';
import { CANCELLATION_REASON_MAX } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { therapistCancellationRequestBody } from '@app/domain/schemas/dashboard';
import type { TherapistAction } from '@app/domain/therapist-sessions';
import { buttonClasses } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/form-field';
import { actionErrorText } from '../../../lib/action-error-text';
import { cn } from '../../../lib/cn';
import { showSuccess } from '../../../lib/toast';
import { useAppointmentAction } from '../api/appointment-action';
import { ACTION_TEXT, type SessionView } from '../lib/session-view';

const reasonSchema = therapistCancellationRequestBody.shape.reason;

/**
 * Confirms an action that changes a booking before sending it; a cancellation request also asks
 * for the reason (at most 500 characters) the team reads.
 */
export function ActionDialog({
  view,
  action,
  onClose,
}: {
  view: SessionView;
  action: TherapistAction;
  onClose: () => void;
}) {
  const id = useId();
  const text = ACTION_TEXT[action];
  const withReason = action === 'request-cancellation';
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [serverError, setServerError] = useState('');
  const run = useAppointmentAction();

  const close = () => {
    if (!run.isPending) onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let sent: string | undefined;
    if (withReason) {
      const parsed = reasonSchema.safeParse(reason);
      if (!parsed.success) {
        setReasonError(parsed.error.issues[0]?.message ?? MESSAGES.appointments.reasonRequired);
        return;
      }
      sent = parsed.data;
    }
    setServerError('');
    run.mutate(
      { id: view.item._id, action, reason: sent },
      {
        onSuccess: () => {
          showSuccess(text.done, { id: 'dashboard-action' });
          onClose();
        },
        onError: (error) => setServerError(actionErrorText(error, MESSAGES.generic)),
      },
    );
  };

  const over = reason.length > CANCELLATION_REASON_MAX;
  return (
    <DialogFrame onClose={close} title={text.title} description={<p>{text.body}</p>}>
      <p className="mt-4 rounded-control bg-slate-50 p-3 text-[0.9375rem] text-slate-800">
        <span className="font-semibold">{view.item.clientName}</span> · {view.dateText},{' '}
        {view.timeText} · {view.modeText}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5">
        {withReason ? (
          <>
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-slate-800">
                Reason for cancellation{' '}
                <span aria-hidden="true" className="text-danger-700">
                  *
                </span>
              </label>
              <span
                id={`${id}-count`}
                className={cn('text-xs tabular-nums', over ? 'text-danger-700' : 'text-slate-600')}
              >
                {reason.length}/{CANCELLATION_REASON_MAX}
              </span>
            </div>
            <textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (reasonError) setReasonError('');
              }}
              rows={4}
              required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={cn(`${id}-count`, reasonError && `${id}-error`)}
              className={inputClasses(Boolean(reasonError) || over, 'mt-1.5 resize-y')}
            />
            {reasonError ? (
              <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
                {reasonError}
              </p>
            ) : null}
          </>
        ) : null}
        {serverError ? (
          <div className="mt-4">
            <FormAlert>{serverError}</FormAlert>
          </div>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} className={buttonClasses('secondary')}>
            Go back
          </button>
          <button
            type="submit"
            disabled={run.isPending}
            className={buttonClasses(action === 'decline' ? 'accent' : 'primary')}
          >
            {run.isPending ? 'Sending…' : text.confirm}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
