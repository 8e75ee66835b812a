import type { SlotChoice } from '@app/domain/schemas/reschedule';
import { MovePicker } from '#components/slot-picker/move-picker';
import { buttonClasses } from '#components/ui/button';
import { CloseIcon } from '#components/ui/icons';
import { useT } from '#lib/i18n/i18n-context';
import { useProposableTimes } from '../api/propose-times';
import { DIALOG_WORDS as D } from '../lib/action-words';
import { slotText } from '../lib/session-view';

const same = (a: SlotChoice, b: SlotChoice) =>
  a.slotDate === b.slotDate && a.slotTime === b.slotTime;

/**
 * Up to `max` of the therapist's open times, picked one by one from the move picker over a
 * session's times and shown as removable chips under `heading`: proposing new times and
 * suggesting a follow-up both choose times this way.
 */
export function TimesChooser({
  appointmentId,
  mode,
  max,
  heading,
  slots,
  onChange,
}: {
  appointmentId: string;
  mode: string;
  max: number;
  heading: string;
  slots: SlotChoice[];
  onChange: (slots: SlotChoice[]) => void;
}) {
  const t = useT();
  const options = useProposableTimes(appointmentId);
  const slotWords = (s: SlotChoice) => slotText(s.slotDate, s.slotTime, t);
  const full = slots.length >= max;
  return (
    <>
      <MovePicker query={options} mode={mode} keepMode>
        {(picker) => {
          const choice = picker.choice
            ? { slotDate: picker.choice.day.key, slotTime: picker.choice.time }
            : null;
          const added = choice !== null && slots.some((s) => same(s, choice));
          return (
            <button
              type="button"
              onClick={() => choice && onChange([...slots, choice])}
              disabled={!choice || added || full}
              className={buttonClasses('secondary', 'md', 'mt-4 w-full sm:w-auto')}
            >
              {full ? t(D.timesChosen, { count: max }) : t(D.addTime)}
            </button>
          );
        }}
      </MovePicker>
      <h3 className="mt-5 text-sm font-semibold text-slate-700">{heading}</h3>
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
                onClick={() => onChange(slots.filter((o) => !same(o, s)))}
                aria-label={t(D.remove, { slot: slotWords(s) })}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-primary-100"
              >
                <CloseIcon width={16} height={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
