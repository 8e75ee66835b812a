import { useQuery } from '@tanstack/react-query';
import { moveOptionsResponse } from '@app/domain/schemas/reschedule';
import { apiGet } from '#lib/api-client';
import { APPOINTMENTS_KEY } from './get-appointments';

/** GET /api/user/appointments/{id}/move-options: the open times the booking can move to now. */
export function useMoveOptions(appointmentId: string) {
  return useQuery({
    queryKey: [...APPOINTMENTS_KEY, 'move-options', appointmentId] as const,
    queryFn: ({ signal }) =>
      apiGet(
        `/api/user/appointments/${encodeURIComponent(appointmentId)}/move-options`,
        moveOptionsResponse,
        { signal },
      ),
    // Open times change with every booking: always ask again when the picker opens.
    staleTime: 0,
    gcTime: 0,
  });
}
