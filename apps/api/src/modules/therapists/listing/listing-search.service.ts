import type { ListingSearchQuery, ListingPage } from '@app/domain/schemas/search';
import { nextIstHourStart } from '@app/domain/listing-search';
import type { Db } from '../../../db/client';
import { createKeptAnswers } from './kept-answers';
import { LIKES_MAX_LAG_MS, type ListingCache } from './listing-cache';
import type { ListingIndexHolder } from './listing-index.service';
import type { OpenTimesMemory } from './open-times.service';
import type { SearchCriteria } from './search.queries';
import { indexedSearch, searchRows, searchSummary, summaryKey, toCriteria } from './search.service';
import { toSearchItem } from './search-item';

/** Finished signed-out search answers kept per process (about 30 KB each). */
const KEPT_SEARCH_ANSWERS = 500;

/** Adds the caller's own likes to cached cards (the therapists service's). */
type Personalise = <T extends { id: string; liked: boolean; likes: number }>(
  items: T[],
  callerId: string | null,
) => Promise<T[]>;

/**
 * The listing's search: answers cached under the listing and availability versions, computed from
 * the listing index when it is at the listing's version (else in SQL), and a signed-out visitor's
 * finished answers kept per query string.
 */
export function createListingSearch(deps: {
  db: Db;
  listingCutoff: Date;
  cache: ListingCache;
  readAvailabilityVersion: () => Promise<number>;
  listingIndex?: ListingIndexHolder;
  openTimes?: OpenTimesMemory;
  personalise: Personalise;
  now: () => Date;
}) {
  const { db, listingCutoff, cache, now, personalise } = deps;
  const keptSearches = createKeptAnswers({
    maxEntries: KEPT_SEARCH_ANSWERS,
    now: () => now().getTime(),
  });

  type SearchVersions = { listing: number | null; availability: number };
  async function readSearchVersions(): Promise<SearchVersions> {
    const [listing, availability] = await Promise.all([
      cache.readVersion(),
      deps.readAvailabilityVersion(),
    ]);
    return { listing, availability };
  }

  const versionsTag = (v: SearchVersions) =>
    v.listing === null ? null : `${v.listing}:${v.availability}`;

  async function searchAt(
    query: ListingSearchQuery,
    criteria: SearchCriteria,
    versions: SearchVersions,
  ): Promise<ListingPage> {
    const paging = { page: query.page, pageSize: query.pageSize };
    // Cards show each therapist's next open time, so a page is keyed by both versions; the
    // counts only when an availability choice narrows them, so a booking leaves them cached.
    const summaryAvailability = criteria.availability ? `${versions.availability}:` : '';
    return cache.through(
      versions.listing,
      `search:${versions.availability}:${JSON.stringify([criteria, paging])}`,
      async (): Promise<ListingPage> => {
        // The total and facets are the same for every page: computed once per filter mix.
        const indexed = indexedSearch(
          db,
          deps.listingIndex?.at(versions.listing) ?? null,
          criteria,
          deps.openTimes ? { memory: deps.openTimes, version: versions.availability } : null,
        );
        const [rows, summary] = await Promise.all([
          searchRows({ db, listingCutoff, indexed }, criteria, paging),
          cache.through(
            versions.listing,
            `summary:${summaryAvailability}${summaryKey(criteria)}`,
            () => searchSummary({ db, indexed }, criteria),
          ),
        ]);
        return {
          therapists: rows.map(toSearchItem),
          total: summary.total,
          page: query.page,
          pageSize: query.pageSize,
          totalPages: Math.ceil(summary.total / query.pageSize),
          facets: summary.facets,
        };
      },
      { maxAgeMs: LIKES_MAX_LAG_MS },
    );
  }

  return {
    /**
     * One page of the filtered listing with its total and facet counts. A signed-out caller gets
     * the cached answer itself (the same object until the version moves), never to be mutated.
     */
    async search(query: ListingSearchQuery, callerId: string | null): Promise<ListingPage> {
      const versions = await readSearchVersions();
      const found = await searchAt(query, toCriteria(query, now()), versions);
      if (callerId === null) return found;
      return { ...found, therapists: await personalise(found.therapists, callerId) };
    },

    /**
     * A signed-out visitor's search with what lets its answer be kept further out: the versions it
     * was read under (null: not to be kept) and until when it holds without them moving (like
     * counts' lag; the next IST hour when an availability choice reads the clock).
     */
    async publicSearch(
      query: ListingSearchQuery,
    ): Promise<{ page: ListingPage; versions: string | null; validUntil: number }> {
      const versions = await readSearchVersions();
      const at = now();
      const criteria = toCriteria(query, at);
      const page = await searchAt(query, criteria, versions);
      const computedAt = cache.computedAt(page) ?? at.getTime();
      const clock = criteria.availability ? nextIstHourStart(at).getTime() : Infinity;
      return {
        page,
        versions: versionsTag(versions),
        validUntil: Math.min(computedAt + LIKES_MAX_LAG_MS, clock),
      };
    },

    /** The finished answer kept for exactly this signed-out query string, while it holds. */
    async keptSearch(queryString: string): Promise<string | undefined> {
      const versions = versionsTag(await readSearchVersions());
      return versions === null ? undefined : keptSearches.get(queryString, versions);
    },

    /** Keeps a publicSearch answer's finished body for repeats of its query string. */
    keepSearch(
      queryString: string,
      answer: { versions: string | null; validUntil: number },
      body: string,
    ): void {
      if (answer.versions !== null)
        keptSearches.keep(queryString, answer.versions, answer.validUntil, body);
    },
  };
}
