import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserData } from '@app/domain/schemas/account';
import { apiGet } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';

const profileResponse = () => import('#lib/lazy-schemas').then((m) => m.profileResponse);

/** GET /api/user/get-profile (token) → the caller's names, username and email. */
export async function getProfile(signal?: AbortSignal): Promise<UserData> {
  const body = await apiGet('/api/user/get-profile', profileResponse, { signal });
  return body.userData;
}

/** Keyed by the token, so signing in as someone else never shows the previous profile. */
export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['account', 'profile', token] as const,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** The signed-in user's profile (idle while signed out). */
export function useProfile() {
  const token = useAuthToken();
  return useQuery(profileQueryOptions(token));
}
