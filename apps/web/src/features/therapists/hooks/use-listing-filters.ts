import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  emptyFilters,
  hasActiveFilters,
  LISTING_FACETS,
  matchPreset,
  toggleFilterValue,
  type ListingFacet,
  type ListingFilters,
} from '@app/domain/listing';
import {
  hasActiveChoices,
  readSearchChoices,
  writeSearchChoices,
  type SearchChoicesInput,
} from '@app/domain/listing-search';
import type { SearchFacets } from '@app/domain/schemas/search';
import { FACET_PARAM } from '../api/search-therapists';

/** Which facet of the search response lists the options of each filter. */
export const FACET_OPTIONS_KEY = {
  specialities: 'specialities',
  languages: 'languages',
  locations: 'locations',
  genders: 'genders',
  titles: 'professionalTitles',
  modes: 'sessionModes',
} as const satisfies Record<ListingFacet, keyof SearchFacets>;

// The API rejects values outside these fixed lists, so unknown presets are dropped for them;
// an unknown city or speciality is kept and simply finds no one.
const FIXED: ReadonlySet<ListingFacet> = new Set(['languages', 'genders', 'modes']);

function readFilters(params: URLSearchParams): ListingFilters {
  const filters = emptyFilters();
  for (const facet of LISTING_FACETS) {
    filters[facet] = params
      .getAll(FACET_PARAM[facet])
      .map((v) => v.trim())
      .filter((v) => v !== '');
  }
  // The spec's older preset name for the title filter.
  const legacyTitle = params.get('professionalTitle')?.trim();
  if (legacyTitle) filters.titles.push(legacyTitle);
  return filters;
}

/** URL presets → real option values: case-insensitive exact match, else contains (spec §4). */
export function resolvePresets(raw: ListingFilters, options: SearchFacets): ListingFilters {
  const out = emptyFilters();
  for (const facet of LISTING_FACETS) {
    const values = options[FACET_OPTIONS_KEY[facet]].map((o) => o.value);
    for (const value of raw[facet]) {
      const match = matchPreset(value, values) ?? (FIXED.has(facet) ? undefined : value);
      if (match !== undefined && !out[facet].includes(match)) out[facet].push(match);
    }
  }
  return out;
}

function toParams(filters: ListingFilters, choices: SearchChoicesInput, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const facet of LISTING_FACETS) {
    for (const value of filters[facet]) params.append(FACET_PARAM[facet], value);
  }
  writeSearchChoices(choices, params);
  if (page > 1) params.set('page', String(page));
  return params;
}

const sameParams = (a: URLSearchParams, b: URLSearchParams) => a.toString() === b.toString();

/**
 * The listing's filters, search choices and page, kept in the URL so a filtered page can be shared
 * and Back works.
 * Until the options have loaded, `ready` is false when the URL carries filters to resolve.
 */
export function useListingFilters(options: SearchFacets | undefined) {
  const [params, setParams] = useSearchParams();
  const raw = useMemo(() => readFilters(params), [params]);
  const choices = useMemo(() => readSearchChoices(params), [params]);
  // The API serves pages up to 10,000; a larger number shows the 'no such page' state as well.
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const hasRaw = hasActiveFilters(raw);
  const filters = useMemo(() => (options ? resolvePresets(raw, options) : raw), [raw, options]);
  const ready = !hasRaw || options !== undefined;

  // Rewrite presets such as ?language=hindi to their option values, in place.
  useEffect(() => {
    if (!options || !hasRaw) return;
    const canonical = toParams(filters, choices, page);
    if (!sameParams(canonical, params)) {
      setParams(canonical, { replace: true, preventScrollReset: true });
    }
  }, [options, hasRaw, filters, choices, page, params, setParams]);

  /**
   * The filters and choices in the address bar right now. A change made while the previous one is
   * still rendering (two selects changed in quick succession on a slow phone) must build on it, not
   * on the values of the last render.
   */
  const current = useCallback(() => {
    const now = new URLSearchParams(window.location.search);
    const rawNow = readFilters(now);
    return {
      filters: options ? resolvePresets(rawNow, options) : rawNow,
      choices: readSearchChoices(now),
    };
  }, [options]);

  const setFilters = useCallback(
    (next: ListingFilters) =>
      setParams(toParams(next, current().choices), { preventScrollReset: true }),
    [current, setParams],
  );
  /** Changes some choices (a new choice starts again from page 1). */
  const setChoices = useCallback(
    (next: Partial<SearchChoicesInput>) => {
      const now = current();
      setParams(toParams(now.filters, { ...now.choices, ...next }), { preventScrollReset: true });
    },
    [current, setParams],
  );
  /** Applies the drawer's filters and choices at once. */
  const apply = useCallback(
    (nextFilters: ListingFilters, nextChoices: SearchChoicesInput) =>
      setParams(toParams(nextFilters, nextChoices), { preventScrollReset: true }),
    [setParams],
  );
  const toggle = useCallback(
    (facet: ListingFacet, value: string) =>
      setFilters(toggleFilterValue(current().filters, facet, value)),
    [current, setFilters],
  );
  // Reset keeps the search text and the sort: they are not filters.
  const reset = useCallback(
    () =>
      setParams(toParams(emptyFilters(), { q: choices.q, sort: choices.sort }), {
        preventScrollReset: true,
      }),
    [choices.q, choices.sort, setParams],
  );
  /** Clears the search text and every filter (the sort stays). */
  const clearAll = useCallback(
    () => setParams(toParams(emptyFilters(), { sort: choices.sort }), { preventScrollReset: true }),
    [choices.sort, setParams],
  );
  const setPage = useCallback(
    (next: number) => {
      setParams(toParams(filters, choices, next));
      window.scrollTo({ top: 0, behavior: 'instant' });
    },
    [filters, choices, setParams],
  );

  const filtersActive = hasActiveFilters(filters);
  const choicesActive = hasActiveChoices({ ...choices, q: undefined });
  return {
    filters,
    choices,
    page,
    ready,
    /** Some filter narrows the listing (the search text is not counted: it has its own box). */
    active: filtersActive || choicesActive,
    /** Nothing found may be down to the filters or the search text. */
    narrowed: filtersActive || hasActiveChoices(choices),
    toggle,
    reset,
    clearAll,
    setFilters,
    setChoices,
    apply,
    setPage,
  };
}
