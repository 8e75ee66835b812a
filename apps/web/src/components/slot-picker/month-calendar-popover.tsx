import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { istDayIndex, istWeekday, type IstDate } from '@app/domain/ist';
import type { OpenSlotDay } from '@app/domain/slots';
import { useFocusOnMount } from '#components/load-on-intent';
import { cn } from '#lib/cn';
import { buttonClasses } from '../ui/button';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import type { Language } from '@app/domain/i18n/languages';
import type { Translator } from '@app/domain/i18n/translator';
import { formatDateIn, formatMonthIn, formatWeekdayIn } from '@app/domain/i18n/dates';
import { useT } from '#lib/i18n/i18n-context';
import { SLOT_WORDS } from './slot-words';

// A Monday-first week of real days (5–11 January 2026), named in the reader's language.
const WEEK = Array.from({ length: 7 }, (_, i) => ({ year: 2026, month: 1, day: 5 + i }));

const monthKey = (d: IstDate) => `${d.year}-${d.month}`;
/** 'November 2026' */
/** Monday-first column of a date: 0 = Monday … 6 = Sunday. */
const column = (d: IstDate) => (istWeekday(d) + 6) % 7;

type Month = { key: string; title: string; weeks: Array<Array<OpenSlotDay | null>> };

/** The window's days laid out by month, in Monday-first weeks; cells outside the window are null. */
function monthsOf(days: readonly OpenSlotDay[], language: Language): Month[] {
  const months: Month[] = [];
  for (const d of days) {
    let month = months.at(-1);
    if (!month || month.key !== monthKey(d.date)) {
      month = { key: monthKey(d.date), title: formatMonthIn(language, d.date), weeks: [] };
      months.push(month);
    }
    let week = month.weeks.at(-1);
    if (!week || column(d.date) === 0) {
      week = Array.from({ length: 7 }, () => null);
      month.weeks.push(week);
    }
    week[column(d.date)] = d;
  }
  return months;
}

const dayLabel = (d: OpenSlotDay, t: Translator) =>
  t(SLOT_WORDS.dayOpenTimes, {
    date: formatDateIn(t.language, d.date, 'long').replace(/\s\d{4}$/, ''),
    count: d.times.length,
  });

export type MonthCalendarProps = {
  days: readonly OpenSlotDay[];
  selectedKey: string | undefined;
  onPick: (key: string) => void;
};

/**
 * "Pick a date": a month grid over the booking window that jumps the date strip to any day.
 * Arrow keys move by day and week, Home/End to the week's ends, Enter chooses, Escape closes.
 * Days without an open time are marked and cannot be chosen. Loaded when someone is about to
 * use it (see month-calendar.tsx): `initiallyOpen` when the button was pressed meanwhile,
 * `focusTrigger` when the stand-in button had the focus.
 */
export function MonthCalendarPopover({
  days,
  selectedKey,
  onPick,
  initiallyOpen = false,
  focusTrigger = false,
}: MonthCalendarProps & { initiallyOpen?: boolean; focusTrigger?: boolean }) {
  const t = useT();
  const months = useMemo(() => monthsOf(days, t.language), [days, t.language]);
  const firstOpen = days.find((d) => d.times.length > 0)?.key;
  /** Where the grid starts when it opens: the chosen day, else the first open one. */
  const opening = () => {
    const start = selectedKey ?? firstOpen;
    const day = days.find((d) => d.key === start);
    const index = months.findIndex((m) => day && m.key === monthKey(day.date));
    return { focusKey: start, monthIndex: Math.max(0, index) };
  };
  const [open, setOpen] = useState(initiallyOpen);
  const [focusKey, setFocusKey] = useState(() => (initiallyOpen ? opening().focusKey : undefined));
  const active = focusKey ?? selectedKey ?? firstOpen ?? days[0]?.key;
  const activeDay = days.find((d) => d.key === active);
  const [monthIndex, setMonthIndex] = useState(() => (initiallyOpen ? opening().monthIndex : 0));
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(initiallyOpen);
  const triggerRef = useFocusOnMount(focusTrigger);

  useEffect(() => {
    if (!open || !moved.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-key="${active}"]`)?.focus();
  }, [open, active, monthIndex]);

  function openAt(next: boolean) {
    setOpen(next);
    if (!next) return;
    const start = opening();
    setFocusKey(start.focusKey);
    setMonthIndex(start.monthIndex);
    moved.current = true;
  }

  function moveTo(index: number) {
    const target = days[Math.min(days.length - 1, Math.max(0, index))];
    if (!target) return;
    setFocusKey(target.key);
    setMonthIndex(months.findIndex((m) => m.key === monthKey(target.date)));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (!activeDay) return;
    const index = days.indexOf(activeDay);
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -column(activeDay.date),
      End: 6 - column(activeDay.date),
    };
    const step = steps[e.key];
    if (step === undefined) return;
    e.preventDefault();
    moveTo(index + step);
  }

  function choose(d: OpenSlotDay) {
    if (d.times.length === 0) return;
    onPick(d.key);
    setOpen(false);
  }

  const month = months[monthIndex] ?? months[0];
  if (!month) return null;
  const first = days[0];
  const windowDay = (d: OpenSlotDay) => (first ? istDayIndex(d.date) - istDayIndex(first.date) : 0);

  return (
    <Popover.Root open={open} onOpenChange={openAt}>
      <Popover.Trigger className={buttonClasses('secondary', 'sm', 'min-h-11')} ref={triggerRef}>
        <CalendarIcon aria-hidden="true" />
        {t(SLOT_WORDS.pickDate)}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t(SLOT_WORDS.pickDate)}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-card border border-slate-200 bg-white p-3 shadow-raised"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            moved.current = true;
            grid.current?.querySelector<HTMLButtonElement>(`[data-key="${active}"]`)?.focus();
          }}
        >
          <div className="flex items-center justify-between">
            <button
              type="button"
              aria-label={t(SLOT_WORDS.previousMonth)}
              disabled={monthIndex === 0}
              onClick={() => setMonthIndex((i) => Math.max(0, i - 1))}
              className={buttonClasses('ghost', 'sm', 'min-h-11 px-2')}
            >
              <ChevronLeftIcon />
            </button>
            <h3
              id={`month-${month.key}`}
              className="text-sm font-semibold text-slate-800"
              aria-live="polite"
            >
              {month.title}
            </h3>
            <button
              type="button"
              aria-label={t(SLOT_WORDS.nextMonth)}
              disabled={monthIndex >= months.length - 1}
              onClick={() => setMonthIndex((i) => Math.min(months.length - 1, i + 1))}
              className={buttonClasses('ghost', 'sm', 'min-h-11 px-2')}
            >
              <ChevronRightIcon />
            </button>
          </div>
          <div
            ref={grid}
            role="grid"
            tabIndex={-1}
            aria-labelledby={`month-${month.key}`}
            onKeyDown={onKeyDown}
            className="mt-2"
          >
            <div
              role="row"
              className="grid grid-cols-7 text-center text-xs font-medium text-slate-600"
            >
              {WEEK.map((day) => (
                <span
                  key={day.day}
                  role="columnheader"
                  aria-label={formatWeekdayIn(t.language, day, 'long')}
                  className="py-1"
                >
                  {formatWeekdayIn(t.language, day)}
                </span>
              ))}
            </div>
            {month.weeks.map((week, w) => (
              <div role="row" key={w} className="grid grid-cols-7 gap-1 py-0.5">
                {week.map((d, c) =>
                  d ? (
                    <span role="gridcell" key={d.key} aria-selected={d.key === selectedKey}>
                      <button
                        type="button"
                        data-key={d.key}
                        data-window-day={windowDay(d) + 1}
                        tabIndex={d.key === active ? 0 : -1}
                        aria-label={dayLabel(d, t)}
                        aria-disabled={d.times.length === 0 || undefined}
                        aria-current={windowDay(d) === 0 ? 'date' : undefined}
                        onClick={() => choose(d)}
                        onFocus={() => setFocusKey(d.key)}
                        className={cn(
                          'flex min-h-11 w-full flex-col items-center justify-center rounded-control text-sm',
                          d.key === selectedKey
                            ? 'bg-primary-700 font-semibold text-white'
                            : d.times.length === 0
                              ? 'cursor-not-allowed text-slate-500 line-through decoration-slate-500'
                              : 'font-medium text-slate-800 hover:bg-primary-50',
                        )}
                      >
                        {d.date.day}
                        <span
                          aria-hidden="true"
                          className={cn(
                            'mt-0.5 h-1 w-1 rounded-full',
                            d.times.length > 0 && d.key !== selectedKey
                              ? 'bg-primary-700'
                              : 'bg-transparent',
                          )}
                        />
                      </button>
                    </span>
                  ) : (
                    <span role="gridcell" key={`empty-${c}`} aria-hidden="true" />
                  ),
                )}
              </div>
            ))}
          </div>
          <p className="mt-2 flex items-center gap-2 text-xs text-slate-600">
            <span
              aria-hidden="true"
              className="inline-block h-1.5 w-1.5 rounded-full bg-primary-700"
            />
            {t(SLOT_WORDS.openTimesKey)}
            <span aria-hidden="true" className="ml-3 text-slate-500 line-through">
              12
            </span>
            {t(SLOT_WORDS.noOpenTimesKey)}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
