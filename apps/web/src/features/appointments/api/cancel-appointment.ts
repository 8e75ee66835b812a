import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelAppointmentBody } from '@app/domain/schemas/appointments';
import { apiPost } from '#lib/api-client';
import { APPOINTMENTS_KEY } from './get-appointments';
import { okAnswer, type OkAnswer } from './ok-answer';

/** POST /api/user/cancel-appointment (unpaid reservations): cancels at once, frees the slot. */
export function cancelAppointment(body: CancelAppointmentBody): Promise<OkAnswer> {
  return apiPost('/api/user/cancel-appointment', body, okAnswer);
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    // Not awaited: the dialog closes and the toast shows while the list reloads.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
  });
}
