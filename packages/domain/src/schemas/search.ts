import { z } from 'zod';
import { LISTING_PAGE_SIZE } from '../constants';
import { TITLE_SLUG_PATTERN } from '../listing';
import { fromWireListedTherapist, therapistListItem, type ListedTherapist } from './therapist';
import { text } from './common';

export const MAX_FACET_VALUES = 20;

/**
 * One facet query parameter: a single value or a repeated parameter. Values are never split on
 * commas (city names contain them). Blank values are dropped.
 */
const facetParam = z
  .union([text(), z.array(text())])
  .optional()
  .transform((v) =>
    (v === undefined ? [] : Array.isArray(v) ? v : [v])
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  )
  .pipe(
    z
      .array(z.string().max(80, 'Filter value is too long'))
      .max(MAX_FACET_VALUES, 'Too many filter values'),
  );

export const listingSearchQuery = z.object({
  speciality: facetParam,
  language: facetParam,
  location: facetParam,
  gender: facetParam,
  title: facetParam,
  mode: facetParam,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(LISTING_PAGE_SIZE),
  routeTitle: text()
    .trim()
    .toLowerCase()
    .max(120)
    .regex(TITLE_SLUG_PATTERN, 'Invalid title')
    .optional(),
});
export type ListingSearchQuery = z.infer<typeof listingSearchQuery>;
export type ListingSearchQueryInput = z.input<typeof listingSearchQuery>;

export const facetCount = z.object({ value: z.string(), count: z.number().int().nonnegative() });
export type FacetCount = z.infer<typeof facetCount>;

export const searchFacets = z.object({
  professionalTitles: z.array(facetCount),
  specialities: z.array(facetCount),
  languages: z.array(facetCount),
  locations: z.array(facetCount),
  genders: z.array(facetCount),
  sessionModes: z.array(facetCount),
});
export type SearchFacets = z.infer<typeof searchFacets>;

export const searchResponse = z.object({
  success: z.literal(true),
  doctors: z.array(therapistListItem),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalPages: z.number().int().nonnegative(),
  facets: searchFacets,
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** One page of the filtered listing as the code inside names it (`therapists`, each with `id`). */
export type ListingPage = Omit<SearchResponse, 'success' | 'doctors'> & {
  therapists: ListedTherapist[];
};
export function fromWireSearchResponse(wire: SearchResponse): ListingPage {
  const { success: _success, doctors, ...rest } = wire;
  return { therapists: doctors.map(fromWireListedTherapist), ...rest };
}
