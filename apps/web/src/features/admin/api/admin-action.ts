import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '#lib/api-client';
import { ADMIN_KEY } from './admin-keys';

const answer = z.object({ success: z.literal(true), message: z.string() }).loose();
export type AdminAnswer = z.infer<typeof answer>;

/** POST to an admin action; answers the server's message. */
export function postAdminAction(path: string, body: object = {}): Promise<AdminAnswer> {
  return apiPost(path, body, answer);
}

/** Any admin action; every admin list and count reloads after it (its row's new state shows). */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: object }) => postAdminAction(path, body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
