/**
 * The SQL search and the domain's listing rules must agree: the same fixture and the same filter
 * cases go through the endpoint and through matchesListing/orderListing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyFilters,
  matchesListing,
  orderListing,
  type ListingFilters,
} from '@app/domain/listing';
import { searchResponse, type SearchFacets } from '@app/domain/schemas/search';
import { buildTestApp, resetDatabase } from '../../../test/harness';
import { insertTherapist } from '../../../test/factories';

const TITLES = [
  'Clinical Psychologist',
  'clinical psychologist ',
  'Counsellor',
  '',
  'Psychiatrist',
  'Clinical-Psychologist',
];
const LEGACY = ['Psychiatrist', 'Counsellor', 'Clinical Psychologist'];
const SPECIALITIES = [
  ['Anxiety', 'OCD'],
  ['anxiety '],
  ['PTSD', 'Depression'],
  [],
  ['Couples Therapy', 'DEPRESSION'],
  ['OCD'],
];
const LANGUAGES = [
  ['English', 'Hindi'],
  ['hindi'],
  ['Tamil', 'English'],
  [],
  ['Marathi', ' Hindi'],
  ['Bengali'],
];
const MODES = [['Online'], ['In-Person'], ['online', 'In-Person'], [], ['IN-PERSON']];
const GENDERS = ['Female', 'male', '', 'Non-binary', 'Prefer not to say', 'Agender', ' FEMALE '];
const CITIES = [
  ' Pune ',
  'Pune, Maharashtra',
  'Navi Mumbai',
  'Mumbai',
  '',
  'New Delhi',
  'Delhi NCR',
  'bangalore',
  'Bengaluru, Karnataka',
  'Hyderabad,Secunderabad',
  '\tChennai\n',
];
const DATES = [
  '2025-12-20T10:00:00Z',
  '2025-03-01T00:00:00Z',
  '2025-11-02T00:00:00Z',
  '2024-06-15T00:00:00Z',
  '2025-12-20T10:00:00Z',
];

const pick = <T>(list: readonly T[], i: number, step: number): T =>
  list[(i * step) % list.length] as T;

type Case = { name: string; filters: Partial<ListingFilters>; routeTitle?: string };
const CASES: Case[] = [
  { name: 'no filters', filters: {} },
  { name: 'one language, any case', filters: { languages: ['HINDI'] } },
  { name: 'languages OR-ed', filters: { languages: ['Tamil', 'Bengali'] } },
  { name: 'language AND mode', filters: { languages: ['English'], modes: ['In-Person'] } },
  { name: 'both modes', filters: { modes: ['Online', 'In-Person'] } },
  { name: 'speciality', filters: { specialities: ['anxiety'] } },
  { name: 'specialities OR-ed', filters: { specialities: ['PTSD', 'Couples Therapy'] } },
  { name: 'title with legacy fallback', filters: { titles: ['Psychiatrist'] } },
  { name: 'titles OR-ed', filters: { titles: ['counsellor', 'Clinical Psychologist'] } },
  { name: 'gender', filters: { genders: ['Female'] } },
  { name: 'gender not specified', filters: { genders: ['Not Specified'] } },
  { name: 'genders OR-ed', filters: { genders: ['Male', 'Non-binary'] } },
  { name: 'city equal', filters: { locations: ['pune'] } },
  { name: 'city part contained', filters: { locations: ['Mumbai'] } },
  { name: 'city with parts', filters: { locations: ['Karnataka, India'] } },
  { name: 'city filter containing a part', filters: { locations: ['Greater Mumbai'] } },
  { name: 'cities OR-ed', filters: { locations: ['Chennai', 'Secunderabad'] } },
  { name: 'title route', filters: {}, routeTitle: 'clinical-psychologist' },
  {
    name: 'title route + filters',
    filters: { languages: ['English'], genders: ['Female'] },
    routeTitle: 'clinical-psychologist',
  },
  { name: 'title route, legacy only', filters: {}, routeTitle: 'psychiatrist' },
  {
    name: 'everything',
    filters: {
      languages: ['Hindi', 'English'],
      modes: ['Online'],
      specialities: ['Anxiety', 'OCD'],
      locations: ['Pune'],
    },
  },
  { name: 'nothing matches', filters: { languages: ['Kashmiri'] } },
];

const FACET_PARAMS: Record<keyof ListingFilters, string> = {
  specialities: 'speciality',
  languages: 'language',
  locations: 'location',
  genders: 'gender',
  titles: 'title',
  modes: 'mode',
};

function queryString(c: Case): string {
  const params = new URLSearchParams({ pageSize: '48' });
  for (const [facet, values] of Object.entries(c.filters) as [keyof ListingFilters, string[]][]) {
    for (const v of values) params.append(FACET_PARAMS[facet], v);
  }
  if (c.routeTitle) params.set('routeTitle', c.routeTitle);
  return params.toString();
}

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let fixture: Array<
  Parameters<typeof matchesListing>[0] & { slug: string; date: string; seq: number }
>;

beforeAll(async () => {
  ctx = await buildTestApp();
  await resetDatabase(ctx.database);
  fixture = [];
  const rows = Array.from({ length: 32 }, (_, i) => ({
    slug: `parity-${i}`,
    professionalTitle: pick(TITLES, i, 1),
    speciality: pick(LEGACY, i, 1),
    specialities: pick(SPECIALITIES, i, 5),
    languages: pick(LANGUAGES, i, 7),
    sessionModes: pick(MODES, i, 3),
    gender: pick(GENDERS, i, 3),
    city: pick(CITIES, i, 1),
    available: i % 9 !== 4,
    listedAt: new Date(pick(DATES, i, 3)),
  }));
  // One value twice in one therapist's lists, spelt differently: counted once in its facet.
  rows.push({
    ...rows[0]!,
    slug: 'parity-repeats',
    specialities: ['Anxiety', ' anxiety', 'OCD'],
    languages: ['Hindi', 'HINDI ', 'English'],
    sessionModes: ['Online', 'online '],
  });
  for (const values of rows) {
    const row = await insertTherapist(ctx.db, values);
    fixture.push({
      slug: row.slug,
      seq: row.seq,
      date: row.listedAt.toISOString(),
      available: row.available,
      professionalTitle: row.professionalTitle,
      speciality: row.speciality,
      specialities: row.specialities,
      languages: row.languages,
      sessionModes: row.sessionModes,
      gender: row.gender,
      location: { city: row.city },
    });
  }
});
afterAll(async () => {
  await ctx.app.close();
});

const expected = (filters: ListingFilters, routeTitle?: string) =>
  orderListing(
    fixture.filter((t) => matchesListing(t, filters, routeTitle)),
    ctx.config.listingCutoff,
  ).map((t) => t.slug);

// Facet value → the filters that selecting only that value would apply (locations count city groups,
// not the contains rule, so they are checked separately).
const COUNTED: [keyof SearchFacets, keyof ListingFilters][] = [
  ['specialities', 'specialities'],
  ['languages', 'languages'],
  ['sessionModes', 'modes'],
  ['genders', 'genders'],
  ['professionalTitles', 'titles'],
];

describe('search parity with the domain listing rules', () => {
  it('has a varied fixture', () => {
    expect(expected(emptyFilters()).length).toBeGreaterThan(20);
    const sizes = CASES.map(
      (c) => expected({ ...emptyFilters(), ...c.filters }, c.routeTitle).length,
    );
    expect(CASES.filter((_, i) => sizes[i] === 0).map((c) => c.name)).toEqual(['nothing matches']);
    expect(sizes.at(-1)).toBe(0);
  });

  it.each(CASES)('$name', async (c) => {
    const filters = { ...emptyFilters(), ...c.filters };
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/therapist/search?${queryString(c)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = searchResponse.parse(res.json());
    const want = expected(filters, c.routeTitle);
    expect(body.doctors.map((d) => d.slug)).toEqual(want);
    expect(body.total).toBe(want.length);

    for (const [facet, filterKey] of COUNTED) {
      for (const { value, count } of body.facets[facet]) {
        const alone = expected({ ...filters, [filterKey]: [value] }, c.routeTitle).length;
        expect({ facet, value, count }).toEqual({ facet, value, count: alone });
      }
    }
    const cityCount = (city: string) =>
      fixture.filter(
        (t) =>
          t.location.city.trim().toLowerCase() === city.toLowerCase() &&
          matchesListing(t, { ...filters, locations: [] }, c.routeTitle),
      ).length;
    for (const { value, count } of body.facets.locations) expect(count).toBe(cityCount(value));
  });
});
