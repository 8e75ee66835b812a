import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rescheduleResponse, type RescheduleResponse } from '@app/domain/schemas/appointments';
import type { RescheduleBody, RespondRescheduleBody } from '@app/domain/schemas/reschedule';
import { apiPost } from '#lib/api-client';
import { APPOINTMENTS_KEY } from './get-appointments';

/** POST /api/user/reschedule-appointment: the booking moves to another open time (no fee). */
export function rescheduleAppointment(body: RescheduleBody): Promise<RescheduleResponse> {
  return apiPost('/api/user/reschedule-appointment', body, rescheduleResponse);
}

/** POST /api/user/respond-reschedule: one of the therapist's proposed times, or "decline". */
export function respondReschedule(body: RespondRescheduleBody): Promise<RescheduleResponse> {
  return apiPost('/api/user/respond-reschedule', body, rescheduleResponse);
}

const afterChange = (queryClient: ReturnType<typeof useQueryClient>) => ({
  // Not awaited: the dialog closes and the toast shows while the list reloads.
  onSettled: () => void queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
});

export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rescheduleAppointment, ...afterChange(queryClient) });
}

export function useRespondReschedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: respondReschedule, ...afterChange(queryClient) });
}
