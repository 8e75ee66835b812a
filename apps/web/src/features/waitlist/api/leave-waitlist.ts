import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@app/domain/schemas/common';
import { apiDelete } from '#lib/api-client';
import { WAITLIST_KEY } from '#lib/query-keys';

/** DELETE /api/user/waitlist/{id}: stop waiting. */
export function leaveWaitlist(id: string) {
  return apiDelete(`/api/user/waitlist/${encodeURIComponent(id)}`, okResponse);
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: WAITLIST_KEY }),
  });
}
