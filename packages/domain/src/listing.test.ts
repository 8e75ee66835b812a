import { describe, it, expect } from 'vitest';
import {
  emptyFilters,
  hasActiveFilters,
  isTitleSlug,
  matchPreset,
  pageButtons,
  slugifyTitle,
  titleForSlug,
  titleFromSlug,
  titleKey,
  toggleFilterValue,
} from './listing';

describe('titleKey', () => {
  it('reads a slug and a title alike', () => {
    expect(titleKey(' Clinical  Psychologist')).toBe('clinical psychologist');
    expect(titleKey('clinical-psychologist')).toBe('clinical psychologist');
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
