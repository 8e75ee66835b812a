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

/** GET /api/dashboard/hours with the minimum notice (decision 0041). */
export const hoursAndNoticeQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...HOURS_KEY, 'notice', token] as const,
    queryFn: ({ signal }) => apiGet('/api/dashboard/hours', weeklyHoursResponse, { signal }),
    enabled: token !== null,
  });

export function useHoursAndNotice() {
  return useQuery(hoursAndNoticeQueryOptions(useAuthToken()));
}

/** PUT /api/dashboard/hours with the weekly hours as they are and a new minimum notice. */
export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { timeSlots: TimeSlots; minimumNoticeHours: number }) =>
      apiPut('/api/dashboard/hours', body, weeklyHoursResponse),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: HOURS_KEY }),
  });
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
