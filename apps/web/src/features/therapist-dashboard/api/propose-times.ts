import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { therapistActionResponse } from '@app/domain/schemas/dashboard';
import { moveOptionsResponse, type SlotChoice } from '@app/domain/schemas/reschedule';
import { apiGet, apiPost } from '#lib/api-client';
import { DASHBOARD_KEY } from './get-me';

const base = (id: string) => `/api/dashboard/appointments/${encodeURIComponent(id)}`;

/** GET …/move-options: the open times the therapist may propose for a session. */
export function useProposableTimes(appointmentId: string) {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'move-options', appointmentId] as const,
    queryFn: ({ signal }) =>
      apiGet(`${base(appointmentId)}/move-options`, moveOptionsResponse, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST …/propose-times: one to three new times; the client picks one or declines. */
export function useProposeTimes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slots }: { id: string; slots: SlotChoice[] }) =>
      apiPost(`${base(id)}/propose-times`, { slots }, therapistActionResponse),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  });
}
