import { useId, useState, type FormEvent } from 'react';
import { refundPreview } from '@app/domain/appointment-status';
import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import { formMessage } from '@app/domain/i18n/form-words';
import { MESSAGES } from '@app/domain/messages';
import { FEE_WORDS, formatRupees, paiseToRupees, rupeesToPaise } from '@app/domain/pricing';
import { requestCancellationBody } from '@app/domain/schemas/appointments';
import { FormAlert } from '#components/ui/form-alert';
import { CheckCircleIcon, AlertIcon } from '#components/ui/icons';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useRequestCancellation } from '../api/request-cancellation';
import type { AppointmentView } from '../lib/appointment-view';
import { APPOINTMENTS as W } from '../lib/appointments-words';
import { actionErrorText } from '#lib/action-error-text';
import { AppointmentSummary } from './appointment-summary';
import { DialogActions } from '#components/ui/dialog-actions';
import { CancellationReasonField } from './cancellation-reason-field';
import { DialogFrame } from '#components/ui/dialog-frame';

const reasonSchema = requestCancellationBody.shape.cancellationReason;

const M = defineMessages({
  atOnce: {
    id: 'common.cancelRequest.atOnce',
    defaultMessage:
      'You booked less than {hours} hours ago, so your session is cancelled as soon as you confirm and the booking fee is refunded. No review is needed.',
    description: 'Cancellation dialog inside the refund window: the rule decides it at once',
  },
  reviewed: {
    id: 'common.cancelRequest.reviewed',
    defaultMessage: 'Our team reviews every cancellation request within 2-3 business days.',
  },
  confirmAtOnce: { id: 'common.cancelRequest.confirmAtOnce', defaultMessage: 'Cancel and refund' },
  pendingAtOnce: { id: 'common.cancelRequest.pendingAtOnce', defaultMessage: 'Cancelling…' },
});

type Props = { view: AppointmentView; onClose: () => void };

/**
 * Cancellation request for a paid appointment: says what will be refunded before the client
 * confirms, asks for a reason (≤ 500 characters) and sends it to the admin team for review.
 */
export function RequestCancellationDialog({ view, onClose }: Props) {
  const id = useId();
  const t = useT();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [serverError, setServerError] = useState('');
  // The refund depends on when the request is made: fixed when the dialog opens (mounts).
  const [openedAt] = useState(() => new Date());
  const request = useRequestCancellation();
  const { item } = view;

  const preview = refundPreview({
    bookedAt: new Date(item.createdAt),
    now: openedAt,
    bookingFeePaise: rupeesToPaise(item.bookingFee),
  });

  const close = () => {
    if (!request.isPending) onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setReasonError(
        formMessage(t, parsed.error.issues[0]?.message ?? MESSAGES.appointments.reasonRequired) ??
          '',
      );
      return;
    }
    setReasonError('');
    setServerError('');
    request.mutate(
      { appointmentId: item.id, cancellationReason: parsed.data },
      {
        onSuccess: (answer) => {
          showSuccess(answer.approved ? t(W.cancelledToast) : t(W.requestedToast), {
            id: 'request-cancellation',
          });
          onClose();
        },
        onError: (error) => setServerError(actionErrorText(error)),
      },
    );
  };

  const RefundIcon = preview.refundable ? CheckCircleIcon : AlertIcon;

  return (
    <DialogFrame
      onClose={close}
      title={t(W.requestTitle)}
      description={
        <p>{preview.refundable ? t(M.atOnce, { hours: REFUND_WINDOW_HOURS }) : t(M.reviewed)}</p>
      }
    >
      <AppointmentSummary view={view} />

      <div
        className={cn(
          'mt-4 flex gap-2.5 rounded-control border p-3 text-sm',
          preview.refundable
            ? 'border-success-100 bg-success-50 text-success-800'
            : 'border-warning-100 bg-warning-50 text-warning-800',
        )}
        data-testid="refund-preview"
      >
        <RefundIcon width={20} height={20} className="mt-px shrink-0" />
        <div>
          <p className="font-semibold">
            {preview.refundable
              ? t(W.refundable, {
                  amount: formatRupees(paiseToRupees(preview.refundPaise)),
                  hours: REFUND_WINDOW_HOURS,
                })
              : t(W.notRefundable, {
                  fee: formatRupees(item.bookingFee),
                  hours: REFUND_WINDOW_HOURS,
                })}
          </p>
          <p className="mt-1">
            {view.amounts.atSession === null
              ? t(FEE_WORDS.cancelOnRequest, { bookingFee: formatRupees(view.amounts.bookingFee) })
              : t(W.onlyBookingFee, {
                  bookingFee: formatRupees(view.amounts.bookingFee),
                  atSession: formatRupees(view.amounts.atSession),
                  total: view.sessionFeeText,
                })}
          </p>
        </div>
      </div>

      <form onSubmit={onSubmit} noValidate className="mt-5">
        <CancellationReasonField
          id={id}
          value={reason}
          error={reasonError}
          rows={4}
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
          confirmLabel={preview.refundable ? t(M.confirmAtOnce) : t(W.submitRequest)}
          pendingLabel={preview.refundable ? t(M.pendingAtOnce) : t(W.submitting)}
          pending={request.isPending}
          className="mt-6"
        />
      </form>
    </DialogFrame>
  );
}
