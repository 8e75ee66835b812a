import { useState, type FormEvent } from 'react';
import { CANCELLATION_REASON_MAX } from '@app/domain/constants';
import {
  therapistCancellationRequestBody,
  therapistDeclineBody,
} from '@app/domain/schemas/dashboard';
import type { TherapistAction } from '@app/domain/therapist-sessions';
import { buttonClasses } from '#components/ui/button';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { NoteField } from '#components/ui/note-field';
import { actionErrorText } from '#lib/action-error-text';
import { formMessage, FORM_WORDS } from '@app/domain/i18n/form-words';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useAppointmentAction } from '../api/appointment-action';
import { ACTION_WORDS, DIALOG_WORDS as D } from '../lib/action-words';
import type { SessionView } from '../lib/session-view';

/** The actions that carry a reason: required for the team, optional for the client. */
const REASONS = {
  'request-cancellation': {
    schema: therapistCancellationRequestBody.shape.reason,
    label: D.reasonForCancellation,
    hint: undefined,
    required: true,
  },
  decline: {
    schema: therapistDeclineBody.shape.reason,
    label: D.reasonForClient,
    hint: D.reasonForClientHint,
    required: false,
  },
} as const;

/**
 * Confirms an action that changes a booking before sending it; a cancellation request asks for
 * the reason the team reads, a decline for an optional one the client is told (at most 500
 * characters each).
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
  const t = useT();
  const text = ACTION_WORDS[action];
  const withReason =
    action === 'request-cancellation' || action === 'decline' ? REASONS[action] : null;
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
      const parsed = withReason.schema.safeParse(reason);
      if (!parsed.success) {
        setReasonError(
          formMessage(t, parsed.error.issues[0]?.message) ?? t(FORM_WORDS.reasonRequired),
        );
        return;
      }
      sent = parsed.data || undefined;
    }
    setServerError('');
    run.mutate(
      { id: view.item.id, action, reason: sent },
      {
        onSuccess: () => {
          showSuccess(t(text.done), { id: 'dashboard-action' });
          onClose();
        },
        onError: (error) => setServerError(actionErrorText(error)),
      },
    );
  };

  return (
    <DialogFrame onClose={close} title={t(text.title)} description={<p>{t(text.body)}</p>}>
      <p className="mt-4 rounded-control bg-slate-50 p-3 text-[0.9375rem] text-slate-800">
        <span className="font-semibold">{view.item.clientName}</span> · {view.dateText},{' '}
        {view.timeText} · {view.modeText}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5">
        {withReason ? (
          <NoteField
            label={t(withReason.label)}
            hint={withReason.hint && t(withReason.hint)}
            required={withReason.required}
            value={reason}
            onChange={(v) => {
              setReason(v);
              if (reasonError) setReasonError('');
            }}
            max={CANCELLATION_REASON_MAX}
            error={reasonError}
          />
        ) : null}
        {serverError ? (
          <div className="mt-4">
            <FormAlert>{serverError}</FormAlert>
          </div>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} className={buttonClasses('secondary')}>
            {t(D.goBack)}
          </button>
          <button
            type="submit"
            disabled={run.isPending}
            className={buttonClasses(action === 'decline' ? 'accent' : 'primary')}
          >
            {run.isPending ? t(D.sending) : t(text.confirm)}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
