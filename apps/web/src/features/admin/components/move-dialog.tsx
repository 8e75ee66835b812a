import { genericFailureText } from '#lib/action-error-text';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CANCELLATION_REASON_MAX } from '@app/domain/constants';
import { formatIstDate, formatTime12h } from '@app/domain/ist';
import type { AdminAppointment } from '@app/domain/schemas/admin-ops';
import { adminRescheduleBody, moveOptionsResponse } from '@app/domain/schemas/reschedule';
import { MovePicker } from '#components/slot-picker/move-picker';
import { toSessionType } from '#components/slot-picker/use-slot-picker';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { NoteField } from '#components/ui/note-field';
import { actionErrorText } from '#lib/action-error-text';
import { apiGet } from '#lib/api-client';
import { showSuccess } from '#lib/toast';
import { useAdminAction } from '../api/admin-action';
import { ADMIN_KEY } from '../api/admin-keys';
import { formatIst } from '../lib/admin-format';

const reasonSchema = adminRescheduleBody.shape.reason;

/** The team moves a booking to another open time on either side's behalf, with a reason. */
export function MoveDialog({
  a,
  onClose,
}: {
  a: Pick<AdminAppointment, 'id' | 'clientName' | 'therapistName' | 'startsAt' | 'sessionType'>;
  onClose: () => void;
}) {
  const options = useQuery({
    queryKey: [...ADMIN_KEY, 'move-options', a.id] as const,
    queryFn: ({ signal }) =>
      apiGet(
        `/api/admin/appointments/${encodeURIComponent(a.id)}/move-options`,
        moveOptionsResponse,
        { signal },
      ),
    staleTime: 0,
    gcTime: 0,
  });
  const run = useAdminAction();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [error, setError] = useState('');
  const close = () => {
    if (!run.isPending) onClose();
  };

  return (
    <DialogFrame
      onClose={close}
      title="Move appointment"
      description={
        <p>
          {a.clientName} with {a.therapistName}, now {formatIst(a.startsAt)}. Both sides are mailed
          the new time with an updated calendar invite.
        </p>
      }
    >
      <MovePicker query={options} mode={a.sessionType}>
        {(picker) => {
          const choice = picker.choice;
          const submit = () => {
            const parsed = reasonSchema.safeParse(reason);
            if (!parsed.success) {
              setReasonError(parsed.error.issues[0]?.message ?? genericFailureText());
              return;
            }
            if (!choice) return;
            setReasonError('');
            setError('');
            run.mutate(
              {
                path: `/api/admin/appointments/${a.id}/reschedule`,
                body: {
                  slotDate: choice.day.key,
                  slotTime: choice.time,
                  sessionType: toSessionType(choice.mode),
                  reason: parsed.data,
                },
              },
              {
                onSuccess: (answer) => {
                  showSuccess(answer.message, { id: 'admin-move' });
                  onClose();
                },
                onError: (e) => setError(actionErrorText(e)),
              },
            );
          };
          return (
            <div className="mt-5 grid gap-4">
              <p className="text-sm text-slate-600" aria-live="polite">
                {choice
                  ? `New time: ${formatIstDate(choice.day.date, 'short')}, ${formatTime12h(choice.time)} IST · ${choice.mode}`
                  : 'Choose a new time.'}
              </p>
              <NoteField
                label="Reason (recorded in the audit log)"
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
                dismissLabel="Cancel"
                onDismiss={close}
                confirmLabel="Move appointment"
                pendingLabel="Moving…"
                pending={run.isPending}
                onConfirm={submit}
                disabled={!choice}
              />
            </div>
          );
        }}
      </MovePicker>
    </DialogFrame>
  );
}
