import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api-client';

const topRegionsSchema = () => import('#lib/lazy-schemas').then((m) => m.topRegionsResponse);

/** GET /api/therapist/top-regions → region names, most common first. */
export async function getTopRegions(signal?: AbortSignal): Promise<string[]> {
  const body = await apiGet('/api/therapist/top-regions', topRegionsSchema, { signal });
  return body.regions.map((r) => r.region).filter((r) => r.trim() !== '');
}

export const topRegionsQueryOptions = queryOptions({
  queryKey: ['therapists', 'top-regions'] as const,
  queryFn: ({ signal }) => getTopRegions(signal),
  staleTime: 10 * 60_000,
});

export function useTopRegions() {
  return useQuery(topRegionsQueryOptions);
}
