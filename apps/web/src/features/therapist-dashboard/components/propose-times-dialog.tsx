import { useState } from 'react';
import { MOVE_RULES } from '@app/domain/appointment-moves';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { actionErrorText } from '#lib/action-error-text';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useProposeTimes } from '../api/propose-times';
import { ACTION_WORDS, DIALOG_WORDS as D } from '../lib/action-words';
import type { SessionView } from '../lib/session-view';
import type { SlotChoice } from '@app/domain/schemas/reschedule';
import { TimesChooser } from './times-chooser';

/** "Propose new times": up to three open times picked one by one, then sent to the client. */
export function ProposeTimesDialog({ view, onClose }: { view: SessionView; onClose: () => void }) {
  const t = useT();
  const text = ACTION_WORDS['propose-times'];
  const propose = useProposeTimes();
  const [slots, setSlots] = useState<SlotChoice[]>([]);
  const [error, setError] = useState('');

  const close = () => {
    if (!propose.isPending) onClose();
  };
  const send = () => {
    setError('');
    propose.mutate(
      { id: view.item.id, slots },
      {
        onSuccess: () => {
          showSuccess(t(text.done), { id: 'propose-times' });
          onClose();
        },
        onError: (e) => setError(actionErrorText(e)),
      },
    );
  };

  return (
    <DialogFrame
      onClose={close}
      title={t(text.title)}
      description={
        <p>
          {view.item.clientName}, {view.dateText}, {view.timeText}.{' '}
          {t(text.body, { count: MOVE_RULES.proposedTimes, hours: MOVE_RULES.noticeHours })}
        </p>
      }
    >
      <TimesChooser
        appointmentId={view.item.id}
        mode={view.item.sessionType}
        max={MOVE_RULES.proposedTimes}
        heading={t(D.toPropose, { count: slots.length, max: MOVE_RULES.proposedTimes })}
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
        confirmLabel={t(text.confirm)}
        pendingLabel={t(D.sending)}
        pending={propose.isPending}
        onConfirm={send}
        disabled={slots.length === 0}
        className="mt-6"
      />
    </DialogFrame>
  );
}
