import { queryOptions, useQuery } from '@tanstack/react-query';
import { therapistListResponse, type TherapistListItem } from '@app/domain/schemas/therapist';
import { apiGet } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-token';

/** Every cached therapist list starts with this key (used to patch likes in place). */
export const therapistListKeyRoot = ['therapists', 'list'] as const;

/** GET /api/therapist/list. The token (when present) personalises `liked`. */
export async function getTherapists(signal?: AbortSignal): Promise<TherapistListItem[]> {
  const body = await apiGet('/api/therapist/list', therapistListResponse, { signal });
  return body.doctors;
}

/** Query options; the token is part of the key so the list reloads when the user signs in or out. */
export function therapistsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...therapistListKeyRoot, { signedIn: token !== null, token }] as const,
    queryFn: ({ signal }) => getTherapists(signal),
  });
}

/** The full therapist list for the current visitor. */
export function useTherapists() {
  const token = useAuthToken();
  return useQuery(therapistsQueryOptions(token));
}
