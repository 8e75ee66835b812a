import type { UseQueryResult } from '@tanstack/react-query';
import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import { parseSlotDateKey } from '@app/domain/ist';
import { formatRupees, paiseToRupees } from '@app/domain/pricing';
import { REPEAT_WEEK_CHOICES, seriesBooking } from '@app/domain/series-view';
import { buttonClasses } from '#components/ui/button';
import { Field, inputClasses } from '#components/ui/form-field';
import { AlertIcon, CheckCircleIcon, RefreshIcon } from '#components/ui/icons';
import { Skeleton } from '#components/ui/skeleton';
import { errorMessage } from '#lib/api-client';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import type { SeriesPreview } from '../api/series-preview';
import { REASON_WORDS, SERIES } from '../lib/series-words';

/** "Repeat": just this session, or every week for 2 to 12 weeks (a native select: keyboard-ready). */
export function RepeatControl({
  weeks,
  onChange,
  className,
}: {
  weeks: number;
  onChange: (weeks: number) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <Field label={t(SERIES.repeat)} hint={t(SERIES.repeatHint)} className={className}>
      {(control) => (
        <select
          {...control}
          value={weeks}
          onChange={(e) => onChange(Number(e.target.value))}
          className={inputClasses(false, 'sm:max-w-xs')}
          data-testid="repeat-weeks"
        >
          {REPEAT_WEEK_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n === 1 ? t(SERIES.once) : t(SERIES.weekly, { weeks: n })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type Occurrence = SeriesPreview['occurrences'][number];

/** Each week of the series: its date and time, and free or why not. */
export function SeriesWeekList({
  occurrences,
  compact,
}: {
  occurrences: readonly Occurrence[];
  compact?: boolean;
}) {
  const t = useT();
  return (
    <ol className={cn('grid', compact ? 'gap-1' : 'gap-1.5')} data-testid="series-weeks">
      {occurrences.map((o) => {
        const day = parseSlotDateKey(o.slotDate);
        const when = t(SERIES.when, {
          date: day ? formatDateIn(t.language, day, 'short') : o.slotDate,
          time: formatTimeIn(t.language, o.slotTime),
        });
        const Icon = o.available ? CheckCircleIcon : AlertIcon;
        return (
          <li
            key={`${o.slotDate} ${o.slotTime}`}
            data-available={o.available}
            className={cn(
              'flex items-start gap-2.5 rounded-control text-sm',
              !compact && 'border px-3 py-2',
              !compact &&
                (o.available ? 'border-success-100 bg-success-50' : 'border-slate-200 bg-slate-50'),
            )}
          >
            <Icon
              width={18}
              height={18}
              aria-hidden="true"
              className={cn('mt-px shrink-0', o.available ? 'text-success-800' : 'text-slate-500')}
            />
            <span className="min-w-0">
              <span
                className={cn(
                  'font-medium',
                  o.available ? 'text-slate-900' : 'text-slate-600 line-through',
                )}
              >
                {when}
              </span>
              <span className={o.available ? 'text-success-800' : 'text-slate-700'}>
                {' · '}
                {o.available
                  ? t(SERIES.free)
                  : o.reason
                    ? t(REASON_WORDS[o.reason])
                    : t(SERIES.notFree)}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** "3 sessions × ₹99 = ₹297" from the preview's figures. */
export function seriesTotalText(t: ReturnType<typeof useT>, preview: SeriesPreview): string {
  return t(SERIES.total, {
    count: seriesBooking(preview.occurrences).free,
    fee: formatRupees(paiseToRupees(preview.feePaise)),
    total: formatRupees(paiseToRupees(preview.amount)),
  });
}

/** What paying does with money: free weeks only, and each session's fee refunded on its own. */
export function SeriesMoneyNotes({ feePaise }: { feePaise: number }) {
  const t = useT();
  return (
    <>
      <p className="text-sm text-slate-700">{t(SERIES.notCharged)}</p>
      <p className="text-sm text-slate-700" data-testid="series-refunds">
        {t(SERIES.refunds, {
          fee: formatRupees(paiseToRupees(feePaise)),
          hours: REFUND_WINDOW_HOURS,
        })}
      </p>
    </>
  );
}

/**
 * The preview under the Repeat control: loading, failed (with a retry), signed out, none free
 * beyond the first, or each week with the total and what happens to the money.
 */
export function SeriesPreviewPanel({
  query,
  signedIn,
}: {
  query: UseQueryResult<SeriesPreview>;
  signedIn: boolean;
}) {
  const t = useT();
  const frame = 'mt-4 grid gap-3 rounded-card border border-slate-200 p-4';
  const heading = <h3 className="font-semibold text-slate-900">{t(SERIES.heading)}</h3>;
  if (!signedIn) {
    return (
      <section aria-label={t(SERIES.heading)} className={frame}>
        {heading}
        <p className="text-sm text-slate-700">{t(SERIES.signIn)}</p>
      </section>
    );
  }
  if (query.isPending || (query.isFetching && !query.isSuccess)) {
    return (
      <section aria-label={t(SERIES.heading)} className={frame} aria-busy="true">
        {heading}
        <div role="status" className="grid gap-1.5">
          <span className="sr-only">{t(SERIES.checking)}</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </section>
    );
  }
  if (query.isError) {
    return (
      <section aria-label={t(SERIES.heading)} className={frame}>
        {heading}
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-sm text-danger-700">
            {t(SERIES.failed, { reason: errorMessage(query.error) })}
          </p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            className={buttonClasses('secondary', 'md')}
          >
            <RefreshIcon width={18} height={18} />
            {t(SERIES.tryAgain)}
          </button>
        </div>
      </section>
    );
  }
  const preview = query.data;
  const { free } = seriesBooking(preview.occurrences);
  return (
    <section aria-label={t(SERIES.heading)} className={frame} data-testid="series-preview">
      {heading}
      <SeriesWeekList occurrences={preview.occurrences} />
      {free < 2 ? (
        <p className="rounded-control border border-warning-100 bg-warning-50 px-3 py-2.5 text-sm text-warning-800">
          {t(SERIES.noneFree)}
        </p>
      ) : (
        <>
          <p
            className="text-base font-semibold text-slate-900 tabular-nums"
            data-testid="series-total"
          >
            {seriesTotalText(t, preview)}
          </p>
          <SeriesMoneyNotes feePaise={preview.feePaise} />
        </>
      )}
    </section>
  );
}
