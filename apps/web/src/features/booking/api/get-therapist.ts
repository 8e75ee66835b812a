import { queryOptions, useQuery } from '@tanstack/react-query';
import { therapistBySlugResponse, type TherapistDetail } from '@app/domain/schemas/therapist';
import { apiGet } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-token';

/** The profile page caches therapists under the same key, so opening booking from it is instant. */
export const therapistDetailKey = (slug: string) => ['therapists', 'detail', slug] as const;

/** GET /api/doctor/by-slug/{slug}: the profile with weekly hours and booked slots. */
async function getTherapist(slug: string, signal?: AbortSignal): Promise<TherapistDetail> {
  const body = await apiGet(
    `/api/doctor/by-slug/${encodeURIComponent(slug)}`,
    therapistBySlugResponse,
    { signal },
  );
  return body.data;
}

function therapistQueryOptions(slug: string, token: string | null) {
  return queryOptions({
    queryKey: [...therapistDetailKey(slug), { token }] as const,
    queryFn: async ({ signal }) => ({ data: await getTherapist(slug, signal) }),
    select: (r) => r.data,
  });
}

export function useTherapist(slug: string | null) {
  const token = useAuthToken();
  return useQuery({ ...therapistQueryOptions(slug ?? '', token), enabled: slug !== null });
}

/** The slug of an approved therapist, from their id (GET /api/doctor/by-id/{id}). */
export function useTherapistSlug(docId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['therapists', 'by-id', docId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/api/doctor/by-id/${encodeURIComponent(docId)}`, therapistBySlugResponse, {
          signal,
        })
      ).data.slug,
    enabled,
    retry: false,
  });
}
