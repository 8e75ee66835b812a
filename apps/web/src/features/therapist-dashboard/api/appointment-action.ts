import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TherapistAction } from '@app/domain/therapist-sessions';
import {
  therapistActionResponse,
  type TherapistActionResponse,
} from '@app/domain/schemas/dashboard';
import { apiPost } from '#lib/api-client';
import { DASHBOARD_KEY } from './get-me';

export type ActionInput = { id: string; action: TherapistAction; reason?: string };

/** POST /api/dashboard/appointments/:id/<action> (accept, decline, complete…). */
export function runAppointmentAction({
  id,
  action,
  reason,
}: ActionInput): Promise<TherapistActionResponse> {
  return apiPost(
    `/api/dashboard/appointments/${encodeURIComponent(id)}/${action}`,
    reason !== undefined && (action === 'request-cancellation' || action === 'decline')
      ? { reason }
      : {},
    therapistActionResponse,
  );
}

/** Any action changes the list and the chart: both reload. */
export function useAppointmentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAppointmentAction,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  });
}
