import type { TherapistDetail, TherapistListItem, WeekdayKey } from '@app/domain/schemas/therapist';
import type { ListingSearchQuery, SearchResponse } from '@app/domain/schemas/search';
import { WEEKDAYS } from '@app/domain/catalogues';
import { AVAILABILITY_DAYS } from '@app/domain/constants';
import { addIstDays, istInstant, istNowMinutes, istToday, toSlotDateKey } from '@app/domain/ist';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/errors';
import * as q from './therapists.queries';
import type { TherapistRow } from './therapists.queries';
import { searchTherapists } from './search.service';

export const TOP_REGIONS_LIMIT = 16;

export function toListItem(row: TherapistRow): TherapistListItem {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.imageUrl,
    verified: row.verified,
    professionalTitle: row.professionalTitle || row.speciality,
    speciality: row.speciality,
    specialities: row.specialities,
    languages: row.languages,
    sessionModes: row.sessionModes,
    fees: row.feeRupees,
    location: { city: row.city },
    gender: row.gender,
    available: row.available,
    featured: row.featured,
    featuredExpiry: row.featuredExpiry?.toISOString() ?? null,
    liked: row.liked,
    likes: row.likes,
    date: row.listedAt.toISOString(),
  };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'day_month_year' → booked 'HH:MM' list, from the same data the availability service uses. */
export function bookedSlotMap(starts: Date[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const start of starts) {
    const key = toSlotDateKey(istToday(start));
    (map[key] ??= []).push(hhmm(istNowMinutes(start)));
  }
  for (const times of Object.values(map)) times.sort();
  return map;
}

export function createTherapistsService(deps: { db: Db; listingCutoff: Date; now?: () => Date }) {
  const { db, listingCutoff } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async list(callerId: string | null): Promise<TherapistListItem[]> {
      const rows = await q.listListed(db, callerId, listingCutoff);
      return rows.map(toListItem);
    },

    /** One page of the filtered listing with its total and facet counts. */
    async search(query: ListingSearchQuery, callerId: string | null): Promise<Omit<SearchResponse, 'success'>> {
      const found = await searchTherapists(db, listingCutoff, query, callerId);
      return {
        doctors: found.rows.map(toListItem),
        total: found.total,
        page: query.page,
        pageSize: query.pageSize,
        totalPages: found.totalPages,
        facets: found.facets,
      };
    },

    async topRegions(): Promise<string[]> {
      return q.topRegions(db, TOP_REGIONS_LIMIT);
    },

    async bySlug(slug: string, callerId: string | null): Promise<TherapistDetail> {
      const row = await q.findApprovedBySlug(db, slug, callerId);
      if (!row) throw notFound('Unable to find therapist');
      const hours = await q.weeklyHours(db, row.id);
      const timeSlots: Partial<Record<WeekdayKey, string[]>> = {};
      for (const h of hours) {
        const day = WEEKDAYS[h.weekday];
        if (day) (timeSlots[day] ??= []).push(h.startTime);
      }
      const today = istToday(now());
      const from = istInstant(today, '00:00');
      const to = istInstant(addIstDays(today, AVAILABILITY_DAYS), '00:00');
      const taken = await q.takenStarts(db, row.id, from, to, now());
      return {
        ...toListItem(row),
        degree: row.degree,
        experience: row.experienceYears,
        location: {
          city: row.city,
          state: row.state,
          address: [row.addressLine1, row.addressLine2].filter(Boolean).join(', '),
        },
        address: { line1: row.addressLine1, line2: row.addressLine2, pincode: row.pincode },
        about: row.about,
        expertise: row.expertise,
        timeSlots,
        slots_booked: bookedSlotMap(taken),
      };
    },
  };
}

export type TherapistsService = ReturnType<typeof createTherapistsService>;
