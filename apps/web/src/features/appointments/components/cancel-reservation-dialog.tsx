import { useState } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { FormAlert } from '#components/ui/form-alert';
import { showError, showSuccess } from '#lib/toast';
import { useCancelAppointment } from '../api/cancel-appointment';
import type { AppointmentView } from '../lib/appointment-view';
import { actionErrorText } from '#lib/action-error-text';
import { AppointmentSummary } from './appointment-summary';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';

type Props = { view: AppointmentView; onClose: () => void };

/** Confirms the direct cancellation of an unpaid reservation; the slot is released at once. */
export function CancelReservationDialog({ view, onClose }: Props) {
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
          showSuccess(MESSAGES.appointments.cancelled, { id: 'cancel-reservation' });
          onClose();
        },
        onError: (e) => {
          showError(MESSAGES.appointments.cancelFailed, { id: 'cancel-reservation' });
          setError(actionErrorText(e, MESSAGES.appointments.cancelFailed));
        },
      },
    );
  };

  return (
    <DialogFrame
      onClose={close}
      title="Cancel this appointment?"
      description={
        <p>
          The reserved time is released straight away. You have not paid anything yet, so there is
          nothing to refund.
        </p>
      }
    >
      <AppointmentSummary view={view} />
      {error ? (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <DialogActions
        dismissLabel="Keep appointment"
        onDismiss={close}
        confirmLabel="Yes, cancel appointment"
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        onConfirm={confirm}
        tone="danger"
        className="mt-6"
      />
    </DialogFrame>
  );
}
