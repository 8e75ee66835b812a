import { useState } from 'react';
import { FOLLOW_UP_MAX_TIMES } from '@app/domain/schemas/follow-up';
import type { SlotChoice } from '@app/domain/schemas/reschedule';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { actionErrorText } from '#lib/action-error-text';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useSendFollowUp } from '../api/follow-up';
import { DIALOG_WORDS as D } from '../lib/action-words';
import { FOLLOW_UP_WORDS as W } from '../lib/follow-up-words';
import { TimesChooser } from './times-chooser';

/** "Book a follow-up": up to three of the therapist's open times, mailed and texted to the client. */
export function FollowUpDialog({
  session,
  onClose,
}: {
  session: { appointmentId: string; clientName: string; sessionType: 'online' | 'in-person' };
  onClose: () => void;
}) {
  const t = useT();
  const send = useSendFollowUp();
  const [slots, setSlots] = useState<SlotChoice[]>([]);
  const [error, setError] = useState('');

  const close = () => {
    if (!send.isPending) onClose();
  };
  const confirm = () => {
    setError('');
    send.mutate(
      { id: session.appointmentId, slots },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message, { id: 'follow-up' });
          onClose();
        },
        onError: (e) => setError(actionErrorText(e)),
      },
    );
  };

  return (
    <DialogFrame
      onClose={close}
      title={t(W.dialogTitle)}
      description={
        <p>{t(W.dialogBody, { max: FOLLOW_UP_MAX_TIMES, client: session.clientName })}</p>
      }
    >
      <TimesChooser
        appointmentId={session.appointmentId}
        mode={session.sessionType}
        max={FOLLOW_UP_MAX_TIMES}
        heading={t(W.chosen, { count: slots.length, max: FOLLOW_UP_MAX_TIMES })}
        slots={slots}
        onChange={setSlots}
      />
      {error ? (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <DialogActions
        dismissLabel={t(D.cancel)}
        onDismiss={close}
        confirmLabel={t(W.send)}
        pendingLabel={t(D.sending)}
        pending={send.isPending}
        onConfirm={confirm}
        disabled={slots.length === 0}
        className="mt-6"
      />
    </DialogFrame>
  );
}
