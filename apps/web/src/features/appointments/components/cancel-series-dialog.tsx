import { useId, useState, type FormEvent } from 'react';
import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import { formMessage } from '@app/domain/i18n/form-words';
import { parseSlotDateKey } from '@app/domain/ist';
import { MESSAGES } from '@app/domain/messages';
import { formatRupees, paiseToRupees } from '@app/domain/pricing';
import { requestCancellationBody } from '@app/domain/schemas/appointments';
import type { SeriesCancelPreviewResponse } from '@app/domain/schemas/series';
import { buttonClasses } from '#components/ui/button';
import { DialogActions } from '#components/ui/dialog-actions';
import { CancellationReasonField } from './cancellation-reason-field';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { AlertIcon, CheckCircleIcon, RefreshIcon } from '#components/ui/icons';
import { Skeleton } from '#components/ui/skeleton';
import { actionErrorText } from '#lib/action-error-text';
import { errorMessage } from '#lib/api-client';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useCancelSeries, useSeriesCancelPreview } from '../api/cancel-series';
import type { AppointmentView } from '../lib/appointment-view';
import { APPOINTMENTS as W } from '../lib/appointments-words';
import { SERIES_WORDS as S } from '../lib/series-words';

const reasonSchema = requestCancellationBody.shape.cancellationReason;
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** Each session the step ends, and what happens to it and its fee. */
function Outcomes({ preview }: { preview: SeriesCancelPreviewResponse }) {
  const t = useT();
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-slate-800">{t(S.sessions)}</h3>
      <ol className="mt-2 grid gap-1.5" data-testid="series-cancel-outcomes">
        {preview.occurrences.map((o) => {
          const day = parseSlotDateKey(o.slotDate);
          const now = o.outcome === 'cancelled';
          const Icon = now ? CheckCircleIcon : AlertIcon;
          return (
            <li
              key={o.appointmentId}
              data-outcome={o.outcome}
              className={cn(
                'flex gap-2.5 rounded-control border px-3 py-2 text-sm',
                now
                  ? 'border-success-100 bg-success-50 text-success-800'
                  : 'border-warning-100 bg-warning-50 text-warning-800',
              )}
            >
              <Icon width={18} height={18} aria-hidden="true" className="mt-px shrink-0" />
              <span>
                <span className="font-semibold">
                  {t(S.when, {
                    date: day ? formatDateIn(t.language, day, 'short') : o.slotDate,
                    time: formatTimeIn(t.language, o.slotTime),
                  })}
                </span>
                {' · '}
                {now
                  ? t(S.cancelledNow, { amount: rupees(o.refundPaise) })
                  : t(S.request, { hours: REFUND_WINDOW_HOURS })}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 font-semibold text-slate-900 tabular-nums" data-testid="series-refund">
        {t(S.totalRefund, { amount: rupees(preview.refundPaise) })}
      </p>
    </>
  );
}

type Props = { view: AppointmentView; onClose: () => void };

/**
 * "Cancel the rest of the series": shows, from the server's preview, each later session and what
 * happens to it and its money; asks for a reason (requests go to the team) and ends them all.
 */
export function CancelSeriesDialog({ view, onClose }: Props) {
  const id = useId();
  const t = useT();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [serverError, setServerError] = useState('');
  const preview = useSeriesCancelPreview(view.item.id);
  const cancel = useCancelSeries();

  const close = () => {
    if (!cancel.isPending) onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message ?? MESSAGES.appointments.reasonRequired;
      setReasonError(formMessage(t, issue) ?? '');
      return;
    }
    setReasonError('');
    setServerError('');
    cancel.mutate(
      { appointmentId: view.item.id, cancellationReason: parsed.data },
      {
        onSuccess: (answer) => {
          const said = [
            answer.cancelled > 0
              ? t(S.doneCancelled, {
                  count: answer.cancelled,
                  amount: rupees(answer.refundPaise),
                })
              : '',
            answer.requested > 0 ? t(S.doneRequested, { count: answer.requested }) : '',
          ];
          showSuccess(said.filter(Boolean).join(' '), { id: 'cancel-series' });
          onClose();
        },
        onError: (error) => setServerError(actionErrorText(error)),
      },
    );
  };

  return (
    <DialogFrame onClose={close} title={t(S.title)} description={<p>{t(S.lead)}</p>}>
      {preview.isPending ? (
        <div role="status" className="mt-4 grid gap-1.5">
          <span className="sr-only">{t(S.checking)}</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : preview.isError ? (
        <div role="alert" className="mt-4 grid justify-items-start gap-3">
          <p className="text-sm text-danger-700">
            {t(S.failed, { reason: errorMessage(preview.error) })}
          </p>
          <button
            type="button"
            onClick={() => void preview.refetch()}
            disabled={preview.isFetching}
            className={buttonClasses('secondary', 'md')}
          >
            <RefreshIcon width={18} height={18} />
            {t(S.tryAgain)}
          </button>
        </div>
      ) : (
        <Outcomes preview={preview.data} />
      )}

      <form onSubmit={onSubmit} noValidate className="mt-5">
        <CancellationReasonField
          id={id}
          value={reason}
          error={reasonError}
          rows={3}
          onChange={(value) => {
            setReason(value);
            if (reasonError) setReasonError('');
          }}
        />
        {serverError ? (
          <div className="mt-4">
            <FormAlert>{serverError}</FormAlert>
          </div>
        ) : null}
        <DialogActions
          dismissLabel={t(W.keepAppointment)}
          onDismiss={close}
          confirmLabel={t(S.confirm)}
          pendingLabel={t(S.pending)}
          pending={cancel.isPending}
          // What happens to the money is shown before the step can be taken.
          disabled={!preview.isSuccess}
          tone="danger"
          className="mt-6"
        />
      </form>
    </DialogFrame>
  );
}
