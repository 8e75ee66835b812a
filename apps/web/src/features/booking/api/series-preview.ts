import { useQuery } from '@tanstack/react-query';
import type { SessionType } from '@app/domain/schemas/booking';
import { apiPost } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import type { SeriesPreviewResponse } from '@app/domain/schemas/series';

export type SeriesPreview = SeriesPreviewResponse;

export type SeriesPreviewInput = {
  therapistId: string;
  slotDate: string;
  slotTime: string;
  sessionType: SessionType;
  weeks: number;
};

const schema = () => import('./series-schemas').then((m) => m.seriesPreviewResponse);

/** POST /api/user/series-preview: which weeks of a standing series are free, and the total. */
export function getSeriesPreview(
  { therapistId, ...rest }: SeriesPreviewInput,
  signal?: AbortSignal,
): Promise<SeriesPreview> {
  return apiPost('/api/user/series-preview', { docId: therapistId, ...rest }, schema, { signal });
}

export const SERIES_PREVIEW_KEY = ['account', 'series-preview'] as const;

/**
 * The preview of the chosen time repeated weekly; asked only for a signed-in client and a series
 * (2 weeks or more). Fresh for a minute: the weeks fill up as others book.
 */
export function useSeriesPreview(input: SeriesPreviewInput | null) {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...SERIES_PREVIEW_KEY, input, token] as const,
    queryFn: ({ signal }) => getSeriesPreview(input as SeriesPreviewInput, signal),
    enabled: token !== null && input !== null && input.weeks >= 2,
    staleTime: 60_000,
    retry: false,
  });
}
