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
import { showSuccess } from '#lib/toast';
import { useSaveTimeOff } from '../api/time-off';
import { dateKeyText, keyOfDateInput } from '../lib/date-input';

type Range = TimeOffResponse['timeOff'][number];

/** The days off: each range with its note and a Remove button, and a form to add one. */
export function TimeOffRanges({ saved }: { saved: Range[] }) {
  const save = useSaveTimeOff();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');

  const store = (next: Range[], done: string) =>
    save.mutate(next, {
      onSuccess: (answer) => {
        showSuccess(answer.message ?? done, { id: 'time-off' });
        setError('');
      },
      onError: (e) => setError(actionErrorText(e)),
    });

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const range = { from: keyOfDateInput(from), to: keyOfDateInput(to || from), note };
    if (!range.from) return setError('Please choose the first day off.');
    const parsed = timeOffRange.safeParse(range);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? genericFailureText());
    store([...saved, parsed.data], 'Time off saved.');
    setFrom('');
    setTo('');
    setNote('');
  };

  return (
    <section aria-labelledby="time-off-ranges-heading" className="grid gap-4">
      <h3 id="time-off-ranges-heading" className="text-lg font-semibold">
        Days off
      </h3>
      {saved.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-white p-4 text-slate-600">
          No time off planned. Clients can book every day of your weekly hours.
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
                    ? dateKeyText(r.from)
                    : `${dateKeyText(r.from)} – ${dateKeyText(r.to)}`}
                </p>
                {r.note ? <p className="text-sm text-slate-600">{r.note}</p> : null}
              </div>
              <button
                type="button"
                disabled={save.isPending}
                onClick={() =>
                  store(
                    saved.filter((_, j) => j !== i),
                    'Time off removed.',
                  )
                }
                className={buttonClasses('danger-outline', 'sm', 'min-h-11')}
                aria-label={`Remove time off ${dateKeyText(r.from)} to ${dateKeyText(r.to)}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={onAdd}
        noValidate
        aria-label="Add time off"
        className="grid gap-3 rounded-card border border-slate-200 bg-white p-4 sm:grid-cols-2"
      >
        <Field label="First day off" required>
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
        <Field label="Last day off" hint="Leave empty for a single day.">
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
        <Field label="Note (only you see it)" className="sm:col-span-2">
          {(c) => (
            <input
              {...c}
              value={note}
              maxLength={TIME_OFF_NOTE_MAX}
              onChange={(e) => setNote(e.target.value)}
              className={inputClasses()}
              placeholder="e.g. Family wedding"
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
            {save.isPending ? 'Saving…' : 'Add time off'}
          </button>
        </div>
      </form>
    </section>
  );
}
