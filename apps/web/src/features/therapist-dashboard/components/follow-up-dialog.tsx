import { useState } from 'react';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import { parseSlotDateKey } from '@app/domain/ist';
import { FOLLOW_UP_MAX_TIMES } from '@app/domain/schemas/follow-up';
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
import { useProposableTimes } from '../api/propose-times';
import { useSendFollowUp } from '../api/follow-up';
import { FOLLOW_UP_WORDS as W } from '../lib/follow-up-words';

const same = (a: SlotChoice, b: SlotChoice) =>
  a.slotDate === b.slotDate && a.slotTime === b.slotTime;

/** "Book a follow-up": up to three of the therapist's open times, mailed and texted to the client. */
export function FollowUpDialog({
  session,
  onClose,
}: {
  session: { appointmentId: string; clientName: string; sessionType: 'online' | 'in-person' };
  onClose: () => void;
}) {
  const t = useT();
  const options = useProposableTimes(session.appointmentId);
  const send = useSendFollowUp();
  const [slots, setSlots] = useState<SlotChoice[]>([]);
  const [error, setError] = useState('');
  const full = slots.length >= FOLLOW_UP_MAX_TIMES;
  const slotText = (s: SlotChoice) => {
    const date = parseSlotDateKey(s.slotDate);
    const day = date ? formatDateIn(t.language, date, 'short') : s.slotDate;
    return `${day}, ${formatTimeIn(t.language, s.slotTime)}`;
  };

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
      <MovePicker query={options} mode={session.sessionType} keepMode>
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
              {full ? t(W.full, { max: FOLLOW_UP_MAX_TIMES }) : t(W.addTime)}
            </button>
          );
        }}
      </MovePicker>
      <h3 className="mt-5 text-sm font-semibold text-slate-700">
        {t(W.chosen, { count: slots.length, max: FOLLOW_UP_MAX_TIMES })}
      </h3>
      {slots.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t(W.pickFirst)}</p>
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
                aria-label={t(W.remove, { when: slotText(s) })}
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
        dismissLabel={t(W.cancel)}
        onDismiss={close}
        confirmLabel={t(W.send)}
        pendingLabel={t(W.sending)}
        pending={send.isPending}
        onConfirm={confirm}
        disabled={slots.length === 0}
        className="mt-6"
      />
    </DialogFrame>
  );
}
