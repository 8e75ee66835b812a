import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponse, type AccountRole } from '@app/domain/schemas/account';
import { isTeamRole } from '@app/domain/team-roles';
import { apiGet } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import { paths } from '#config/paths';

/** GET /api/user/get-profile (token) → the account's role: client, therapist or a team role. */
export async function getRole(signal?: AbortSignal): Promise<AccountRole> {
  return (await apiGet('/api/user/get-profile', profileResponse, { signal })).role;
}

/** Keyed by the token: signing in as someone else asks again. */
export const roleQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['account', 'role', token] as const,
    queryFn: ({ signal }) => getRole(signal),
    enabled: token !== null,
    staleTime: Infinity,
  });

/** The signed-in account's role (idle while signed out). */
export function useRole() {
  const token = useAuthToken();
  return useQuery(roleQueryOptions(token));
}

/** Where an account lands after signing in without a page to return to. */
export function landingFor(role: AccountRole): string {
  if (role === 'therapist') return paths.dashboard();
  if (isTeamRole(role)) return paths.admin();
  return paths.home();
}
