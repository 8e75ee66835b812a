import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestCancellationBody } from '@app/domain/schemas/appointments';
import {
  cancelSeriesResponse,
  seriesCancelPreviewResponse,
  type CancelSeriesResponse,
  type SeriesCancelPreviewResponse,
} from '@app/domain/schemas/series';
import { apiPost } from '#lib/api-client';
import { APPOINTMENTS_KEY } from './get-appointments';

/**
 * POST /api/user/series-cancel-preview: this session and every later paid one of its series, each
 * with what cancelling does to it (cancelled with its refund now, or a request the team decides).
 */
export function getSeriesCancelPreview(
  appointmentId: string,
  signal?: AbortSignal,
): Promise<SeriesCancelPreviewResponse> {
  return apiPost(
    '/api/user/series-cancel-preview',
    { appointmentId },
    seriesCancelPreviewResponse,
    {
      signal,
    },
  );
}

/** Asked when the dialog opens, and again each time it opens: the refund window moves on. */
export function useSeriesCancelPreview(appointmentId: string) {
  return useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'series-cancel-preview', appointmentId] as const,
    queryFn: ({ signal }) => getSeriesCancelPreview(appointmentId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** POST /api/user/cancel-series: ends this session and every later one in one step. */
export function cancelSeries(body: RequestCancellationBody): Promise<CancelSeriesResponse> {
  return apiPost('/api/user/cancel-series', body, cancelSeriesResponse);
}

export function useCancelSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeries,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
  });
}
