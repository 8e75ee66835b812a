import { useState } from 'react';
import { MOVE_RULES } from '@app/domain/appointment-moves';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import { useT } from '#lib/i18n/i18n-context';
import { APPOINTMENTS as W } from '../lib/appointments-words';
import { MovePicker } from '#components/slot-picker/move-picker';
import { toSessionType } from '#components/slot-picker/use-slot-picker';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { actionErrorText } from '#lib/action-error-text';
import { showSuccess } from '#lib/toast';
import { useMoveOptions } from '../api/get-move-options';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import type { AppointmentView } from '../lib/appointment-view';
import { AppointmentSummary } from './appointment-summary';

type Props = { view: AppointmentView; onClose: () => void };

/** Moves a paid booking to another open time of the same therapist, with the booking page's picker. */
export function RescheduleDialog({ view, onClose }: Props) {
  const { item } = view;
  const t = useT();
  const options = useMoveOptions(item.id);
  const move = useRescheduleAppointment();
  const [serverError, setServerError] = useState('');
  const movesLeft = MOVE_RULES.clientMoves - item.rescheduleCount;

  const close = () => {
    if (!move.isPending) onClose();
  };

  return (
    <DialogFrame
      onClose={close}
      title={t(W.rescheduleTitle)}
      description={
        <p>{t(W.rescheduleLead, { moves: movesLeft, hours: MOVE_RULES.noticeHours })}</p>
      }
    >
      <AppointmentSummary view={view} />
      <MovePicker query={options} mode={item.sessionType}>
        {(picker) => {
          const choice = picker.choice;
          const submit = () => {
            if (!choice) return;
            setServerError('');
            move.mutate(
              {
                appointmentId: item.id,
                slotDate: choice.day.key,
                slotTime: choice.time,
                sessionType: toSessionType(choice.mode),
              },
              {
                onSuccess: () => {
                  showSuccess(t(W.moved), { id: 'reschedule' });
                  onClose();
                },
                onError: (error) => {
                  setServerError(actionErrorText(error));
                  void options.refetch();
                },
              },
            );
          };
          return (
            <>
              {serverError ? (
                <div className="mt-4">
                  <FormAlert>{serverError}</FormAlert>
                </div>
              ) : null}
              <p className="mt-5 text-sm text-slate-600" aria-live="polite">
                {choice ? (
                  <>
                    {t(W.newTime)}{' '}
                    <span className="font-semibold text-slate-900">
                      {t(W.dateTime, {
                        date: formatDateIn(t.language, choice.day.date, 'short'),
                        time: formatTimeIn(t.language, choice.time),
                      })}{' '}
                      · {t(W.modeShort, { mode: toSessionType(choice.mode) })}
                    </span>
                  </>
                ) : (
                  t(W.chooseNewTime)
                )}
              </p>
              <DialogActions
                dismissLabel={t(W.keepTime)}
                onDismiss={close}
                confirmLabel={t(W.moveSession)}
                pendingLabel={t(W.moving)}
                pending={move.isPending}
                onConfirm={submit}
                disabled={!choice}
                className="mt-4"
              />
            </>
          );
        }}
      </MovePicker>
    </DialogFrame>
  );
}
