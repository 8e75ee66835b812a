import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListedTherapist } from '@app/domain/schemas/therapist';
import { apiGet } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import { FEATURED_THERAPISTS_KEY } from '#lib/query-keys';
import { keepAcrossSignIn } from '#lib/keep-across-sign-in';

/** Every cached featured list starts with this key (used to patch likes in place). */
export const featuredKeyRoot = FEATURED_THERAPISTS_KEY;

const wire = () => import('#lib/lazy-schemas');
const therapistListSchema = () => wire().then((m) => m.therapistListResponse);

/** GET /api/therapist/featured: the home page's six, picked on the server (spec's weekly pick). */
export async function getFeaturedTherapists(signal?: AbortSignal): Promise<ListedTherapist[]> {
  const body = await apiGet('/api/therapist/featured', therapistListSchema, { signal });
  const { fromWireListedTherapist } = await wire();
  return body.doctors.map(fromWireListedTherapist);
}

/** Query options; the token is part of the key so `liked` reloads when the user signs in or out. */
export function featuredQueryOptions(token: string | null) {
  const queryKey = [...featuredKeyRoot, { signedIn: token !== null, token }] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getFeaturedTherapists(signal),
    placeholderData: (previous, previousQuery) =>
      keepAcrossSignIn(previous, previousQuery, queryKey),
  });
}

/** The featured therapists for the current visitor. */
export function useFeaturedTherapists() {
  const token = useAuthToken();
  return useQuery(featuredQueryOptions(token));
}
