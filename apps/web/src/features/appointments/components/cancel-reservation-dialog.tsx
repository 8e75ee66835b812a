import { useState } from 'react';
import { FormAlert } from '#components/ui/form-alert';
import { showError, showSuccess } from '#lib/toast';
import { useCancelAppointment } from '../api/cancel-appointment';
import type { AppointmentView } from '../lib/appointment-view';
import { APPOINTMENTS as W } from '../lib/appointments-words';
import { useT } from '#lib/i18n/i18n-context';
import { actionErrorText } from '#lib/action-error-text';
import { AppointmentSummary } from './appointment-summary';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';

type Props = { view: AppointmentView; onClose: () => void };

/** Confirms the direct cancellation of an unpaid reservation; the slot is released at once. */
export function CancelReservationDialog({ view, onClose }: Props) {
  const t = useT();
  const cancel = useCancelAppointment();
  const [error, setError] = useState('');

  const close = () => {
    if (!cancel.isPending) onClose();
  };

  const confirm = () => {
    setError('');
    cancel.mutate(
      { appointmentId: view.item.id },
      {
        onSuccess: () => {
          showSuccess(t(W.cancelledToast), { id: 'cancel-reservation' });
          onClose();
        },
        onError: (e) => {
          showError(t(W.cancelFailed), { id: 'cancel-reservation' });
          setError(actionErrorText(e, t(W.cancelFailed)));
        },
      },
    );
  };

  return (
    <DialogFrame onClose={close} title={t(W.cancelTitle)} description={<p>{t(W.cancelLead)}</p>}>
      <AppointmentSummary view={view} />
      {error ? (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <DialogActions
        dismissLabel={t(W.keepAppointment)}
        onDismiss={close}
        confirmLabel={t(W.cancelConfirm)}
        pendingLabel={t(W.cancelling)}
        pending={cancel.isPending}
        onConfirm={confirm}
        tone="danger"
        className="mt-6"
      />
    </DialogFrame>
  );
}
