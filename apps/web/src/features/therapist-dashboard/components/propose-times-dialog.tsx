import { useState } from 'react';
import { MOVE_RULES } from '@app/domain/appointment-moves';
import { formatIstDate, formatTime12h, parseSlotDateKey } from '@app/domain/ist';
import type { SlotChoice } from '@app/domain/schemas/reschedule';
import { MovePicker } from '#components/slot-picker/move-picker';
import { buttonClasses } from '#components/ui/button';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { CloseIcon } from '#components/ui/icons';
import { actionErrorText } from '#lib/action-error-text';
import { showSuccess } from '#lib/toast';
import { useProposableTimes, useProposeTimes } from '../api/propose-times';
import { ACTION_TEXT, type SessionView } from '../lib/session-view';

const slotText = (s: SlotChoice) => {
  const date = parseSlotDateKey(s.slotDate);
  return `${date ? formatIstDate(date, 'short') : s.slotDate}, ${formatTime12h(s.slotTime)} IST`;
};
const same = (a: SlotChoice, b: SlotChoice) =>
  a.slotDate === b.slotDate && a.slotTime === b.slotTime;

/** "Propose new times": up to three open times picked one by one, then sent to the client. */
export function ProposeTimesDialog({ view, onClose }: { view: SessionView; onClose: () => void }) {
  const text = ACTION_TEXT['propose-times'];
  const options = useProposableTimes(view.item.id);
  const propose = useProposeTimes();
  const [slots, setSlots] = useState<SlotChoice[]>([]);
  const [error, setError] = useState('');
  const full = slots.length >= MOVE_RULES.proposedTimes;

  const close = () => {
    if (!propose.isPending) onClose();
  };
  const send = () => {
    setError('');
    propose.mutate(
      { id: view.item.id, slots },
      {
        onSuccess: () => {
          showSuccess(text.done, { id: 'propose-times' });
          onClose();
        },
        onError: (e) => setError(actionErrorText(e)),
      },
    );
  };

  return (
    <DialogFrame
      onClose={close}
      title={text.title}
      description={
        <p>
          {view.item.clientName}, {view.dateText}, {view.timeText}. {text.body}
        </p>
      }
    >
      <MovePicker query={options} mode={view.item.sessionType} keepMode>
        {(picker) => {
          const choice = picker.choice
            ? { slotDate: picker.choice.day.key, slotTime: picker.choice.time }
            : null;
          const added = choice !== null && slots.some((s) => same(s, choice));
          return (
            <button
              type="button"
              onClick={() => choice && setSlots([...slots, choice])}
              disabled={!choice || added || full}
              className={buttonClasses('secondary', 'md', 'mt-4 w-full sm:w-auto')}
            >
              {full ? `${MOVE_RULES.proposedTimes} times chosen` : 'Add this time'}
            </button>
          );
        }}
      </MovePicker>

      <h3 className="mt-5 text-sm font-semibold text-slate-700">
        Times to propose ({slots.length}/{MOVE_RULES.proposedTimes})
      </h3>
      {slots.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Pick a time above and add it.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-live="polite">
          {slots.map((s) => (
            <li
              key={`${s.slotDate} ${s.slotTime}`}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-primary-200 bg-primary-50 pl-3 text-sm font-medium text-primary-900"
            >
              {slotText(s)}
              <button
                type="button"
                onClick={() => setSlots(slots.filter((o) => !same(o, s)))}
                aria-label={`Remove ${slotText(s)}`}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-primary-100"
              >
                <CloseIcon width={16} height={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <DialogActions
        dismissLabel="Cancel"
        onDismiss={close}
        confirmLabel={text.confirm}
        pendingLabel="Sending…"
        pending={propose.isPending}
        onConfirm={send}
        disabled={slots.length === 0}
        className="mt-6"
      />
    </DialogFrame>
  );
}
