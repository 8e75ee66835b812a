import { GENDER_FILTER_OPTIONS, LANGUAGES, SESSION_MODES } from '@app/domain/catalogues';
import { titleKey } from '@app/domain/listing';
import { istToday } from '@app/domain/ist';
import {
  availabilityDays,
  DEFAULT_SORT,
  hoursLeftToday,
  timeOfDayMask,
  type ListingSort,
} from '@app/domain/listing-search';
import type { FacetCount, ListingSearchQuery, SearchFacets } from '@app/domain/schemas/search';
import {
  compileQuery,
  countFacets,
  pageIds,
  type CompiledQuery,
  type FacetCountRow,
  type ListingQuery,
  type ListingStore,
} from '@app/domain/listing-index';
import { badRequest } from '../../../shared/app-error';

/** Same normalisation as the domain's listing rules: trimmed, lower case. */
const norm = (s: string) => s.trim().toLowerCase();
const unique = (values: readonly string[]) =>
  [...new Set(values.map(norm))].filter((v) => v !== '');

/** Values of a fixed list must be one of its options (any case); anything else is a 400. */
function fixed(values: readonly string[], options: readonly string[], what: string): string[] {
  const known = new Set(options.map(norm));
  const unknown = values.find((v) => !known.has(norm(v)));
  if (unknown !== undefined) throw badRequest(`Unknown ${what}: ${unknown.slice(0, 40)}`);
  return unique(values);
}

/** Days since 1970-01-01 of an IST calendar date. */
const dayOf = (d: { year: number; month: number; day: number }) =>
  Math.floor(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000);

/** A listing question as the engine asks it, with the order its page is in. */
export interface SearchCriteria {
  query: ListingQuery;
  sort: ListingSort;
}

/** The search's parameters read at `now` (IST days and hours); unknown fixed values are a 400. */
export function toCriteria(query: ListingSearchQuery, now: Date): SearchCriteria {
  const asksAvailability =
    query.availableWithin !== undefined ||
    query.availableOn !== undefined ||
    query.timeOfDay !== undefined;
  return {
    query: {
      specialities: unique(query.speciality),
      languages: fixed(query.language, LANGUAGES, 'language'),
      modes: fixed(query.mode, SESSION_MODES, 'session mode'),
      genders: fixed(query.gender, GENDER_FILTER_OPTIONS, 'gender'),
      titles: unique(query.title),
      locations: unique(query.location),
      routeTitleKey: query.routeTitle ? titleKey(query.routeTitle) : null,
      feeMin: query.feeMin ?? null,
      feeMax: query.feeMax ?? null,
      minExperience: query.minExperience ?? null,
      text: query.q ?? null,
      availability: asksAvailability
        ? {
            days: availabilityDays(query, now),
            hours: timeOfDayMask(query.timeOfDay),
            today: dayOf(istToday(now)),
            hoursLeftToday: hoursLeftToday(now),
          }
        : null,
    },
    sort: query.sort ?? DEFAULT_SORT,
  };
}

const byCountThenLabel = (a: FacetCount, b: FacetCount) =>
  b.count - a.count || a.value.localeCompare(b.value);

/** Open lists (specialities, titles, cities): the values present, most frequent first. */
const openFacet = (rows: FacetCountRow[]): FacetCount[] =>
  rows.map((r) => ({ value: r.label, count: r.n })).sort(byCountThenLabel);

/** Fixed lists: every option in catalogue order, values outside the catalogue left out. */
function fixedFacet(
  rows: FacetCountRow[],
  options: readonly string[],
  keyOf = (k: string) => k,
): FacetCount[] {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const key = keyOf(r.key);
    counts.set(key, (counts.get(key) ?? 0) + r.n);
  }
  return options.map((value) => ({ value, count: counts.get(norm(value)) ?? 0 }));
}

const KNOWN_GENDERS = new Set(['male', 'female', 'non-binary']);

function shapeFacets(rows: FacetCountRow[]): SearchFacets {
  const of = (facet: FacetCountRow['facet']) => rows.filter((r) => r.facet === facet);
  return {
    professionalTitles: openFacet(of('titles')),
    specialities: openFacet(of('specialities')),
    languages: fixedFacet(of('languages'), LANGUAGES),
    locations: openFacet(of('locations')),
    genders: fixedFacet(of('genders'), GENDER_FILTER_OPTIONS, (k) =>
      KNOWN_GENDERS.has(k) ? k : 'not specified',
    ),
    sessionModes: fixedFacet(of('modes'), SESSION_MODES),
  };
}

/**
 * The cache key of a summary: the question without the order, which changes neither the total
 * nor a count, so every sort of one filter mix shares one summary.
 */
export const summaryKey = (criteria: SearchCriteria) => JSON.stringify(criteria.query);

/** One question compiled once for both its page and its counts (the engine does not change meanwhile). */
export function compiled(store: ListingStore, criteria: SearchCriteria): () => CompiledQuery {
  let done: CompiledQuery | null = null;
  return () => (done ??= compileQuery(store, criteria.query));
}

/** The total and the facet counts of the listed therapists the question keeps (any page). */
export function searchSummary(store: ListingStore, query: CompiledQuery) {
  const totals = countFacets(store, query);
  return { total: totals.total, facets: shapeFacets(totals.facets) };
}

/** The ids of one page of the matching therapists in the chosen order. */
export function searchPageIds(
  store: ListingStore,
  query: CompiledQuery,
  sort: ListingSort,
  paging: { page: number; pageSize: number },
): string[] {
  const offset = (paging.page - 1) * paging.pageSize;
  return pageIds(store, query, { sort, offset, limit: paging.pageSize });
}

/** The cities with the most listed therapists, most first (ties by name). */
export function topRegions(store: ListingStore, limit: number): string[] {
  const everyone = compileQuery(store, {
    specialities: [],
    languages: [],
    modes: [],
    titles: [],
    genders: [],
    locations: [],
    routeTitleKey: null,
    feeMin: null,
    feeMax: null,
    minExperience: null,
    text: null,
    availability: null,
  });
  return countFacets(store, everyone)
    .facets.filter((f) => f.facet === 'locations')
    .sort((a, b) => b.n - a.n || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
    .slice(0, limit)
    .map((f) => f.label);
}
