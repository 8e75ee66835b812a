import { useState, type FormEvent } from 'react';
import { formatTime12h, parseSlotDateKey } from '@app/domain/ist';
import { hoursOn, type WeeklyHours } from '@app/domain/slots';
import { buttonClasses } from '#components/ui/button';
import { Field, inputClasses } from '#components/ui/form-field';
import { FormAlert } from '#components/ui/form-alert';
import { actionErrorText } from '#lib/action-error-text';
import { cn } from '#lib/cn';
import { showSuccess } from '#lib/toast';
import { useSaveDateHours } from '../api/time-off';
import { dateKeyText, keyOfDateInput } from '../lib/date-input';

const HOURS = Array.from({ length: 17 }, (_, i) => `${String(i + 6).padStart(2, '0')}:00`);

/**
 * Hours for single dates that replace the weekly hours: an extra Saturday, a short Friday. A date
 * chosen starts from the hours it has now (its own, else its weekday's), to be changed from there.
 */
export function DateHoursEditor({
  saved,
  weekly,
}: {
  saved: Record<string, string[]>;
  weekly: WeeklyHours;
}) {
  const save = useSaveDateHours();
  const [date, setDate] = useState('');
  const [times, setTimes] = useState<string[]>([]);
  const [error, setError] = useState('');

  const store = (next: Record<string, string[]>, done: string) =>
    save.mutate(next, {
      onSuccess: (answer) => {
        showSuccess(answer.message ?? done, { id: 'date-hours' });
        setError('');
      },
      onError: (e) => setError(actionErrorText(e)),
    });

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const key = keyOfDateInput(date);
    if (!key) return setError('Please choose a date.');
    store({ ...saved, [key]: [...times].sort() }, 'Date hours saved.');
    setDate('');
    setTimes([]);
  };
  const toggle = (t: string) =>
    setTimes((now) => (now.includes(t) ? now.filter((x) => x !== t) : [...now, t]));
  const entries = Object.entries(saved);

  return (
    <section aria-labelledby="date-hours-heading" className="grid gap-4">
      <div>
        <h3 id="date-hours-heading" className="text-lg font-semibold">
          Hours for single dates
        </h3>
        <p className="text-sm text-slate-600">
          These replace your weekly hours on that date. No hours chosen closes the day.
        </p>
      </div>
      {entries.length > 0 ? (
        <ul className="grid gap-2">
          {entries.map(([key, list]) => (
            <li
              key={key}
              className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-slate-200 bg-white px-4 py-3"
            >
              <div>
                <p className="font-semibold text-slate-900">{dateKeyText(key)}</p>
                <p className="text-sm text-slate-600">
                  {list.length === 0 ? 'Closed all day' : list.map(formatTime12h).join(', ')}
                </p>
              </div>
              <button
                type="button"
                disabled={save.isPending}
                onClick={() => {
                  const next = { ...saved };
                  delete next[key];
                  store(next, 'Date hours removed.');
                }}
                className={buttonClasses('danger-outline', 'sm', 'min-h-11')}
                aria-label={`Remove hours for ${dateKeyText(key)}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        onSubmit={onAdd}
        noValidate
        aria-label="Set hours for a date"
        className="grid gap-3 rounded-card border border-slate-200 bg-white p-4"
      >
        <Field label="Date" required className="max-w-xs">
          {(c) => (
            <input
              {...c}
              type="date"
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                const day = parseSlotDateKey(keyOfDateInput(e.target.value));
                setTimes(day ? [...hoursOn(day, weekly, { dateHours: saved })] : []);
              }}
              className={inputClasses()}
            />
          )}
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Start times (IST)</legend>
          <div className="flex flex-wrap gap-2">
            {HOURS.map((t) => (
              <label
                key={t}
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center rounded-control border px-3 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-700',
                  times.includes(t)
                    ? 'border-primary-700 bg-primary-50 text-primary-900'
                    : 'border-slate-300 bg-white text-slate-800',
                )}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={times.includes(t)}
                  onChange={() => toggle(t)}
                />
                {formatTime12h(t)}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div>
          <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
            {save.isPending
              ? 'Saving…'
              : times.length === 0
                ? 'Close this date'
                : 'Save hours for this date'}
          </button>
        </div>
      </form>
    </section>
  );
}
