import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  featuredPlansResponse,
  type FeaturedPlansResponse,
} from '@app/domain/schemas/featured-plans';
import { apiGet, isApiError } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';

export const FEATURED_PLANS_KEY = ['dashboard', 'featured-plans'] as const;

/** GET /api/dashboard/featured-plans (therapist token): plans, the placement and the receipts. */
export function getFeaturedPlans(signal?: AbortSignal): Promise<FeaturedPlansResponse> {
  return apiGet('/api/dashboard/featured-plans', featuredPlansResponse, { signal });
}

/** Keyed by the token, so signing in as someone else never shows the previous receipts. */
export const featuredPlansQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...FEATURED_PLANS_KEY, token] as const,
    queryFn: ({ signal }) => getFeaturedPlans(signal),
    enabled: token !== null,
    // A refusal (not a therapist, no profile) is an answer, not a hiccup to retry.
    retry: (count, error) => count < 2 && !isRefusal(error),
  });

const isRefusal = (error: unknown) => isApiError(error) && [401, 403, 404].includes(error.status);

export function useFeaturedPlans() {
  const token = useAuthToken();
  return useQuery(featuredPlansQueryOptions(token));
}
