import { REFUND_WINDOW_HOURS } from '@app/domain/constants';
import { FEE_WORDS, formatRupees, paiseToRupees, type BookingAmounts } from '@app/domain/pricing';
import { useT } from '#lib/i18n/i18n-context';
import { BOOKING } from '../lib/booking-words';
import { SERIES } from '../lib/series-words';
import type { SeriesPreview } from '../api/series-preview';
import { seriesBooking } from '@app/domain/series-view';
import { SeriesMoneyNotes, seriesTotalText } from './series-weeks';

/** A figure, or "Fee on request" where the therapist listed no fee (decision 0061). */
function Amount({ value }: { value: number | null }) {
  const t = useT();
  return <>{value === null ? t(FEE_WORDS.onRequest) : formatRupees(value)}</>;
}

function Row({ label, value, sub }: { label: string; value: number | null; sub?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className={sub ? 'pl-3 text-sm text-slate-600' : 'text-sm text-slate-700'}>{label}</dt>
      <dd className="text-right text-[0.9375rem] font-medium text-slate-900 tabular-nums">
        <Amount value={value} />
      </dd>
    </div>
  );
}

/**
 * What the session costs and how it splits: the booking fee now, the rest at the session; the two
 * add up to the total (pricing.ts bookingAmounts). Then what is payable now and the refund rule;
 * for a standing series, the booking fees of its free weeks and each session's own refund.
 */
export function FeeBreakdown({
  amounts,
  series,
}: {
  amounts: BookingAmounts;
  series?: SeriesPreview | null;
}) {
  const t = useT();
  if (series) return <SeriesFees amounts={amounts} series={series} />;
  return (
    <>
      <dl data-testid="fee-breakdown">
        <Row label={t(BOOKING.sessionFee)} value={amounts.therapistFee} />
        <Row label={t(BOOKING.bookingFeeNow)} value={amounts.bookingFee} sub />
        <Row label={t(BOOKING.atSession)} value={amounts.atSession} sub />
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-dashed border-slate-200 pt-2.5">
          <dt className="font-semibold text-slate-900">{t(BOOKING.total)}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            <Amount value={amounts.total} />
          </dd>
        </div>
      </dl>
      <p
        className="mt-4 flex items-baseline justify-between gap-4 rounded-control bg-primary-50 px-3 py-2.5 font-semibold text-primary-900"
        data-testid="payable-now"
      >
        {t(BOOKING.payableNow)}
        <span className="text-lg font-bold tabular-nums">{formatRupees(amounts.bookingFee)}</span>
      </p>
      <p className="mt-3 text-sm text-slate-600">
        {t(BOOKING.refundRule, { hours: REFUND_WINDOW_HOURS })}
      </p>
    </>
  );
}

function SeriesFees({ amounts, series }: { amounts: BookingAmounts; series: SeriesPreview }) {
  const t = useT();
  const count = seriesBooking(series.occurrences).free;
  return (
    <>
      <dl data-testid="fee-breakdown">
        <Row label={t(BOOKING.sessionFee)} value={amounts.therapistFee} />
        <Row label={t(BOOKING.bookingFeeNow)} value={amounts.bookingFee} sub />
        <Row label={t(BOOKING.atSession)} value={amounts.atSession} sub />
      </dl>
      <p className="mt-2 text-sm text-slate-600">{t(SERIES.atEachSession)}</p>
      <p
        className="mt-4 flex items-baseline justify-between gap-4 rounded-control bg-primary-50 px-3 py-2.5 font-semibold text-primary-900"
        data-testid="payable-now"
      >
        {t(SERIES.payableNow, { count })}
        <span className="text-lg font-bold tabular-nums">
          {formatRupees(paiseToRupees(series.amount))}
        </span>
      </p>
      <p
        className="mt-2 text-sm font-medium text-slate-800 tabular-nums"
        data-testid="series-total"
      >
        {seriesTotalText(t, series)}
      </p>
      <div className="mt-3 grid gap-2">
        <SeriesMoneyNotes feePaise={series.feePaise} />
      </div>
    </>
  );
}
