import type { TherapistDetail, TherapistListItem } from '@app/domain/schemas/therapist';
import type { ListingSearchQuery, SearchResponse } from '@app/domain/schemas/search';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/errors';
import * as q from './therapists.queries';
import type { TherapistRow } from './therapists.queries';
import { createTotalsCache, searchTherapists } from './search.service';
import { isUuid, type AvailabilityService } from '../booking/availability.service';

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

export function createTherapistsService(deps: {
  db: Db;
  listingCutoff: Date;
  /** `timeSlots` and `slots_booked` come from the one availability service. */
  availability: Pick<AvailabilityService, 'bookedSlots' | 'weeklyHours'>;
}) {
  const { db, listingCutoff, availability } = deps;
  const totals = createTotalsCache();

  return {
    async list(callerId: string | null): Promise<TherapistListItem[]> {
      const rows = await q.listListed(db, callerId, listingCutoff);
      return rows.map(toListItem);
    },

    /** One page of the filtered listing with its total and facet counts. */
    async search(
      query: ListingSearchQuery,
      callerId: string | null,
    ): Promise<Omit<SearchResponse, 'success'>> {
      const found = await searchTherapists({ db, listingCutoff, totals }, query, callerId);
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
      return detail(await q.findApproved(db, { slug }, callerId));
    },

    async byId(id: string, callerId: string | null): Promise<TherapistDetail> {
      return detail(isUuid(id) ? await q.findApproved(db, { id }, callerId) : null);
    },
  };

  async function detail(row: Awaited<ReturnType<typeof q.findApproved>>): Promise<TherapistDetail> {
    if (!row) throw notFound('Unable to find therapist');
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
      timeSlots: await availability.weeklyHours(row.id),
      slots_booked: await availability.bookedSlots(row.id),
    };
  }
}

export type TherapistsService = ReturnType<typeof createTherapistsService>;
