import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistBody } from '@app/domain/schemas/waitlist';
import { apiPost } from '#lib/api-client';
import { WAITLIST_KEY } from '#lib/query-keys';

const joinWaitlistResponse = () => import('#lib/lazy-schemas').then((m) => m.joinWaitlistResponse);

/** POST /api/user/waitlist: wait for a time to open on a day or a range of days. */
export function joinWaitlist(body: JoinWaitlistBody) {
  return apiPost('/api/user/waitlist', body, joinWaitlistResponse);
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: WAITLIST_KEY }),
  });
}
