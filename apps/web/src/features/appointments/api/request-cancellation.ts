import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestCancellationBody } from '@app/domain/schemas/appointments';
import { apiPost } from '#lib/api-client';
import { APPOINTMENTS_KEY } from './get-appointments';
import { okAnswer, type OkAnswer } from './ok-answer';

/** POST /api/user/request-cancellation (paid appointments): the admin team reviews it. */
export function requestCancellation(body: RequestCancellationBody): Promise<OkAnswer> {
  return apiPost('/api/user/request-cancellation', body, okAnswer);
}

export function useRequestCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCancellation,
    // Not awaited: the dialog closes and the toast shows while the list reloads.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
  });
}
