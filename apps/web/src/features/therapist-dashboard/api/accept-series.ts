import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptSeriesResponse } from '@app/domain/schemas/series';
import { apiPost } from '#lib/api-client';
import { DASHBOARD_KEY } from './get-me';

/** POST /api/doctor/accept-series: accepts every session of the series not yet accepted. */
export function acceptSeries(seriesId: string) {
  return apiPost('/api/doctor/accept-series', { seriesId }, acceptSeriesResponse);
}

export function useAcceptSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptSeries,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  });
}
