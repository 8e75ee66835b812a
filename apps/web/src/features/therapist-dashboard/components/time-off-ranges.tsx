import { genericFailureText } from '#lib/action-error-text';
import { useState, type FormEvent } from 'react';
import {
  TIME_OFF_NOTE_MAX,
  timeOffRange,
  type TimeOffResponse,
} from '@app/domain/schemas/time-off';
import { buttonClasses } from '#components/ui/button';
import { Field, inputClasses } from '#components/ui/form-field';
import { FormAlert } from '#components/ui/form-alert';
import { actionErrorText } from '#lib/action-error-text';
import { formMessage } from '@app/domain/i18n/form-words';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useSaveTimeOff } from '../api/time-off';
import { dateKeyText, keyOfDateInput } from '../lib/date-input';
import { SCHEDULE as W } from '../lib/schedule-words';

type Range = TimeOffResponse['timeOff'][number];

/** The days off: each range with its note and a Remove button, and a form to add one. */
export function TimeOffRanges({ saved }: { saved: Range[] }) {
  const t = useT();
  const save = useSaveTimeOff();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');

  // Removing says so; saving says whether booked sessions now fall inside the time off.
  const store = (next: Range[], removed: boolean) =>
    save.mutate(next, {
      onSuccess: (answer) => {
        const done = removed
          ? t(W.timeOffRemoved)
          : t(W.timeOffSaved, { conflicts: answer.conflicts.length > 0 ? 'yes' : 'no' });
        showSuccess(done, { id: 'time-off' });
        setError('');
      },
      onError: (e) => setError(actionErrorText(e)),
    });

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const range = { from: keyOfDateInput(from), to: keyOfDateInput(to || from), note };
    if (!range.from) return setError(t(W.chooseFirstDay));
    const parsed = timeOffRange.safeParse(range);
    if (!parsed.success)
      return setError(formMessage(t, parsed.error.issues[0]?.message) ?? genericFailureText());
    store([...saved, parsed.data], false);
    setFrom('');
    setTo('');
    setNote('');
  };

  return (
    <section aria-labelledby="time-off-ranges-heading" className="grid gap-4">
      <h3 id="time-off-ranges-heading" className="text-lg font-semibold">
        {t(W.daysOff)}
      </h3>
      {saved.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-white p-4 text-slate-600">
          {t(W.noTimeOff)}
        </p>
      ) : (
        <ul className="grid gap-2">
          {saved.map((r, i) => (
            <li
              key={`${r.from}-${r.to}-${i}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-slate-200 bg-white px-4 py-3"
            >
              <div>
                <p className="font-semibold text-slate-900">
                  {r.from === r.to
                    ? dateKeyText(r.from, t)
                    : t(W.range, { from: dateKeyText(r.from, t), to: dateKeyText(r.to, t) })}
                </p>
                {r.note ? <p className="text-sm text-slate-600">{r.note}</p> : null}
              </div>
              <button
                type="button"
                disabled={save.isPending}
                onClick={() =>
                  store(
                    saved.filter((_, j) => j !== i),
                    true,
                  )
                }
                className={buttonClasses('danger-outline', 'sm', 'min-h-11')}
                aria-label={t(W.removeTimeOff, {
                  from: dateKeyText(r.from, t),
                  to: dateKeyText(r.to, t),
                })}
              >
                {t(W.remove)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={onAdd}
        noValidate
        aria-label={t(W.addTimeOff)}
        className="grid gap-3 rounded-card border border-slate-200 bg-white p-4 sm:grid-cols-2"
      >
        <Field label={t(W.firstDay)} required>
          {(c) => (
            <input
              {...c}
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className={inputClasses()}
            />
          )}
        </Field>
        <Field label={t(W.lastDay)} hint={t(W.lastDayHint)}>
          {(c) => (
            <input
              {...c}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
              className={inputClasses()}
            />
          )}
        </Field>
        <Field label={t(W.note)} className="sm:col-span-2">
          {(c) => (
            <input
              {...c}
              value={note}
              maxLength={TIME_OFF_NOTE_MAX}
              onChange={(e) => setNote(e.target.value)}
              className={inputClasses()}
              placeholder={t(W.notePlaceholder)}
            />
          )}
        </Field>
        {error ? (
          <div className="sm:col-span-2">
            <FormAlert>{error}</FormAlert>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
            {save.isPending ? t(W.saving) : t(W.addTimeOff)}
          </button>
        </div>
      </form>
    </section>
  );
}
