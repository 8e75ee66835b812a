import { useState } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { showError, showSuccess } from '#lib/toast';
import { useCancelAppointment } from '../api/cancel-appointment';
import type { AppointmentView } from '../lib/appointment-view';
import { actionErrorText } from '#lib/action-error-text';
import { AppointmentSummary } from './appointment-summary';
import { DialogFrame } from '#components/ui/dialog-frame';

type Props = { view: AppointmentView; onClose: () => void };

// Red for the one destructive action on the page; white on danger-700 is 6.5:1.
const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-control bg-danger-700 px-4 ' +
  'text-[0.9375rem] font-semibold whitespace-nowrap text-white transition-colors ' +
  'hover:bg-danger-800 disabled:cursor-not-allowed disabled:opacity-60';

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
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={close} className={buttonClasses('secondary', 'md')}>
          Keep appointment
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={cancel.isPending}
          className={DANGER_BUTTON}
        >
          {cancel.isPending ? 'Cancelling…' : 'Yes, cancel appointment'}
        </button>
      </div>
    </DialogFrame>
  );
}
