import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@app/domain/schemas/common';
import { clientsWithoutNextResponse } from '@app/domain/schemas/follow-up';
import type { SlotChoice } from '@app/domain/schemas/reschedule';
import { apiGet, apiPost } from '#lib/api-client';
import { DASHBOARD_KEY } from './get-me';

const KEY = [...DASHBOARD_KEY, 'clients-without-next'] as const;

/** GET /api/dashboard/clients-without-next: recent clients with nothing booked ahead. */
export function useClientsWithoutNext() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiGet('/api/dashboard/clients-without-next', clientsWithoutNextResponse, { signal }),
    select: (answer) => answer.clients,
  });
}

/** POST …/follow-up: up to three open times mailed and texted to the client, not held. */
export function useSendFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slots }: { id: string; slots: SlotChoice[] }) =>
      apiPost(
        `/api/dashboard/appointments/${encodeURIComponent(id)}/follow-up`,
        { slots },
        okResponse,
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
