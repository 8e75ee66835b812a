import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dateHoursResponse, timeOffResponse, type TimeOffBody } from '@app/domain/schemas/time-off';
import { apiGet, apiPut } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import { DASHBOARD_KEY } from './get-me';

const TIME_OFF_KEY = [...DASHBOARD_KEY, 'time-off'] as const;
const DATE_HOURS_KEY = [...DASHBOARD_KEY, 'date-hours'] as const;

/** GET /api/dashboard/time-off → the days off and the booked sessions inside them. */
export const timeOffQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...TIME_OFF_KEY, token] as const,
    queryFn: ({ signal }) => apiGet('/api/dashboard/time-off', timeOffResponse, { signal }),
    enabled: token !== null,
  });

export function useTimeOff() {
  return useQuery(timeOffQueryOptions(useAuthToken()));
}

/** GET /api/dashboard/date-hours → hours for single dates ([] closes the day). */
export const dateHoursQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...DATE_HOURS_KEY, token] as const,
    queryFn: ({ signal }) => apiGet('/api/dashboard/date-hours', dateHoursResponse, { signal }),
    enabled: token !== null,
  });

export function useDateHours() {
  return useQuery(dateHoursQueryOptions(useAuthToken()));
}

function useRefreshBoth() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: TIME_OFF_KEY });
    void queryClient.invalidateQueries({ queryKey: DATE_HOURS_KEY });
  };
}

/** PUT /api/dashboard/time-off: replaces the days off. */
export function useSaveTimeOff() {
  const refresh = useRefreshBoth();
  return useMutation({
    mutationFn: (timeOff: TimeOffBody['timeOff']) =>
      apiPut('/api/dashboard/time-off', { timeOff }, timeOffResponse),
    onSettled: refresh,
  });
}

/** PUT /api/dashboard/date-hours: replaces the date hours. */
export function useSaveDateHours() {
  const refresh = useRefreshBoth();
  return useMutation({
    mutationFn: (dateHours: Record<string, string[]>) =>
      apiPut('/api/dashboard/date-hours', { dateHours }, dateHoursResponse),
    onSettled: refresh,
  });
}
