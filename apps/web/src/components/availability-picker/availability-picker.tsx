import { useState } from 'react';
import { WEEKDAYS, type Weekday } from '@app/domain/catalogues';
import {
  addRange,
  formatTwelveHour,
  fromMinutes,
  hourlyStarts,
  PICKER_MINUTES,
  removeRange,
  setRangeEnd,
  setRangeStart,
  toggleDay,
  toMinutes,
  type Edit,
  type WeekHours,
} from '@app/domain/weekly-hours';
import { buttonClasses } from '../ui/button';
import { CloseIcon } from '../ui/icons';
import { cn } from '#lib/cn';

const DAY_NAMES: Record<Weekday, string> = {
  Sun: 'Sunday',
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
};

/** Every time the 12-hour picker offers: each hour at :00, :15, :30 and :45. */
const TIMES = Array.from({ length: 24 }, (_, h) =>
  PICKER_MINUTES.map((m) => fromMinutes(h * 60 + m)),
).flat();

function TimeSelect({
  label,
  value,
  onChange,
  notBefore,
}: {
  label: string;
  value: string;
  onChange: (time: string) => void;
  notBefore?: string;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="block min-h-11 w-full min-w-0 rounded-control border border-slate-300 bg-white pl-1.5 pr-0.5 text-sm sm:px-2.5 sm:text-base text-slate-900 hover:border-slate-400 focus-visible:border-primary-700"
    >
      {TIMES.map((t) => (
        <option
          key={t}
          value={t}
          disabled={notBefore !== undefined && toMinutes(t) < toMinutes(notBefore)}
        >
          {formatTwelveHour(t)}
        </option>
      ))}
    </select>
  );
}

/**
 * The weekly availability picker (spec §4, §5): a switch per day; a day's time ranges with
 * 12-hour start and end pickers; overlapping ranges refused with the spec's alert.
 */
export function AvailabilityPicker({
  week,
  onChange,
  error,
}: {
  week: WeekHours;
  onChange: (week: WeekHours) => void;
  error?: string;
}) {
  const [alerts, setAlerts] = useState<Partial<Record<Weekday, string>>>({});
  const apply = (day: Weekday, edit: Edit) => {
    setAlerts((a) => ({ ...a, [day]: edit.ok ? undefined : edit.message }));
    if (edit.ok) onChange(edit.week);
  };

  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {WEEKDAYS.map((day) => {
          const { enabled, ranges } = week[day];
          const name = DAY_NAMES[day];
          const slots = ranges.flatMap(hourlyStarts).length;
          return (
            <li
              key={day}
              className={cn(
                'rounded-card border p-3 sm:p-4',
                enabled ? 'border-primary-200 bg-primary-50/40' : 'border-slate-200 bg-white',
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <button
                  type="button"
                  role="switch"
                  aria-checked={enabled}
                  onClick={() => {
                    setAlerts((a) => ({ ...a, [day]: undefined }));
                    onChange(toggleDay(week, day, !enabled));
                  }}
                  className="inline-flex min-h-11 items-center gap-3 rounded-control text-left"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors',
                      enabled ? 'bg-primary-700' : 'bg-slate-300',
                    )}
                  >
                    <span
                      className={cn(
                        'absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
                        enabled ? 'translate-x-5.5' : 'translate-x-0.5',
                      )}
                    />
                  </span>
                  <span className="font-semibold text-slate-900">{name}</span>
                </button>
                <span className="text-sm text-slate-600">
                  {enabled ? `${slots} hourly ${slots === 1 ? 'slot' : 'slots'}` : 'Not available'}
                </span>
              </div>
              {enabled ? (
                <div className="mt-3 grid gap-2">
                  {ranges.map((range, i) => (
                    <div
                      key={`${i}-${range.start}`}
                      className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-center gap-2 sm:max-w-md"
                    >
                      <TimeSelect
                        label={`${name} range ${i + 1} start`}
                        value={range.start}
                        onChange={(t) => apply(day, setRangeStart(week, day, i, t))}
                      />
                      <span className="text-slate-600" aria-hidden="true">
                        to
                      </span>
                      <TimeSelect
                        label={`${name} range ${i + 1} end`}
                        value={range.end}
                        notBefore={range.start}
                        onChange={(t) => apply(day, setRangeEnd(week, day, i, t))}
                      />
                      <button
                        type="button"
                        aria-label={`Remove ${name} ${formatTwelveHour(range.start)} to ${formatTwelveHour(range.end)}`}
                        onClick={() => {
                          setAlerts((a) => ({ ...a, [day]: undefined }));
                          onChange(removeRange(week, day, i));
                        }}
                        className="inline-flex size-11 items-center justify-center rounded-control text-slate-600 hover:bg-slate-100 hover:text-danger-700"
                      >
                        <CloseIcon width={18} height={18} />
                      </button>
                    </div>
                  ))}
                  <div>
                    <button
                      type="button"
                      onClick={() => apply(day, addRange(week, day))}
                      className={buttonClasses('secondary', 'sm', 'min-h-11')}
                    >
                      Add time range
                      <span className="sr-only"> on {name}</span>
                    </button>
                  </div>
                  {alerts[day] ? (
                    <p role="alert" className="text-sm font-medium text-danger-700">
                      {alerts[day]}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="availability-error" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
