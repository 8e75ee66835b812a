import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '@app/domain/schemas/waitlist';
import { apiGet } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import { WAITLIST_KEY } from '#lib/query-keys';

const waitlistResponse = () => import('#lib/lazy-schemas').then((m) => m.waitlistResponse);

/** GET /api/user/waitlist (token) → the caller's live entries, oldest first. */
export async function getWaitlist(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  return (await apiGet('/api/user/waitlist', waitlistResponse, { signal })).entries;
}

/** Keyed by the token, so signing in as someone else never shows the previous list. */
export const waitlistQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...WAITLIST_KEY, token] as const,
    queryFn: ({ signal }) => getWaitlist(signal),
    enabled: token !== null,
  });

export function useWaitlist() {
  return useQuery(waitlistQueryOptions(useAuthToken()));
}
