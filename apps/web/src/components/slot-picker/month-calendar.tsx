import { lazy } from 'react';
import { LoadOnIntent } from '../load-on-intent';
import { buttonClasses } from '../ui/button';
import { CalendarIcon } from '../ui/icons';
import type { MonthCalendarProps } from './month-calendar-popover';
import { useT } from '#lib/i18n/i18n-context';
import { SLOT_WORDS } from './slot-words';

const MonthCalendarPopover = lazy(() =>
  import('./month-calendar-popover').then((m) => ({ default: m.MonthCalendarPopover })),
);

/**
 * The "Pick a date" button of the slot pickers. Its month grid and the popover library load
 * when someone is about to open it; until then a stand-in draws the same button.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const t = useT();
  return (
    <LoadOnIntent
      standIn={(intent) => (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          className={buttonClasses('secondary', 'sm', 'min-h-11')}
          {...intent}
        >
          <CalendarIcon aria-hidden="true" />
          {t(SLOT_WORDS.pickDate)}
        </button>
      )}
    >
      {({ pressed, focused }) => (
        <MonthCalendarPopover {...props} initiallyOpen={pressed} focusTrigger={focused} />
      )}
    </LoadOnIntent>
  );
}
