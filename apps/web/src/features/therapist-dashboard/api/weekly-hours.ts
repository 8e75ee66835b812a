import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { weeklyHoursResponse } from '@app/domain/schemas/dashboard';
import type { TimeSlots } from '@app/domain/weekly-hours';
import { apiGet, apiPut } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import { DASHBOARD_KEY } from './get-me';

const HOURS_KEY = [...DASHBOARD_KEY, 'hours'] as const;

/** GET /api/dashboard/hours → hourly start times per weekday (IST). */
export async function getHours(signal?: AbortSignal): Promise<TimeSlots> {
  return (await apiGet('/api/dashboard/hours', weeklyHoursResponse, { signal })).timeSlots;
}

export const hoursQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...HOURS_KEY, token] as const,
    queryFn: ({ signal }) => getHours(signal),
    enabled: token !== null,
  });

export function useWeeklyHours() {
  return useQuery(hoursQueryOptions(useAuthToken()));
}

/** PUT /api/dashboard/hours: replaces the weekly hours; booked sessions stay. */
export function useSaveHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeSlots: TimeSlots) =>
      apiPut('/api/dashboard/hours', { timeSlots }, weeklyHoursResponse),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: HOURS_KEY }),
  });
}
