import { queryOptions, useQuery } from '@tanstack/react-query';
import { therapistBySlugResponse, type TherapistDetail } from '@app/domain/schemas/therapist';
import { apiGet } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-token';

/**
 * Key root shared by convention with the therapists feature's like toggle, which patches cached
 * profiles (['therapists', 'detail', …]) so a like shows at once.
 */
const detailKeyRoot = ['therapists', 'detail'] as const;

/** GET /api/doctor/by-slug/{slug}: the profile with weekly hours and booked slots. */
export async function getTherapist(slug: string, signal?: AbortSignal): Promise<TherapistDetail> {
  const body = await apiGet(
    `/api/doctor/by-slug/${encodeURIComponent(slug)}`,
    therapistBySlugResponse,
    { signal },
  );
  return body.data;
}

export function therapistQueryOptions(slug: string, token: string | null) {
  return queryOptions({
    queryKey: [...detailKeyRoot, slug, { token }] as const,
    queryFn: async ({ signal }) => ({ data: await getTherapist(slug, signal) }),
    select: (r) => r.data,
  });
}

export function useTherapist(slug: string) {
  const token = useAuthToken();
  return useQuery(therapistQueryOptions(slug, token));
}
