import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TherapistProfile } from '@app/domain/schemas/therapist';
import { apiGet } from './api-client';
import { useAuthToken } from './auth-token';
import { keepAcrossSignIn } from './keep-across-sign-in';

/**
 * One therapist's profile with weekly hours and booked slots, read by the profile page and the
 * booking pages from one cache entry (opening booking from the profile is instant); the like
 * toggle patches entries under the same root so a like shows everywhere at once.
 */
export const THERAPIST_DETAIL_KEY_ROOT = ['therapists', 'detail'] as const;
export const therapistDetailKey = (slug: string) => [...THERAPIST_DETAIL_KEY_ROOT, slug] as const;

const wire = () => import('./lazy-schemas');
const therapistBySlugSchema = () => wire().then((m) => m.therapistBySlugResponse);

/** GET /api/doctor/by-slug/{slug} */
async function getTherapist(slug: string, signal?: AbortSignal): Promise<TherapistProfile> {
  const body = await apiGet(
    `/api/doctor/by-slug/${encodeURIComponent(slug)}`,
    therapistBySlugSchema,
    { signal },
  );
  return (await wire()).fromWireTherapistProfile(body.data);
}

function therapistQueryOptions(slug: string, token: string | null, keepWhileSigningIn: boolean) {
  const queryKey = [...therapistDetailKey(slug), { token }] as const;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => ({ data: await getTherapist(slug, signal) }),
    select: (r) => r.data,
    placeholderData: keepWhileSigningIn
      ? (previous, previousQuery) => keepAcrossSignIn(previous, previousQuery, queryKey)
      : undefined,
  });
}

/**
 * The profile of `slug`; nothing is fetched while `slug` is null. `keepWhileSigningIn`: the
 * signed-out answer stays while the signed-in one loads (the booking page instead waits for the
 * person's own hold before it draws the times, so it shows its loading state either way).
 */
export function useTherapist(slug: string | null, { keepWhileSigningIn = false } = {}) {
  const token = useAuthToken();
  return useQuery({
    ...therapistQueryOptions(slug ?? '', token, keepWhileSigningIn),
    enabled: slug !== null,
  });
}
