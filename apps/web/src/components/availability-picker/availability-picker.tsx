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
import { defineMessages } from '@app/domain/i18n/define';
import { formatTimeIn, formatWeekdayIn } from '@app/domain/i18n/dates';
import { useT } from '#lib/i18n/i18n-context';

// A real week (4–10 January 2026, Sunday first) to name the days in the reader's language.
const DAY_DATES: Record<Weekday, { year: number; month: number; day: number }> = {
  Sun: { year: 2026, month: 1, day: 4 },
  Mon: { year: 2026, month: 1, day: 5 },
  Tue: { year: 2026, month: 1, day: 6 },
  Wed: { year: 2026, month: 1, day: 7 },
  Thu: { year: 2026, month: 1, day: 8 },
  Fri: { year: 2026, month: 1, day: 9 },
  Sat: { year: 2026, month: 1, day: 10 },
};

const M = defineMessages({
  slots: {
    id: 'practice.hours.slots',
    defaultMessage: '{count, plural, one {# hourly slot} other {# hourly slots}}',
  },
  notAvailable: { id: 'practice.hours.notAvailable', defaultMessage: 'Not available' },
  rangeStart: { id: 'practice.hours.rangeStart', defaultMessage: '{day} range {number} start' },
  rangeEnd: { id: 'practice.hours.rangeEnd', defaultMessage: '{day} range {number} end' },
  to: { id: 'practice.hours.to', defaultMessage: 'to' },
  removeRange: {
    id: 'practice.hours.removeRange',
    defaultMessage: 'Remove {day} {start} to {end}',
  },
  addRange: { id: 'practice.hours.addRange', defaultMessage: 'Add time range' },
  onDay: { id: 'practice.hours.onDay', defaultMessage: ' on {day}' },
});

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
  const words = useT();
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
          {words.language === 'en' ? formatTwelveHour(t) : formatTimeIn(words.language, t)}
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
  const t = useT();
  const apply = (day: Weekday, edit: Edit) => {
    setAlerts((a) => ({ ...a, [day]: edit.ok ? undefined : edit.message }));
    if (edit.ok) onChange(edit.week);
  };

  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {WEEKDAYS.map((day) => {
          const { enabled, ranges } = week[day];
          const name = formatWeekdayIn(t.language, DAY_DATES[day], 'long');
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
                  {enabled ? t(M.slots, { count: slots }) : t(M.notAvailable)}
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
                        label={t(M.rangeStart, { day: name, number: i + 1 })}
                        value={range.start}
                        onChange={(time) => apply(day, setRangeStart(week, day, i, time))}
                      />
                      <span className="text-slate-600" aria-hidden="true">
                        {t(M.to)}
                      </span>
                      <TimeSelect
                        label={t(M.rangeEnd, { day: name, number: i + 1 })}
                        value={range.end}
                        notBefore={range.start}
                        onChange={(time) => apply(day, setRangeEnd(week, day, i, time))}
                      />
                      <button
                        type="button"
                        aria-label={t(M.removeRange, {
                          day: name,
                          start: formatTwelveHour(range.start),
                          end: formatTwelveHour(range.end),
                        })}
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
                      {t(M.addRange)}
                      <span className="sr-only">{t(M.onDay, { day: name })}</span>
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
