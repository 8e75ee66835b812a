import { describe, it, expect } from 'vitest';
import { listingSearchQuery, searchResponse } from './search';

describe('listingSearchQuery', () => {
  it('defaults', () => {
    expect(listingSearchQuery.parse({})).toEqual({
      speciality: [],
      language: [],
      location: [],
      gender: [],
      title: [],
      mode: [],
      page: 1,
      pageSize: 12,
    });
  });

  it('accepts a single value or repeated values, never splitting on commas', () => {
    const q = listingSearchQuery.parse({
      language: 'hindi',
      location: ['Pune, Maharashtra', ' Delhi '],
      page: '3',
      pageSize: '24',
    });
    expect(q.language).toEqual(['hindi']);
    expect(q.location).toEqual(['Pune, Maharashtra', 'Delhi']);
    expect(q.page).toBe(3);
    expect(q.pageSize).toBe(24);
  });

  it('drops blank values', () => {
    expect(listingSearchQuery.parse({ speciality: ['', '  ', 'OCD'] }).speciality).toEqual(['OCD']);
  });

  it('bounds values, counts and paging', () => {
    expect(listingSearchQuery.safeParse({ speciality: 'x'.repeat(81) }).success).toBe(false);
    expect(listingSearchQuery.safeParse({ speciality: 'x'.repeat(80) }).success).toBe(true);
    expect(
      listingSearchQuery.safeParse({ mode: Array.from({ length: 21 }, (_, i) => `m${i}`) }).success,
    ).toBe(false);
    expect(listingSearchQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(listingSearchQuery.safeParse({ page: '10001' }).success).toBe(false);
    expect(listingSearchQuery.safeParse({ page: '1.5' }).success).toBe(false);
    expect(listingSearchQuery.safeParse({ pageSize: '49' }).success).toBe(false);
  });

  it('routeTitle must be a slug', () => {
    expect(listingSearchQuery.parse({ routeTitle: 'Clinical-Psychologist' }).routeTitle).toBe(
      'clinical-psychologist',
    );
    expect(listingSearchQuery.safeParse({ routeTitle: 'clinical psychologist' }).success).toBe(
      false,
    );
  });
});

describe('searchResponse', () => {
  it('parses an empty result', () => {
    const empty = {
      professionalTitles: [],
      specialities: [],
      languages: [],
      locations: [],
      genders: [],
      sessionModes: [],
    };
    const r = {
      success: true,
      doctors: [],
      total: 0,
      page: 1,
      pageSize: 12,
      totalPages: 0,
      facets: empty,
    };
    expect(searchResponse.parse(r)).toEqual(r);
  });
});

describe('listingSearchQuery: search, sort and availability choices', () => {
  it('accepts the defined values and trims the search text', () => {
    const q = listingSearchQuery.parse({
      q: '  priya   sharma ',
      sort: 'fee_asc',
      feeMin: '500',
      feeMax: '1500',
      minExperience: '3',
      availableWithin: 'week',
      availableOn: '7_3_2026',
      timeOfDay: 'evening',
    });
    expect(q).toMatchObject({
      q: 'priya sharma',
      sort: 'fee_asc',
      feeMin: 500,
      feeMax: 1500,
      minExperience: 3,
      availableWithin: 'week',
      availableOn: '7_3_2026',
      timeOfDay: 'evening',
    });
    expect(listingSearchQuery.parse({ q: '   ' }).q).toBeUndefined();
  });

  it('refuses unknown values with a message naming the choices', () => {
    const message = (input: object) => {
      const r = listingSearchQuery.safeParse(input);
      return r.success ? '' : (r.error.issues[0]?.message ?? '');
    };
    expect(message({ sort: 'cheap' })).toMatch(/^Unknown sort: use one of recommended/);
    expect(message({ timeOfDay: 'night' })).toMatch(/^Unknown timeOfDay/);
    expect(message({ availableOn: '2026-03-07' })).toMatch(/day_month_year/);
    expect(message({ feeMin: '1.5' })).toMatch(/whole number/);
    expect(message({ feeMin: '900', feeMax: '800' })).toMatch(/Minimum fee cannot be more/);
  });
});
