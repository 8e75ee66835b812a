import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE } from '@app/domain/constants';
import { emptyFilters, type ListingFilters } from '@app/domain/listing';
import { writeSearchChoices, type SearchChoicesInput } from '@app/domain/listing-search';
import type { ListingPage } from '@app/domain/schemas/search';
import { apiGet } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';

/** Every cached search page starts with this key (used to patch likes in place). */
export const therapistSearchKeyRoot = ['therapists', 'search'] as const;

export type SearchParams = {
  filters: ListingFilters;
  /** Search text, sort, fee, experience and availability (names from the domain). */
  choices?: SearchChoicesInput;
  page: number;
  pageSize?: number;
  /** Route title slug (/therapists/{title}). */
  routeTitle?: string;
};

/** URL parameter name of each facet (the API's and the shareable listing URL's). */
export const FACET_PARAM = {
  specialities: 'speciality',
  languages: 'language',
  locations: 'location',
  genders: 'gender',
  titles: 'title',
  modes: 'mode',
} as const satisfies Record<keyof ListingFilters, string>;

export function searchPath({
  filters,
  choices = {},
  page,
  pageSize = LISTING_PAGE_SIZE,
  routeTitle,
}: SearchParams) {
  const qs = new URLSearchParams();
  for (const [facet, name] of Object.entries(FACET_PARAM) as [keyof ListingFilters, string][]) {
    for (const value of filters[facet]) qs.append(name, value);
  }
  writeSearchChoices(choices, qs);
  qs.set('page', String(page));
  qs.set('pageSize', String(pageSize));
  if (routeTitle) qs.set('routeTitle', routeTitle.toLowerCase());
  return `/api/therapist/search?${qs.toString()}`;
}

const wire = () => import('#lib/lazy-schemas');
const searchResponseSchema = () => wire().then((m) => m.searchResponse);

/** GET /api/therapist/search: one page, the total and the disjunctive facet counts. */
export async function searchTherapists(
  params: SearchParams,
  signal?: AbortSignal,
): Promise<ListingPage> {
  const body = await apiGet(searchPath(params), searchResponseSchema, { signal });
  return (await wire()).fromWireSearchResponse(body);
}

export function searchQueryOptions(params: SearchParams, token: string | null) {
  return queryOptions({
    queryKey: [...therapistSearchKeyRoot, searchPath(params), { token }] as const,
    queryFn: ({ signal }) => searchTherapists(params, signal),
  });
}

/** One listing page; the previous page stays on screen while the next one loads. */
export function useTherapistSearch(params: SearchParams, enabled = true) {
  const token = useAuthToken();
  return useQuery({
    ...searchQueryOptions(params, token),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every value each facet can take (a search with no filters, one row). Used for the home hero's
 * dropdowns and to resolve URL presets to real option values.
 */
export function useFacetOptions(routeTitle?: string) {
  return useQuery({
    queryKey: ['therapists', 'facet-options', routeTitle ?? null] as const,
    queryFn: ({ signal }) =>
      searchTherapists({ filters: emptyFilters(), page: 1, pageSize: 1, routeTitle }, signal),
    select: (r) => r.facets,
    staleTime: 5 * 60_000,
  });
}
