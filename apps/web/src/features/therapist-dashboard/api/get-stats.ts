import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardStatsResponse, type DashboardStats } from '@app/domain/schemas/dashboard';
import { apiGet } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import { DASHBOARD_KEY } from './get-me';

/** GET /api/dashboard/stats → bookings and expected income per IST week. */
export async function getStats(signal?: AbortSignal): Promise<DashboardStats> {
  return (await apiGet('/api/dashboard/stats', dashboardStatsResponse, { signal })).weeks;
}

export const statsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'stats', token] as const,
    queryFn: ({ signal }) => getStats(signal),
    enabled: token !== null,
  });

export function useDashboardStats() {
  return useQuery(statsQueryOptions(useAuthToken()));
}
