import {
  compileQuery,
  createListingStore,
  pageIds,
  type ListingQuery,
} from '@app/domain/listing-index';
import { generateTherapists, RECENT_CUTOFF } from '../db/seed/demo-data';

/** The seed's 72 demo therapists in a listing store, as the search tests read them. */
const NOW = new Date('2026-11-20T10:00:00+05:30');
export const demo = generateTherapists(72, 1, NOW);

export const store = createListingStore(RECENT_CUTOFF);
store.apply(
  demo.map((t, seq) => ({
    id: t.slug,
    listed: t.available,
    seq,
    listedAt: t.listedAt.getTime(),
    name: t.name,
    professionalTitle: t.professionalTitle,
    speciality: t.speciality,
    specialities: t.specialities,
    expertise: t.expertise,
    languages: t.languages,
    sessionModes: t.sessionModes,
    gender: t.gender,
    city: t.city,
    feeRupees: t.feeRupees,
    experienceYears: t.experienceYears,
    likes: t.likes,
  })),
);

const NO_FILTERS: ListingQuery = {
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
};

/** The slugs a search text puts first, in the recommended order. */
export const searchFirst = (text: string, limit: number) =>
  pageIds(store, compileQuery(store, { ...NO_FILTERS, text }), {
    sort: 'recommended',
    offset: 0,
    limit,
  });
