import { useMemo, type ReactNode } from 'react';
import type { MoveOptions } from '@app/domain/schemas/reschedule';
import { AVAILABILITY_DAYS } from '@app/domain/constants';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';
import { buttonClasses } from '../ui/button';
import { RefreshIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { openDaysFrom } from './move-options';
import { SlotPicker } from './slot-picker';
import { useSlotPicker, type SlotPicker as SlotPickerState } from './use-slot-picker';

const M = defineMessages({
  loading: { id: 'common.movePicker.loading', defaultMessage: 'Loading open times…' },
  failed: { id: 'common.movePicker.failed', defaultMessage: 'The open times could not be loaded.' },
  tryAgain: { id: 'common.movePicker.tryAgain', defaultMessage: 'Try again' },
  none: {
    id: 'common.movePicker.none',
    defaultMessage:
      'No open times in the next {days} days are far enough ahead. Please check again later.',
  },
});

const STRIP_DAYS = 4;
const NO_HOURS = {};

type LoaderProps = {
  /** The move-options query of the booking, as TanStack Query answers it. */
  query: { data?: MoveOptions; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The booking's current mode, chosen first when the therapist still offers it. */
  mode: string;
  /** Only the booking's own mode can be chosen (a therapist's proposal keeps it). */
  keepMode?: boolean;
  children: (picker: SlotPickerState) => ReactNode;
};

/**
 * The booking page's mode toggle, date strip and time chips over the times a booking can move to,
 * with loading, error and nothing-open states; `children` gets the picker for its own buttons.
 */
export function MovePicker({ query, mode, keepMode = false, children }: LoaderProps) {
  const t = useT();
  if (query.isPending)
    return (
      <div role="status" className="mt-4 grid gap-3">
        <span className="sr-only">{t(M.loading)}</span>
        <Skeleton className="h-11" />
        <Skeleton className="h-20" />
        <Skeleton className="h-11" />
      </div>
    );
  if (query.isError || !query.data)
    return (
      <div role="alert" className="mt-4 grid justify-items-start gap-3 text-[0.9375rem]">
        <p className="text-slate-800">{t(M.failed)}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={buttonClasses('secondary', 'md')}
        >
          <RefreshIcon width={18} height={18} />
          {t(M.tryAgain)}
        </button>
      </div>
    );
  if (Object.keys(query.data.openSlots).length === 0)
    return (
      <p className="mt-4 rounded-control border border-slate-200 bg-slate-50 p-3 text-[0.9375rem] text-slate-700">
        {t(M.none, { days: AVAILABILITY_DAYS })}
      </p>
    );
  return (
    <LoadedPicker
      options={
        keepMode
          ? { ...query.data, sessionModes: [mode as MoveOptions['sessionModes'][number]] }
          : query.data
      }
      mode={mode}
    >
      {children}
    </LoadedPicker>
  );
}

function LoadedPicker({
  options,
  mode,
  children,
}: {
  options: MoveOptions;
  mode: string;
  children: LoaderProps['children'];
}) {
  const openDays = useMemo(() => openDaysFrom(options.openSlots, new Date()), [options.openSlots]);
  const picker = useSlotPicker({
    timeSlots: NO_HOURS,
    taken: NO_HOURS,
    sessionModes: options.sessionModes,
    stripDays: STRIP_DAYS,
    openDays,
    initial: { mode },
  });
  return (
    <>
      <SlotPicker picker={picker} className="mt-4" />
      {children(picker)}
    </>
  );
}
