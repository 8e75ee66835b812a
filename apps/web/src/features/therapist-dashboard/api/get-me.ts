import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardMeResponse, type DashboardMe } from '@app/domain/schemas/dashboard';
import { apiGet } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';

export const DASHBOARD_KEY = ['dashboard'] as const;

/** GET /api/dashboard/me → the therapist's profile state for the banner. */
export async function getMe(signal?: AbortSignal): Promise<DashboardMe> {
  return (await apiGet('/api/dashboard/me', dashboardMeResponse, { signal })).therapist;
}

export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'me', token] as const,
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
    retry: false,
  });

export function useDashboardMe() {
  return useQuery(meQueryOptions(useAuthToken()));
}
