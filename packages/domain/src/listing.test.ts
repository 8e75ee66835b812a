import { describe, it, expect } from 'vitest';
import {
  cityMatches,
  emptyFilters,
  genderMatches,
  hasActiveFilters,
  isTitleSlug,
  matchesListing,
  matchPreset,
  orderListing,
  pageButtons,
  slugifyTitle,
  titleForSlug,
  titleFromSlug,
  titleKey,
  toggleFilterValue,
  type ListingCandidate,
  type ListingFilters,
} from './listing';

const therapist = (over: Partial<ListingCandidate> = {}): ListingCandidate => ({
  available: true,
  professionalTitle: 'Clinical Psychologist',
  specialities: ['Anxiety', 'Depression'],
  languages: ['English', 'Hindi'],
  sessionModes: ['Online'],
  gender: 'Female',
  location: { city: 'Pune, Maharashtra' },
  ...over,
});
const f = (over: Partial<ListingFilters> = {}): ListingFilters => ({ ...emptyFilters(), ...over });

describe('cityMatches', () => {
  it('equal, trimmed and case-insensitive', () => {
    expect(cityMatches('  PUNE ', 'pune')).toBe(true);
  });
  it('a part of one equals a part of the other', () => {
    expect(cityMatches('Pune', 'Pune, Maharashtra')).toBe(true);
    expect(cityMatches('Maharashtra', 'Pune, Maharashtra')).toBe(true);
    expect(cityMatches('Mumbai, Maharashtra', 'Pune,Maharashtra')).toBe(true);
  });
  it('containment works both ways', () => {
    expect(cityMatches('Navi Mumbai', 'Mumbai')).toBe(true);
    expect(cityMatches('Mumbai', 'Navi Mumbai')).toBe(true);
    expect(cityMatches('mum', 'Mumbai')).toBe(true);
  });
  it('no match, empty values and empty parts', () => {
    expect(cityMatches('Delhi', 'Pune, Maharashtra')).toBe(false);
    expect(cityMatches('', 'Pune')).toBe(false);
    expect(cityMatches('Pune', '  ')).toBe(false);
    expect(cityMatches('Delhi,', ', Pune')).toBe(false);
  });
});

describe('matchesListing', () => {
  it('lists only available therapists', () => {
    expect(matchesListing(therapist(), f())).toBe(true);
    expect(matchesListing(therapist({ available: false }), f())).toBe(false);
  });
  it('speciality: case-insensitive, OR within the facet', () => {
    expect(matchesListing(therapist(), f({ specialities: ['anxiety'] }))).toBe(true);
    expect(matchesListing(therapist(), f({ specialities: ['OCD', 'DEPRESSION'] }))).toBe(true);
    expect(matchesListing(therapist(), f({ specialities: ['OCD'] }))).toBe(false);
    expect(matchesListing(therapist(), f({ specialities: ['Anx'] }))).toBe(false);
  });
  it('language and mode: case-insensitive equality', () => {
    expect(matchesListing(therapist(), f({ languages: ['hindi'] }))).toBe(true);
    expect(matchesListing(therapist(), f({ languages: ['Tamil'] }))).toBe(false);
    expect(matchesListing(therapist(), f({ modes: ['online'] }))).toBe(true);
    expect(matchesListing(therapist(), f({ modes: ['In-Person'] }))).toBe(false);
  });
  it('AND across facets', () => {
    expect(matchesListing(therapist(), f({ languages: ['Hindi'], modes: ['Online'] }))).toBe(true);
    expect(matchesListing(therapist(), f({ languages: ['Hindi'], modes: ['In-Person'] }))).toBe(
      false,
    );
  });
  it('title uses professionalTitle, falling back to speciality', () => {
    expect(matchesListing(therapist(), f({ titles: ['clinical psychologist'] }))).toBe(true);
    expect(matchesListing(therapist(), f({ titles: ['Psychiatrist'] }))).toBe(false);
    const legacy = therapist({ professionalTitle: '', speciality: 'Psychiatrist' });
    expect(matchesListing(legacy, f({ titles: ['psychiatrist'] }))).toBe(true);
  });
  it('gender, including Not Specified', () => {
    expect(matchesListing(therapist(), f({ genders: ['female'] }))).toBe(true);
    expect(matchesListing(therapist(), f({ genders: ['Male'] }))).toBe(false);
    expect(genderMatches('Not Specified', '')).toBe(true);
    expect(genderMatches('Not Specified', 'Prefer not to say')).toBe(true);
    expect(genderMatches('Not Specified', 'Male')).toBe(false);
    expect(genderMatches('Non-binary', 'non-binary')).toBe(true);
    expect(
      matchesListing(therapist({ gender: '' }), f({ genders: ['Male', 'Not Specified'] })),
    ).toBe(true);
  });
  it('location uses cityMatches, OR within the facet', () => {
    expect(matchesListing(therapist(), f({ locations: ['Delhi', 'pune'] }))).toBe(true);
    expect(matchesListing(therapist(), f({ locations: ['Delhi'] }))).toBe(false);
  });
  it('blank filter values do not constrain', () => {
    expect(matchesListing(therapist(), f({ languages: [' '] }))).toBe(true);
  });
  it('routeTitle: exact case-insensitive title, slug or title form', () => {
    expect(matchesListing(therapist(), f(), 'clinical-psychologist')).toBe(true);
    expect(matchesListing(therapist(), f(), 'Clinical Psychologist')).toBe(true);
    expect(matchesListing(therapist(), f(), 'psychologist')).toBe(false);
    expect(matchesListing(therapist(), f(), '')).toBe(true);
    expect(titleKey(' Clinical  Psychologist')).toBe('clinical psychologist');
  });
});

describe('filter helpers', () => {
  it('toggles values and reports activity', () => {
    const a = toggleFilterValue(emptyFilters(), 'languages', 'Hindi');
    expect(a.languages).toEqual(['Hindi']);
    expect(hasActiveFilters(a)).toBe(true);
    const b = toggleFilterValue(a, 'languages', 'hindi');
    expect(b.languages).toEqual([]);
    expect(hasActiveFilters(b)).toBe(false);
  });
});

describe('orderListing', () => {
  const cutoff = new Date('2025-11-01T00:00:00+05:30');
  it('puts items after the cutoff first, newest first, then the rest by seq', () => {
    const items = [
      { id: 'a', date: '2025-01-01T00:00:00Z', seq: 2 },
      { id: 'b', date: '2025-12-01T00:00:00Z', seq: 3 },
      { id: 'c', date: '2024-05-01T00:00:00Z', seq: 1 },
      { id: 'd', date: '2026-01-01T00:00:00Z', seq: 4 },
      { id: 'e', date: 'garbage', seq: 0 },
      { id: 'f', date: '2025-10-31T18:30:00Z', seq: 5 }, // exactly the cutoff: not after
    ];
    expect(orderListing(items, cutoff).map((i) => i.id)).toEqual(['d', 'b', 'e', 'c', 'a', 'f']);
    expect(items[0]?.id).toBe('a'); // input untouched
  });
});

describe('titles and slugs', () => {
  it('converts both ways', () => {
    expect(titleFromSlug('clinical-psychologist')).toBe('Clinical Psychologist');
    expect(titleFromSlug('PSYCHIATRIST')).toBe('Psychiatrist');
    expect(slugifyTitle('Clinical Psychologist')).toBe('clinical-psychologist');
    expect(slugifyTitle(' Marriage & Family Therapist ')).toBe('marriage-family-therapist');
  });

  it('tells a route slug from a malformed one', () => {
    expect(isTitleSlug('clinical-psychologist')).toBe(true);
    expect(isTitleSlug('clinical_psychologist')).toBe(false);
    expect(isTitleSlug('Clinical-Psychologist')).toBe(false);
    expect(isTitleSlug('clinical--psychologist')).toBe(false);
    expect(isTitleSlug('-psychologist')).toBe(false);
    expect(isTitleSlug('a'.repeat(121))).toBe(false);
  });

  it('names a slug as the catalogue writes the title', () => {
    const titles = ['Clinical Psychologist', 'Marriage and Family Therapist'];
    expect(titleForSlug('marriage-and-family-therapist', titles)).toBe(
      'Marriage and Family Therapist',
    );
    expect(titleForSlug('clinical-psychologist', titles)).toBe('Clinical Psychologist');
    expect(titleForSlug('sports-psychologist', titles)).toBe('Sports Psychologist');
  });
});

describe('pageButtons', () => {
  it('all pages when there are at most 5', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(1, 0)).toEqual([]);
  });
  it('a window of 5 with ellipses where pages are skipped', () => {
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis']);
    expect(pageButtons(3, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis']);
    expect(pageButtons(4, 10)).toEqual(['ellipsis', 2, 3, 4, 5, 6, 'ellipsis']);
    expect(pageButtons(8, 10)).toEqual(['ellipsis', 6, 7, 8, 9, 10]);
    expect(pageButtons(10, 10)).toEqual(['ellipsis', 6, 7, 8, 9, 10]);
  });
  it('clamps an out-of-range current page', () => {
    expect(pageButtons(99, 6)).toEqual(['ellipsis', 2, 3, 4, 5, 6]);
    expect(pageButtons(-3, 6)).toEqual([1, 2, 3, 4, 5, 'ellipsis']);
  });
});

describe('matchPreset', () => {
  const options = ['Pune, Maharashtra', 'Mumbai', 'Navi Mumbai'];
  it('exact case-insensitive first, then first contains match', () => {
    expect(matchPreset('mumbai', options)).toBe('Mumbai');
    expect(matchPreset('pune', options)).toBe('Pune, Maharashtra');
    expect(matchPreset('navi', options)).toBe('Navi Mumbai');
    expect(matchPreset('delhi', options)).toBeUndefined();
    expect(matchPreset('  ', options)).toBeUndefined();
  });
});
