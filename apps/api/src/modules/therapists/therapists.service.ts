import {
  slugParams,
  THERAPIST_LIST_PAGE_SIZE,
  type BookedSlots,
  type ListedTherapist,
  type TherapistListQuery,
  type TherapistProfile,
} from '@app/domain/schemas/therapist';
import { featuredWeekSeed, pickFeatured } from '@app/domain/featured';
import type { Db } from '../../db/client';
import { notFound } from '../../shared/app-error';
import * as q from './therapists.queries';
import { likeCountsOf } from './ports/like-counts.queries';
import { createListingCache, LIKES_MAX_LAG_MS } from './listing/listing-cache';
import { createListingSearch } from './listing/listing-search.service';
import { toListedTherapist } from './listing/search-item';
import type { EngineVersions, ListingEngine } from './listing/listing-engine.service';
import type { CacheStore } from '../../adapters/cache/cache-store';
import { isUuid } from '../../shared/ids';

export { toListedTherapist, toSearchItem } from './listing/search-item';

export const TOP_REGIONS_LIMIT = 16;

/**
 * `GET /api/therapist/list` answers at most this many therapists a page, the first page by default:
 * the route keeps its answer shape for older clients, never the whole directory (decision 0016);
 * `page` and `pageSize` reach the rest.
 */
export const LIST_LIMIT = THERAPIST_LIST_PAGE_SIZE;

type Profile = Omit<TherapistProfile, 'slotsBooked'>;
const THERAPIST_NOT_FOUND = 'Unable to find therapist';
type Featured = { therapists: ListedTherapist[]; validUntil: number };
const versionsTag = (listing: number | null, calendar: string | null) =>
  listing === null || calendar === null ? null : `${listing}:${calendar}`;

/** The free and booked times of a therapist, answered by the booking module. */
export interface ListingAvailability {
  weeklyHours(therapistId: string): Promise<TherapistProfile['timeSlots']>;
  bookedSlots(therapistId: string): Promise<BookedSlots>;
  /** Booked slots with the dates whose hours differ from the week and the minimum notice. */
  bookingCalendar(therapistId: string): Promise<BookingCalendar>;
  /** What the calendar is cached under now; null when it is not cached. */
  calendarVersion(therapistId: string): Promise<string | null>;
}

export interface BookingCalendar {
  slotsBooked: BookedSlots;
  dateHours: Record<string, string[]>;
  minimumNoticeHours: number;
  /** Epoch ms when time alone changes it (a hold expires, the day moves), when known. */
  validUntil?: number;
}

/** The profile's answer: the spec's fields plus the date hours and notice (decision 0041). */
export const withCalendar = (profile: Profile, c: BookingCalendar): TherapistProfile => ({
  ...profile,
  slotsBooked: c.slotsBooked,
  dateHours: c.dateHours,
  minimumNoticeHours: c.minimumNoticeHours,
});

/** Which of the listed therapists a client likes, answered by the likes module. */
export type ListingLikes = (accountId: string, ids: readonly string[]) => Promise<Set<string>>;

export function createTherapistsService(deps: {
  db: Db;
  listingCutoff: Date;
  /** `timeSlots` and `slotsBooked` come from the one availability service. */
  availability: ListingAvailability;
  likedAmong: ListingLikes;
  /** Where listing answers are cached (in-process, or Redis when configured). */
  cache: CacheStore;
  /** The committed listing version (listing-version.ts): profiles and lists are cached under it. */
  readVersion: () => Promise<number | null>;
  /** The listing engine (listing-engine.service.ts): it answers every listing question. */
  engine: ListingEngine;
  /** The listing revision and availability version committed now (listing-version.ts). */
  readEngineVersions: () => Promise<EngineVersions>;
  now?: () => Date;
}) {
  const { db, listingCutoff, availability } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = createListingCache({
    store: deps.cache,
    readVersion: deps.readVersion,
    now: () => now().getTime(),
  });

  /**
   * The cached items with the caller's own `liked` flags and exact like counts (one indexed read
   * when signed in; a signed-out visitor's counts may lag by LIKES_MAX_LAG_MS).
   */
  async function personalise<T extends { id: string; liked: boolean; likes: number }>(
    items: T[],
    callerId: string | null,
  ): Promise<T[]> {
    if (callerId === null || items.length === 0) return items;
    const ids = items.map((t) => t.id);
    const [counts, liked] = await Promise.all([
      likeCountsOf(db, ids),
      deps.likedAmong(callerId, ids),
    ]);
    return items.map((t) => {
      const likes = counts.get(t.id);
      return likes === undefined ? t : { ...t, liked: liked.has(t.id), likes };
    });
  }

  async function profile(by: { slug: string } | { id: string }): Promise<Profile | null> {
    const version = await cache.readVersion();
    const key = 'slug' in by ? `slug:${by.slug}` : `id:${by.id}`;
    return cache.through(
      version,
      key,
      async () => {
        const row = await q.findApproved(db, by);
        if (!row) return null;
        return {
          ...toListedTherapist(row),
          degree: row.degree,
          experience: row.experienceYears,
          location: {
            city: row.city,
            state: row.state,
            address: [row.addressLine1, row.addressLine2].filter(Boolean).join(', '),
          },
          address: { line1: row.addressLine1, line2: row.addressLine2, pincode: row.pincode },
          about: row.about,
          ...(row.aboutHi ? { aboutHi: row.aboutHi } : {}),
          expertise: row.expertise,
          timeSlots: await availability.weeklyHours(row.id),
        };
      },
      { maxAgeMs: LIKES_MAX_LAG_MS },
    );
  }

  async function detail(found: Profile | null, callerId: string | null): Promise<TherapistProfile> {
    if (!found) throw notFound(THERAPIST_NOT_FOUND, 'THERAPIST_NOT_FOUND');
    const [[withLike], calendar] = await Promise.all([
      personalise([found], callerId),
      availability.bookingCalendar(found.id),
    ]);
    return withCalendar(withLike ?? found, calendar);
  }

  const { topRegions, ...listingSearch } = createListingSearch({
    db,
    cache,
    engine: deps.engine,
    readVersions: deps.readEngineVersions,
    personalise,
    now,
  });

  return {
    /** One page of the listed therapists in listing order (see LIST_LIMIT). */
    async list(
      callerId: string | null,
      { page, pageSize }: TherapistListQuery = { page: 1, pageSize: LIST_LIMIT },
    ): Promise<ListedTherapist[]> {
      const version = await cache.readVersion();
      const offset = (page - 1) * pageSize;
      const items = await cache.through(
        version,
        `list:${page}:${pageSize}`,
        async () =>
          (await q.listListed(db, listingCutoff, pageSize, offset)).map(toListedTherapist),
        { maxAgeMs: LIKES_MAX_LAG_MS },
      );
      return personalise(items, callerId);
    },

    ...listingSearch,

    /**
     * The home page's featured cards: the spec's weekly seeded pick (domain pickFeatured) over every
     * listed therapist, cached for the week until a write or a featured placement's expiry.
     */
    async featured(callerId: string | null): Promise<ListedTherapist[]> {
      const at = now();
      const version = await cache.readVersion();
      const found = await cache.through<Featured>(
        version,
        `featured:${featuredWeekSeed(at)}`,
        async () => {
          const candidates = (await q.featuredCandidates(db)).map((c) => ({
            id: c.id,
            featured: c.featured,
            featuredExpiry: c.featuredExpiry?.toISOString() ?? null,
            available: true,
          }));
          const expiries = candidates
            .filter((c) => c.featured && c.featuredExpiry !== null)
            .map((c) => Date.parse(c.featuredExpiry as string))
            .filter((t) => t > at.getTime());
          const ids = pickFeatured(candidates, at).map((c) => c.id);
          const rows = await q.listedByIds(db, ids);
          return {
            therapists: rows.map(toListedTherapist),
            validUntil: expiries.reduce((a, b) => Math.min(a, b), Number.MAX_SAFE_INTEGER),
          };
        },
        { fresh: (cached) => now().getTime() < cached.validUntil, maxAgeMs: LIKES_MAX_LAG_MS },
      );
      return personalise(found.therapists, callerId);
    },

    topRegions: (): Promise<string[]> => topRegions(TOP_REGIONS_LIMIT),

    /** What a page's head shows of a therapist (cached with the profile); null when unknown. */
    async forPage(slug: string): Promise<Profile | null> {
      return slugParams.safeParse({ slug }).success ? profile({ slug }) : null;
    },

    /**
     * A signed-out visitor's view of a profile: the cached profile and the cached booked slots
     * themselves (never to be mutated), so the route can send their JSON made once; with the
     * versions they were read under (null: not to be kept) and until when they hold without them
     * moving (like counts' lag, a hold's expiry).
     */
    async publicProfile(slug: string): Promise<{
      profile: Profile;
      calendar: BookingCalendar;
      versions: string | null;
      validUntil: number;
    }> {
      // The versions first: a write landing after them leaves the answer kept under older
      // versions, which the next visitor finds moved.
      const listingVersion = await cache.readVersion();
      const found = await profile({ slug });
      if (!found) throw notFound(THERAPIST_NOT_FOUND, 'THERAPIST_NOT_FOUND');
      const calendarVersion = await availability.calendarVersion(found.id);
      const calendar = await availability.bookingCalendar(found.id);
      const computedAt = cache.computedAt(found) ?? now().getTime();
      return {
        profile: found,
        calendar,
        versions: versionsTag(listingVersion, calendarVersion),
        validUntil: Math.min(computedAt + LIKES_MAX_LAG_MS, calendar.validUntil ?? -Infinity),
      };
    },

    /** The versions a signed-out profile of this therapist is read under now (see publicProfile). */
    async profileVersions(therapistId: string): Promise<string | null> {
      const [listingVersion, calendarVersion] = await Promise.all([
        cache.readVersion(),
        availability.calendarVersion(therapistId),
      ]);
      return versionsTag(listingVersion, calendarVersion);
    },

    async bySlug(slug: string, callerId: string | null): Promise<TherapistProfile> {
      return detail(await profile({ slug }), callerId);
    },

    async byId(id: string, callerId: string | null): Promise<TherapistProfile> {
      return detail(isUuid(id) ? await profile({ id }) : null, callerId);
    },
  };
}

export type TherapistsService = ReturnType<typeof createTherapistsService>;
