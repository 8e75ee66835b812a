import type { ListingSearchQuery, ListingPage } from '@app/domain/schemas/search';
import { nextIstHourStart } from '@app/domain/listing-search';
import type { Db } from '../../../db/client';
import { LIKES_MAX_LAG_MS, type ListingCache } from './listing-cache';
import type { EngineVersions, ListingEngine } from './listing-engine.service';
import { rowsInOrder } from './search.queries';
import { firstOpenAsAsked, type CompiledQuery } from '@app/domain/listing-index';
import {
  compiled,
  searchPageIds,
  searchSummary,
  summaryKey,
  toCriteria,
  topRegions,
  type SearchCriteria,
} from './search.service';
import { nextAvailableAsAsked, toSearchItem } from './search-item';

/** Adds the caller's own likes to cached cards (the therapists service's). */
type Personalise = <T extends { id: string; liked: boolean; likes: number }>(
  items: T[],
  callerId: string | null,
) => Promise<T[]>;

/**
 * The listing's search, answered by the listing engine (decision 0057): answers cached under the
 * versions the engine had applied (the listing revision and the availability version), the
 * cards of a page read by id; what a signed-out visitor's answer holds under, for keeping it.
 */
export function createListingSearch(deps: {
  db: Db;
  cache: ListingCache;
  engine: ListingEngine;
  readVersions: () => Promise<EngineVersions>;
  personalise: Personalise;
  now: () => Date;
}) {
  const { db, cache, now, personalise, engine } = deps;
  const versionsTag = (v: EngineVersions) => `${v.listing}:${v.availability}`;

  async function searchAt(
    query: ListingSearchQuery,
    criteria: SearchCriteria,
    versions: EngineVersions,
  ): Promise<ListingPage> {
    const paging = { page: query.page, pageSize: query.pageSize };
    // The ids of a page and the counts depend on open times only when the question asks about
    // them (an availability choice, the soonest order): otherwise a booking, which moves the
    // availability version, costs the cards' read alone, not the engine's work again.
    const readsOpenTimes = criteria.query.availability !== null || criteria.sort === 'soonest';
    const openTimesKey = readsOpenTimes ? `${versions.availability}:` : '';
    const summaryOpenTimes = criteria.query.availability ? `${versions.availability}:` : '';
    let question: (() => CompiledQuery) | null = null;
    const engineAnswer = async () => {
      const store = await engine.at(versions);
      question ??= compiled(store, criteria);
      return { store, question };
    };
    return cache.through(
      versions.listing,
      `search:${versions.availability}:${JSON.stringify([criteria, paging])}`,
      async (): Promise<ListingPage> => {
        const [ids, summary] = await Promise.all([
          cache.through(
            versions.listing,
            `ids:${openTimesKey}${JSON.stringify([criteria, paging])}`,
            async () => {
              const { store, question: q } = await engineAnswer();
              return searchPageIds(store, q(), criteria.sort, paging);
            },
          ),
          cache.through(
            versions.listing,
            `summary:${summaryOpenTimes}${summaryKey(criteria)}`,
            async () => {
              const { store, question: q } = await engineAnswer();
              return searchSummary(store, q());
            },
          ),
        ]);
        const rows = await rowsInOrder(db, ids);
        const items = rows.map(toSearchItem);
        const asked = criteria.query.availability;
        // Asked for days or a time of day, a card's next available time is the first one asked for.
        const therapists = asked
          ? await engineAnswer().then(({ store }) =>
              items.map((item) => {
                const slot = store.slotOf.get(item.id);
                const row = slot === undefined ? undefined : store.openTimes[slot];
                const first = firstOpenAsAsked(row, asked);
                return { ...item, nextAvailable: nextAvailableAsAsked(first, item.nextAvailable) };
              }),
            )
          : items;
        return {
          therapists,
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
     * the cached answer itself (the same object until the versions move), never to be mutated.
     */
    async search(query: ListingSearchQuery, callerId: string | null): Promise<ListingPage> {
      const versions = await deps.readVersions();
      const found = await searchAt(query, toCriteria(query, now()), versions);
      if (callerId === null) return found;
      return { ...found, therapists: await personalise(found.therapists, callerId) };
    },

    /**
     * A signed-out visitor's search with what lets its answer be kept further out: the versions it
     * was read under and until when it holds without them moving (like counts' lag; the next IST
     * hour when an availability choice reads the clock).
     */
    async publicSearch(
      query: ListingSearchQuery,
    ): Promise<{ page: ListingPage; versions: string; validUntil: number }> {
      const versions = await deps.readVersions();
      const at = now();
      const criteria = toCriteria(query, at);
      const page = await searchAt(query, criteria, versions);
      const computedAt = cache.computedAt(page) ?? at.getTime();
      const clock = criteria.query.availability ? nextIstHourStart(at).getTime() : Infinity;
      return {
        page,
        versions: versionsTag(versions),
        validUntil: Math.min(computedAt + LIKES_MAX_LAG_MS, clock),
      };
    },

    /** The versions a publicSearch answer is read under now (what a kept answer must match). */
    async searchVersions(): Promise<string> {
      return versionsTag(await deps.readVersions());
    },

    /** Cities with the most listed therapists (from the engine, like every listing count). */
    async topRegions(limit: number): Promise<string[]> {
      const versions = await deps.readVersions();
      return cache.through(versions.listing, `regions:${limit}`, async () =>
        topRegions(await engine.at(versions), limit),
      );
    },
  };
}
