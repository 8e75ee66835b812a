import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';

const profileSchema = () => import('./booking-schemas').then((m) => m.profileResponse);

/**
 * GET /api/user/get-profile: the signed-in person's names and email, to prefill the booking form.
 * Same key as the profile page's query, so both share one cached answer.
 */
export function useAccount() {
  const token = useAuthToken();
  return useQuery({
    queryKey: ['account', 'profile', token] as const,
    queryFn: async ({ signal }) =>
      (await apiGet('/api/user/get-profile', profileSchema, { signal })).userData,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
