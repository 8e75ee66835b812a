import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  requestCancellationResponse,
  type RequestCancellationBody,
  type RequestCancellationResponse,
} from '@app/domain/schemas/appointments';
import { apiPost } from '#lib/api-client';
import { APPOINTMENTS_KEY } from './get-appointments';

/**
 * POST /api/user/request-cancellation (paid appointments): inside the refund window it is
 * cancelled and refunded at once (`approved`); otherwise the admin team reviews it.
 */
export function requestCancellation(
  body: RequestCancellationBody,
): Promise<RequestCancellationResponse> {
  return apiPost('/api/user/request-cancellation', body, requestCancellationResponse);
}

export function useRequestCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCancellation,
    // Not awaited: the dialog closes and the toast shows while the list reloads.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
  });
}
