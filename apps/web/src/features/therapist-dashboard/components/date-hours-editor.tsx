import { useState, type FormEvent } from 'react';
import { formatTimeIn } from '@app/domain/i18n/dates';
import { parseSlotDateKey } from '@app/domain/ist';
import { hoursOn, type WeeklyHours } from '@app/domain/slots';
import { buttonClasses } from '#components/ui/button';
import { Field, inputClasses } from '#components/ui/form-field';
import { FormAlert } from '#components/ui/form-alert';
import { actionErrorText } from '#lib/action-error-text';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { showSuccess } from '#lib/toast';
import { useSaveDateHours } from '../api/time-off';
import { dateKeyText, keyOfDateInput } from '../lib/date-input';
import { SCHEDULE as W } from '../lib/schedule-words';

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
  const t = useT();
  const save = useSaveDateHours();
  const [date, setDate] = useState('');
  const [times, setTimes] = useState<string[]>([]);
  const [error, setError] = useState('');

  // Removing says so; saving says whether booked sessions now fall outside the date's hours.
  const store = (next: Record<string, string[]>, removed: boolean) =>
    save.mutate(next, {
      onSuccess: (answer) => {
        const done = removed
          ? t(W.dateHoursRemoved)
          : t(W.dateHoursSaved, { conflicts: answer.conflicts.length > 0 ? 'yes' : 'no' });
        showSuccess(done, { id: 'date-hours' });
        setError('');
      },
      onError: (e) => setError(actionErrorText(e)),
    });

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const key = keyOfDateInput(date);
    if (!key) return setError(t(W.chooseDate));
    store({ ...saved, [key]: [...times].sort() }, false);
    setDate('');
    setTimes([]);
  };
  const toggle = (hour: string) =>
    setTimes((now) => (now.includes(hour) ? now.filter((x) => x !== hour) : [...now, hour]));
  const entries = Object.entries(saved);

  return (
    <section aria-labelledby="date-hours-heading" className="grid gap-4">
      <div>
        <h3 id="date-hours-heading" className="text-lg font-semibold">
          {t(W.dateHours)}
        </h3>
        <p className="text-sm text-slate-600">{t(W.dateHoursLead)}</p>
      </div>
      {entries.length > 0 ? (
        <ul className="grid gap-2">
          {entries.map(([key, list]) => (
            <li
              key={key}
              className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-slate-200 bg-white px-4 py-3"
            >
              <div>
                <p className="font-semibold text-slate-900">{dateKeyText(key, t)}</p>
                <p className="text-sm text-slate-600">
                  {list.length === 0
                    ? t(W.closedAllDay)
                    : list.map((hour) => formatTimeIn(t.language, hour)).join(', ')}
                </p>
              </div>
              <button
                type="button"
                disabled={save.isPending}
                onClick={() => {
                  const next = { ...saved };
                  delete next[key];
                  store(next, true);
                }}
                className={buttonClasses('danger-outline', 'sm', 'min-h-11')}
                aria-label={t(W.removeDateHours, { date: dateKeyText(key, t) })}
              >
                {t(W.remove)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        onSubmit={onAdd}
        noValidate
        aria-label={t(W.setDateHours)}
        className="grid gap-3 rounded-card border border-slate-200 bg-white p-4"
      >
        <Field label={t(W.date)} required className="max-w-xs">
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
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{t(W.startTimes)}</legend>
          <div className="flex flex-wrap gap-2">
            {HOURS.map((hour) => (
              <label
                key={hour}
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center rounded-control border px-3 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-700',
                  times.includes(hour)
                    ? 'border-primary-700 bg-primary-50 text-primary-900'
                    : 'border-slate-300 bg-white text-slate-800',
                )}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={times.includes(hour)}
                  onChange={() => toggle(hour)}
                />
                {formatTimeIn(t.language, hour)}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div>
          <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
            {save.isPending ? t(W.saving) : times.length === 0 ? t(W.closeDate) : t(W.saveDate)}
          </button>
        </div>
      </form>
    </section>
  );
}
