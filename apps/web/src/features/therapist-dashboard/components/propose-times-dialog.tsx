import { useState } from 'react';
import { MOVE_RULES } from '@app/domain/appointment-moves';
import type { SlotChoice } from '@app/domain/schemas/reschedule';
import { MovePicker } from '#components/slot-picker/move-picker';
import { buttonClasses } from '#components/ui/button';
import { DialogActions } from '#components/ui/dialog-actions';
import { DialogFrame } from '#components/ui/dialog-frame';
import { FormAlert } from '#components/ui/form-alert';
import { CloseIcon } from '#components/ui/icons';
import { actionErrorText } from '#lib/action-error-text';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useProposableTimes, useProposeTimes } from '../api/propose-times';
import { ACTION_WORDS, DIALOG_WORDS as D } from '../lib/action-words';
import { slotText, type SessionView } from '../lib/session-view';

const same = (a: SlotChoice, b: SlotChoice) =>
  a.slotDate === b.slotDate && a.slotTime === b.slotTime;

/** "Propose new times": up to three open times picked one by one, then sent to the client. */
export function ProposeTimesDialog({ view, onClose }: { view: SessionView; onClose: () => void }) {
  const t = useT();
  const text = ACTION_WORDS['propose-times'];
  const slotWords = (s: SlotChoice) => slotText(s.slotDate, s.slotTime, t);
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
              {full ? t(D.timesChosen, { count: MOVE_RULES.proposedTimes }) : t(D.addTime)}
            </button>
          );
        }}
      </MovePicker>

      <h3 className="mt-5 text-sm font-semibold text-slate-700">
        {t(D.toPropose, { count: slots.length, max: MOVE_RULES.proposedTimes })}
      </h3>
      {slots.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t(D.pickTime)}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-live="polite">
          {slots.map((s) => (
            <li
              key={`${s.slotDate} ${s.slotTime}`}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-primary-200 bg-primary-50 pl-3 text-sm font-medium text-primary-900"
            >
              {slotWords(s)}
              <button
                type="button"
                onClick={() => setSlots(slots.filter((o) => !same(o, s)))}
                aria-label={t(D.remove, { slot: slotWords(s) })}
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
