import { useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { formatTime12h, type IstDate } from '@app/domain/ist';
import { cn } from '#lib/cn';
import { buttonClasses } from '../ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { MonthCalendar } from './month-calendar';
import { NARROW_STRIP_DAYS, type SlotPicker as SlotPickerState } from './use-slot-picker';
import type { Language } from '@app/domain/i18n/languages';
import type { Translator } from '@app/domain/i18n/translator';
import { formatDateIn, formatTimeIn, formatWeekdayIn } from '@app/domain/i18n/dates';
import { displayName } from '@app/domain/i18n/display-names';
import { useT } from '#lib/i18n/i18n-context';
import { SLOT_WORDS } from './slot-words';

/** 'Tuesday 14 March' (the long date without the year). */
export const spokenDate = (d: IstDate, language: Language = 'en') =>
  formatDateIn(language, d, 'long').replace(/\s\d{4}$/, '');

/**
 * What a screen reader says for a time chip: 'Tuesday 14 March, 6:00 PM IST, available', or
 * '…, held for you' for the person's own live hold.
 */
export const timeChipLabel = (d: IstDate, time: string, held = false, t?: Translator) =>
  t
    ? t(SLOT_WORDS.chip, {
        date: spokenDate(d, t.language),
        time: formatTimeIn(t.language, time),
        held: held ? 'yes' : 'no',
      })
    : `${spokenDate(d)}, ${formatTime12h(time)} IST, ${held ? 'held for you' : 'available'}`;

export type SlotPickerProps = {
  picker: SlotPickerState;
  /**
   * 'roomy' (the booking page) gives wider screens more columns: five days in the date strip from
   * 1024 px (three below, the rest hidden), and more time chips per row.
   */
  density?: 'compact' | 'roomy';
  className?: string;
};

/**
 * A mode tapped on the server's drawing before the picker was adopted: React adopts a radio as the
 * person left it but draws it from its own state at the next change, which would quietly undo
 * the choice. Taken into the state once, when the picker is adopted.
 */
function useModeChosenBeforeAdoption(
  group: RefObject<HTMLFieldSetElement | null>,
  picker: SlotPickerState,
) {
  useLayoutEffect(() => {
    const drawn = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const chosen = picker.modes.find((m) => m === drawn?.value);
    if (chosen && chosen !== picker.mode) picker.chooseMode(chosen);
    // Once, at adoption: later the radios are drawn from the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Mode toggle, date strip and time chips over the state of useSlotPicker. */
export function SlotPicker({ picker, density = 'compact', className }: SlotPickerProps) {
  const id = useId();
  const t = useT();
  const { day, time } = picker;
  const modeGroup = useRef<HTMLFieldSetElement>(null);
  useModeChosenBeforeAdoption(modeGroup, picker);
  return (
    <div className={className}>
      <fieldset ref={modeGroup}>
        <legend className="text-sm font-semibold text-slate-700">
          {t(SLOT_WORDS.sessionMode)}
        </legend>
        <div
          className="mt-2 grid gap-1 rounded-control bg-slate-100 p-1"
          style={{ gridTemplateColumns: `repeat(${picker.modes.length}, minmax(0, 1fr))` }}
        >
          {picker.modes.map((m) => (
            <label
              key={m}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-md text-[0.9375rem] font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-primary-900 has-[:checked]:shadow-raised has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-700"
            >
              <input
                type="radio"
                name={`${id}-session-mode`}
                value={m}
                checked={picker.mode === m}
                onChange={() => picker.chooseMode(m)}
                className="sr-only"
              />
              {displayName(t, 'sessionMode', m)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-5">
        <div className="flex items-center justify-between">
          <h3 className="text-sm font-semibold text-slate-700">{t(SLOT_WORDS.date)}</h3>
          <div className="flex items-center gap-1">
            <MonthCalendar days={picker.days} selectedKey={day?.key} onPick={picker.jumpTo} />
            <button
              type="button"
              onClick={() => picker.shift(-1)}
              disabled={!picker.canGoEarlier}
              aria-label={t(SLOT_WORDS.earlier)}
              className={buttonClasses('ghost', 'md', 'px-2')}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => picker.shift(1)}
              disabled={!picker.canGoLater}
              aria-label={t(SLOT_WORDS.later)}
              className={buttonClasses('ghost', 'md', 'px-2')}
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
        <ul
          className={cn('mt-2 grid gap-2', density === 'roomy' && 'grid-cols-3 lg:grid-cols-5')}
          style={{
            gridTemplateColumns:
              density === 'roomy'
                ? undefined
                : `repeat(${picker.visibleDays.length}, minmax(0, 1fr))`,
          }}
          aria-label={t(SLOT_WORDS.dates)}
        >
          {picker.visibleDays.map((d, index) => {
            const selected = d.key === day?.key;
            const count = d.times.length;
            return (
              <li
                key={d.key}
                className={cn(density === 'roomy' && index >= NARROW_STRIP_DAYS && 'max-lg:hidden')}
              >
                <button
                  type="button"
                  onClick={() => picker.chooseDay(d.key)}
                  aria-pressed={selected}
                  className={cn(
                    'flex w-full flex-col items-center rounded-control border px-1 py-2.5 transition-colors',
                    selected
                      ? 'border-primary-700 bg-primary-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-primary-700',
                  )}
                >
                  {/* The spaces between the lines keep the button's name readable: 'Tue 14 Mar 3 open'. */}
                  <span className="text-xs font-medium">{formatWeekdayIn(t.language, d.date)}</span>{' '}
                  <span className="text-base font-semibold">
                    {formatDateIn(t.language, d.date, 'day-month')}
                  </span>{' '}
                  <span className={cn('text-xs', selected ? 'text-primary-50' : 'text-slate-600')}>
                    {count === 0 ? t(SLOT_WORDS.noSlots) : t(SLOT_WORDS.open, { count })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="mt-5">
        <h3 className="text-sm font-semibold text-slate-700">
          {t(SLOT_WORDS.time)} <span className="font-normal text-slate-600">(IST)</span>
        </h3>
        {day && day.times.length > 0 ? (
          <ul
            className={cn(
              'mt-2 grid grid-cols-3 gap-2',
              density === 'roomy' && 'sm:grid-cols-4 lg:grid-cols-5',
            )}
            aria-label={t(SLOT_WORDS.openTimesOn, { date: spokenDate(day.date, t.language) })}
            data-testid="time-slots"
          >
            {day.times.map((slot) => {
              const held = picker.isHeld(day.key, slot);
              return (
                <li key={slot}>
                  <button
                    type="button"
                    onClick={() => picker.chooseTime(slot)}
                    aria-pressed={time === slot}
                    aria-label={timeChipLabel(day.date, slot, held, t)}
                    data-time={slot}
                    data-held={held || undefined}
                    className={cn(
                      'flex min-h-11 w-full flex-col items-center justify-center rounded-control border px-1 text-sm font-medium transition-colors',
                      time === slot
                        ? 'border-primary-700 bg-primary-50 text-primary-900 ring-1 ring-primary-700'
                        : held
                          ? 'border-dashed border-primary-700 text-slate-800'
                          : 'border-slate-300 text-slate-800 hover:border-primary-700',
                    )}
                  >
                    {formatTimeIn(t.language, slot)}
                    {held ? (
                      <span className="text-xs leading-tight font-semibold text-primary-800">
                        {t(SLOT_WORDS.heldForYou)}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p
            className="mt-2 rounded-control bg-slate-50 px-3 py-3 text-sm text-slate-600"
            data-testid="no-slots"
          >
            {t(SLOT_WORDS.noOpenTimes)}
          </p>
        )}
      </div>
    </div>
  );
}
