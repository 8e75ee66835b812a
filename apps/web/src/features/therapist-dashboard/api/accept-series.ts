import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptSeriesResponse } from '@app/domain/schemas/series';
import { apiPost } from '#lib/api-client';
import { DASHBOARD_KEY } from './get-me';

/** POST /api/dashboard/series/:seriesId/accept: accepts every session of it still waiting. */
export function acceptSeries(seriesId: string) {
  return apiPost(
    `/api/dashboard/series/${encodeURIComponent(seriesId)}/accept`,
    {},
    acceptSeriesResponse,
  );
}

export function useAcceptSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptSeries,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  });
}
