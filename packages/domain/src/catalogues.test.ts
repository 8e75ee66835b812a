import { describe, it, expect } from 'vitest';
import {
  CONCERN_CATEGORIES,
  GENDER_FILTER_OPTIONS,
  GENDERS,
  LANGUAGES,
  PROFESSIONAL_TITLES,
  SESSION_MODES,
  SPECIALITY_TAGS,
  WEEKDAYS,
} from './catalogues';
import { weekdayKey } from './schemas/therapist';

const unique = (xs: readonly string[]) => new Set(xs).size === xs.length;

describe('catalogues', () => {
  it('have the spec sizes and no duplicates', () => {
    expect(LANGUAGES).toHaveLength(15);
    expect(CONCERN_CATEGORIES).toHaveLength(20);
    expect(SPECIALITY_TAGS).toHaveLength(39);
    for (const list of [LANGUAGES, CONCERN_CATEGORIES, SPECIALITY_TAGS, PROFESSIONAL_TITLES]) {
      expect(unique(list)).toBe(true);
    }
  });

  it('keeps the spec order', () => {
    expect(LANGUAGES.slice(0, 5)).toEqual(['English', 'Hindi', 'Bengali', 'Telugu', 'Marathi']);
    expect(LANGUAGES.at(-1)).toBe('Kashmiri');
    expect(CONCERN_CATEGORIES[0]).toBe('ADHD Counselling');
    expect(CONCERN_CATEGORIES.at(-1)).toBe('Workplace');
    expect(SPECIALITY_TAGS[0]).toBe('ADHD');
    expect(SPECIALITY_TAGS.at(-1)).toBe('Workplace Stress');
  });

  it('fixed small lists', () => {
    expect(GENDERS).toEqual(['Male', 'Female', 'Non-binary', 'Prefer not to say']);
    expect(GENDER_FILTER_OPTIONS).toEqual(['Male', 'Female', 'Non-binary', 'Not Specified']);
    expect(SESSION_MODES).toEqual(['In-Person', 'Online']);
    expect(WEEKDAYS).toEqual(weekdayKey.options);
    expect(PROFESSIONAL_TITLES).toContain('Clinical Psychologist');
  });
});
