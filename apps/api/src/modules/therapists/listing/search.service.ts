import { GENDER_FILTER_OPTIONS, LANGUAGES, SESSION_MODES } from '@app/domain/catalogues';
import { titleKey } from '@app/domain/listing';
import { istToday } from '@app/domain/ist';
import {
  availabilityDays,
  DEFAULT_SORT,
  hoursLeftToday,
  timeOfDayMask,
} from '@app/domain/listing-search';
import type { FacetCount, ListingSearchQuery, SearchFacets } from '@app/domain/schemas/search';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../shared/app-error';
import {
  countFacets,
  dayNumber,
  isIndexedSort,
  isOpenAsAsked,
  matchText,
  pageIds,
  type FacetCountRow,
  type ListingIndex,
} from '@app/domain/listing-index';
import {
  rowsInOrder,
  searchPage,
  searchTotals,
  type SearchCriteria,
  type SearchRow,
} from './search.queries';
import { textMatch, type SearchChoices } from './search-choices.queries';
import { therapistsAvailable } from './listing-index.queries';
import type { OpenTimesMemory } from './open-times.service';

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

const isoDate = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The search text's words: letters and digits, lower case, at most eight. */
export function searchTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** The choices beyond the spec's facets, read at `now` (IST days and hours). */
function toChoices(query: ListingSearchQuery, now: Date): SearchChoices {
  const asksAvailability =
    query.availableWithin !== undefined ||
    query.availableOn !== undefined ||
    query.timeOfDay !== undefined;
  return {
    text: query.q ? { terms: searchTerms(query.q) } : null,
    feeMin: query.feeMin ?? null,
    feeMax: query.feeMax ?? null,
    minExperience: query.minExperience ?? null,
    availability: asksAvailability
      ? {
          days: availabilityDays(query, now),
          hours: timeOfDayMask(query.timeOfDay),
          today: isoDate(istToday(now)),
          hoursLeftToday: hoursLeftToday(now),
        }
      : null,
    sort: query.sort ?? DEFAULT_SORT,
  };
}

export function toCriteria(query: ListingSearchQuery, now: Date): SearchCriteria {
  return {
    ...toChoices(query, now),
    specialities: unique(query.speciality),
    languages: fixed(query.language, LANGUAGES, 'language'),
    modes: fixed(query.mode, SESSION_MODES, 'session mode'),
    genders: fixed(query.gender, GENDER_FILTER_OPTIONS, 'gender'),
    titles: unique(query.title),
    locations: unique(query.location).map((whole) => ({
      whole,
      parts: whole
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    })),
    routeTitleKey: query.routeTitle ? titleKey(query.routeTitle) : null,
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
 * The cache key of a summary: the criteria without the order, which changes neither the total nor
 * a count, so every sort of one filter mix shares one summary.
 */
export function summaryKey(criteria: SearchCriteria): string {
  const { sort: _sort, ...matching } = criteria;
  return JSON.stringify(matching);
}

/** What the listing index answers a search from (null: its SQL is run instead). */
export interface IndexedSearch {
  index: ListingIndex;
  /** The text and open-time choices, resolved once for both the page and the counts. */
  narrowing: Promise<Narrowing>;
}

interface Narrowing {
  /** Per index position, 1 when the entry matches the text and open times (null: no such choice). */
  only: Uint8Array | null;
  /** The best text matches, shown first in the recommended order. */
  first: Uint8Array | null;
  /** Per index position, the first open slot (epoch ms, NaN: none), for the soonest order. */
  nextAvailable: Float64Array | null;
}

/** The read model in memory at the search's availability version (open-times.service.ts). */
export interface OpenTimesAt {
  memory: OpenTimesMemory;
  version: number;
}

/** Resolves the choices the index cannot answer alone: similar words, open times. */
async function narrow(
  db: Db,
  index: ListingIndex,
  criteria: SearchCriteria,
  openTimes: OpenTimesAt | null,
): Promise<Narrowing> {
  let only: Uint8Array | null = null;
  let first: Uint8Array | null = null;
  let nextAvailable: Float64Array | null = null;
  if (criteria.text) {
    const text = await textMatch(db, criteria.text.terms);
    const matched = matchText(index, text?.terms ?? []);
    only = matched.any;
    first = matched.strict;
  }
  const needsOpenTimes = criteria.availability !== null || criteria.sort === 'soonest';
  // Without the read model in memory (or when reading it fails), open times are asked in SQL.
  const rows =
    needsOpenTimes && openTimes
      ? await openTimes.memory.at(openTimes.version).catch(() => null)
      : null;
  if (rows && criteria.sort === 'soonest')
    nextAvailable = Float64Array.from(index.ids, (id) => rows.get(id)?.nextAvailable ?? NaN);
  if (criteria.availability) {
    const open = new Uint8Array(index.size);
    if (rows) {
      const asked = { ...criteria.availability, today: dayNumber(criteria.availability.today) };
      index.ids.forEach((id, e) => {
        if (isOpenAsAsked(rows.get(id), asked)) open[e] = 1;
      });
    } else {
      for (const id of await therapistsAvailable(db, criteria.availability)) {
        const position = index.positionOf.get(id);
        if (position !== undefined) open[position] = 1;
      }
    }
    if (only) for (let e = 0; e < index.size; e++) only[e] = only[e]! & open[e]!;
    else only = open;
  }
  return { only, first, nextAvailable };
}

export function indexedSearch(
  db: Db,
  index: ListingIndex | null,
  criteria: SearchCriteria,
  openTimes: OpenTimesAt | null = null,
): IndexedSearch | null {
  return index === null ? null : { index, narrowing: narrow(db, index, criteria, openTimes) };
}

/**
 * The total and the facet counts of the listed therapists matching `criteria` (any page): from
 * the listing index when there is one at the listing's version, else in one SQL statement.
 */
export async function searchSummary(
  deps: { db: Db; indexed: IndexedSearch | null },
  criteria: SearchCriteria,
): Promise<{ total: number; facets: SearchFacets }> {
  const totals = deps.indexed
    ? countFacets(deps.indexed.index, { ...criteria, only: (await deps.indexed.narrowing).only })
    : await searchTotals(deps.db, criteria);
  return { total: totals.total, facets: shapeFacets(totals.facets) };
}

/** One page of the matching therapists in the chosen order (`liked` false). */
export async function searchRows(
  deps: { db: Db; listingCutoff: Date; indexed: IndexedSearch | null },
  criteria: SearchCriteria,
  paging: { page: number; pageSize: number },
): Promise<SearchRow[]> {
  const offset = (paging.page - 1) * paging.pageSize;
  const { indexed } = deps;
  const narrowing = indexed && (await indexed.narrowing);
  const sort = criteria.sort;
  if (
    indexed &&
    narrowing &&
    isIndexedSort(sort) &&
    (sort !== 'soonest' || narrowing.nextAvailable)
  ) {
    const { only, first, nextAvailable } = narrowing;
    const ids = pageIds(
      indexed.index,
      { ...criteria, only },
      { sort, first, offset, limit: paging.pageSize, nextAvailable: nextAvailable ?? undefined },
    );
    return rowsInOrder(deps.db, ids);
  }
  return searchPage(deps.db, criteria, {
    cutoff: deps.listingCutoff,
    limit: paging.pageSize,
    offset,
  });
}
