import { z } from 'zod';
import { LISTING_PAGE_SIZE } from '../constants';
import { TITLE_SLUG_PATTERN } from '../listing';
import {
  AVAILABLE_WITHIN,
  EXPERIENCE_FILTER_MAX,
  FEE_FILTER_MAX,
  LISTING_SORTS,
  SEARCH_TEXT_MAX,
  TIMES_OF_DAY,
} from '../listing-search';
import { parseSlotDateKey } from '../ist';
import { therapistListItem } from './therapist';
import { fromWireId, type FromWireId } from './wire-ids';
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

/** One of a fixed list, else a message that names the parameter and its values. */
const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { message: `Unknown ${name}: use one of ${values.join(', ')}` }).optional();

/** A whole number of rupees or years in a query string. */
const wholeNumber = (name: string, max: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} cannot be negative`)
    .max(max, `${name} is too large`)
    .optional();

export const listingSearchQuery = z
  .object({
    /** Free text: name, title, specialities, areas of expertise, languages, city. */
    q: text()
      .max(SEARCH_TEXT_MAX, 'Search text is too long')
      .transform((s) => s.trim().replace(/\s+/g, ' '))
      .optional()
      .transform((s) => (s === '' ? undefined : s)),
    sort: oneOf('sort', LISTING_SORTS),
    feeMin: wholeNumber('Minimum fee', FEE_FILTER_MAX),
    feeMax: wholeNumber('Maximum fee', FEE_FILTER_MAX),
    minExperience: wholeNumber('Minimum experience', EXPERIENCE_FILTER_MAX),
    availableWithin: oneOf('availableWithin', AVAILABLE_WITHIN),
    availableOn: text()
      .refine(
        (s) => parseSlotDateKey(s) !== null,
        'availableOn must be a date as day_month_year, e.g. 7_3_2026',
      )
      .optional(),
    timeOfDay: oneOf('timeOfDay', TIMES_OF_DAY),
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
  })
  .refine(
    (query) =>
      query.feeMin === undefined || query.feeMax === undefined || query.feeMin <= query.feeMax,
    { message: 'Minimum fee cannot be more than the maximum fee', path: ['feeMin'] },
  );
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

/** The first open slot a therapist's booking page offers. */
export const nextAvailableSlot = z.object({ slotDate: z.string(), slotTime: z.string() });
export type NextAvailableSlot = z.infer<typeof nextAvailableSlot>;

export const searchListItem = therapistListItem.extend({
  experience: z.number().int().nonnegative(),
  nextAvailable: nextAvailableSlot.nullable(),
});
export type SearchListItem = z.infer<typeof searchListItem>;

export const searchResponse = z.object({
  success: z.literal(true),
  doctors: z.array(searchListItem),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalPages: z.number().int().nonnegative(),
  facets: searchFacets,
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** One page of the filtered listing as the code inside names it (`therapists`, each with `id`). */
export type ListedSearchResult = FromWireId<SearchListItem>;
export type ListingPage = Omit<SearchResponse, 'success' | 'doctors'> & {
  therapists: ListedSearchResult[];
};
export function fromWireSearchResponse(wire: SearchResponse): ListingPage {
  const { success: _success, doctors, ...rest } = wire;
  return { therapists: doctors.map((card) => fromWireId(card)), ...rest };
}
