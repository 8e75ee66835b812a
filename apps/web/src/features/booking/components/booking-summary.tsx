import type { ReactNode } from 'react';
import { effectiveTitle } from '@app/domain/listing';
import { bookingAmounts } from '@app/domain/pricing';
import type { TherapistProfile } from '@app/domain/schemas/therapist';
import { Avatar } from '#components/ui/avatar';
import { PencilIcon } from '#components/ui/icons';
import { longSlotDate } from '../lib/slot-text';
import { FeeBreakdown } from './fee-breakdown';
import { SeriesWeekList } from './series-weeks';
import { SERIES } from '../lib/series-words';
import type { SeriesPreview } from '../api/series-preview';
import { HoldCountdown } from './hold-countdown';
import { useT } from '#lib/i18n/i18n-context';
import { BOOKING } from '../lib/booking-words';
import { formatTimeIn } from '@app/domain/i18n/dates';
import { displayName } from '@app/domain/i18n/display-names';

export type BookingSummaryProps = {
  therapist: TherapistProfile;
  mode: string;
  dateKey: string | null;
  time: string | null;
  /** Shown while a hold on this choice is live (and as expired afterwards). */
  holdExpiresAt: string | null;
  /** Present on the details step: goes back to choosing the slot. */
  onEdit?: () => void;
  /** A standing series with free later weeks: its dates and its total replace the one session's. */
  series?: SeriesPreview | null;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-[0.9375rem] font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Who, when, how long and what it costs; what is payable now; the refund rule; the hold. */
export function BookingSummary({
  therapist: t,
  mode,
  dateKey,
  time,
  holdExpiresAt,
  onEdit,
  series,
}: BookingSummaryProps) {
  const amounts = bookingAmounts(t.fees);
  const title = effectiveTitle(t);
  const words = useT();
  const notChosen = (
    <span className="font-normal text-slate-500">{words(BOOKING.notSelected)}</span>
  );
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-raised"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="summary-heading" className="text-lg font-semibold">
          {words(BOOKING.summary)}
        </h2>
        {onEdit ? (
          <button
            type="button"
            onClick={onEdit}
            className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-control px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 hover:text-primary-900"
          >
            <PencilIcon width={16} height={16} />
            {words(BOOKING.edit)}
            <span className="sr-only">{words(BOOKING.editWhat)}</span>
          </button>
        ) : null}
      </div>

      <div className="mt-4 flex items-center gap-3">
        <Avatar src={t.image} name={t.name} id={t.id} size={56} eager className="rounded-full" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{t.name}</p>
          {title ? (
            <p className="truncate text-sm text-slate-600">{displayName(words, 'title', title)}</p>
          ) : null}
        </div>
      </div>

      <dl className="mt-4 border-t border-slate-100 pt-3">
        <Row label={words(BOOKING.mode)}>{displayName(words, 'sessionMode', mode)}</Row>
        <Row label={words(BOOKING.date)}>
          {dateKey ? longSlotDate(dateKey, words.language) : notChosen}
        </Row>
        <Row label={words(BOOKING.time)}>
          {time ? words(BOOKING.timeIst, { time: formatTimeIn(words.language, time) }) : notChosen}
        </Row>
        <Row label={words(BOOKING.sessionLength)}>{words(BOOKING.oneHour)}</Row>
      </dl>
      {series ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <h3 className="text-sm font-semibold text-slate-800">{words(SERIES.heading)}</h3>
          <div className="mt-2">
            <SeriesWeekList occurrences={series.occurrences} compact />
          </div>
        </div>
      ) : null}

      <div className="mt-3 border-t border-slate-100 pt-3">
        <FeeBreakdown amounts={amounts} series={series} />
      </div>
      {holdExpiresAt ? (
        // On phones the details step shows the countdown next to Pay Now instead.
        <div className="mt-3 hidden lg:block">
          <HoldCountdown key={holdExpiresAt} expiresAt={holdExpiresAt} />
        </div>
      ) : null}
    </section>
  );
}
