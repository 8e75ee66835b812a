import { useState } from 'react';
import { parseRepeatWeeks, seriesBooking } from '@app/domain/series-view';
import { useSeriesPreview, type SeriesPreview } from '../api/series-preview';
import { RepeatControl, SeriesPreviewPanel } from './series-weeks';
import type { BookingSlot } from './use-booking-payment';

/**
 * The Repeat choice of the booking page and its preview. `series` is the preview once it offers at
 * least one free week beyond the first: then the checkout books every free week; otherwise it is
 * one session. `weeks` starts from the address (?weeks=), so a trip through sign-up keeps it.
 */
export function useSeriesChoice({
  therapistId,
  slot,
  initialWeeks,
}: {
  therapistId: string;
  slot: BookingSlot | null;
  initialWeeks: string | null;
}) {
  const [weeks, setWeeks] = useState(() => parseRepeatWeeks(initialWeeks));
  const query = useSeriesPreview(slot && weeks >= 2 ? { therapistId, ...slot, weeks } : null);
  const preview: SeriesPreview | undefined = weeks >= 2 ? query.data : undefined;
  const series = preview && seriesBooking(preview.occurrences).free >= 2 ? preview : null;
  return {
    weeks,
    setWeeks,
    query,
    series,
    /** The weeks the order asks for: the choice while later weeks are free, else one session. */
    orderWeeks: series ? weeks : 1,
    /** A series was chosen and its preview is not in yet (or failed): paying must wait. */
    waiting: weeks >= 2 && !query.isSuccess,
  };
}

export type SeriesChoice = ReturnType<typeof useSeriesChoice>;

/** Under the chosen time: the Repeat control and, for a series, which weeks are free. */
export function RepeatSection({ repeat, signedIn }: { repeat: SeriesChoice; signedIn: boolean }) {
  return (
    <div className="mt-6 border-t border-slate-100 pt-5">
      <RepeatControl weeks={repeat.weeks} onChange={repeat.setWeeks} />
      {repeat.weeks >= 2 ? <SeriesPreviewPanel query={repeat.query} signedIn={signedIn} /> : null}
    </div>
  );
}
