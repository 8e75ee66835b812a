import { describe, expect, it } from 'vitest';
import {
  CONCERN_CATEGORIES,
  LANGUAGES,
  PROFESSIONAL_TITLES,
  SESSION_MODES,
  SPECIALITY_TAGS,
} from '@app/domain/catalogues';
import { CONCERN_SPECIALITIES, UNLISTED_CONCERNS } from '@app/domain/concerns';
import { slugify } from '@app/domain/slug';
import { generateTherapists, RECENT_CUTOFF, withDemoFeaturedPool } from './demo-data';
import { FEATURED_MAX } from '@app/domain/constants';
import { CITIES } from './places';

const NOW = new Date('2026-03-15T10:00:00+05:30');
const small = generateTherapists(60, 1, NOW);
const big = generateTherapists(10_000, 1, NOW);
const share = (list: typeof big, test: (t: (typeof big)[number]) => boolean) =>
  list.filter(test).length / list.length;

describe('generateTherapists', () => {
  it('makes the requested number of records, the first 60 varied', () => {
    expect(small).toHaveLength(60);
    expect(big).toHaveLength(10_000);
    expect(new Set(small.map((t) => t.name)).size).toBe(60);
    expect(new Set(small.map((t) => t.city)).size).toBe(CITIES.length);
    expect(new Set(small.map((t) => t.professionalTitle)).size).toBe(PROFESSIONAL_TITLES.length);
    expect(new Set(small.map((t) => t.gender))).toEqual(
      new Set(['Female', 'Male', 'Non-binary', '']),
    );
  });

  it('is deterministic: same seed, same output; the first records do not depend on the count', () => {
    expect(generateTherapists(60, 1, NOW)).toEqual(small);
    expect(big.slice(0, 60)).toEqual(small);
    expect(generateTherapists(60, 2, NOW)).not.toEqual(small);
  });

  it('gives unique kebab-case slugs and avatar urls, even for 10,000', () => {
    expect(new Set(big.map((t) => t.slug)).size).toBe(big.length);
    for (const t of big) {
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.imageUrl).toBe(`/api/media/portraits/${t.slug}.webp`);
    }
    expect(slugify('Dr. Ananya  Iyer')).toBe('dr-ananya-iyer');
  });

  it('uses only catalogue values', () => {
    const languages = new Set<string>(LANGUAGES);
    const tags = new Set<string>(SPECIALITY_TAGS);
    const concerns = new Set<string>(CONCERN_CATEGORIES);
    const modes = new Set<string>(SESSION_MODES);
    const titles = new Set<string>(PROFESSIONAL_TITLES);
    const within = (list: readonly string[], allowed: Set<string>, min: number, max: number) =>
      list.length >= min &&
      list.length <= max &&
      new Set(list).size === list.length &&
      list.every((v) => allowed.has(v));
    const bad = big.filter(
      (t) =>
        !within(t.languages, languages, 1, 4) ||
        !within(t.specialities, tags, 3, 8) ||
        !within(t.expertise, concerns, 2, 5) ||
        !within(t.sessionModes, modes, 1, 2) ||
        !titles.has(t.professionalTitle),
    );
    expect(bad.map((t) => t.slug)).toEqual([]);
    // Most of the catalogue is in use.
    expect(new Set(big.flatMap((t) => t.languages)).size).toBe(LANGUAGES.length);
    expect(new Set(big.flatMap((t) => t.specialities)).size).toBe(SPECIALITY_TAGS.length);
    expect(new Set(big.flatMap((t) => t.expertise)).size).toBe(CONCERN_CATEGORIES.length);
  });

  it('names a listed concern under "Area of expertise" only with a speciality that lists it', () => {
    for (const t of big) {
      for (const concern of t.expertise) {
        const tags: readonly string[] = CONCERN_SPECIALITIES[concern];
        if (UNLISTED_CONCERNS.includes(concern)) continue;
        expect(
          t.specialities.some((tag) => tags.includes(tag)),
          `${t.slug}: ${concern}`,
        ).toBe(true);
      }
    }
  });

  it('gives the default demo someone listed for every concern and speciality that has a listing', () => {
    const listed = generateTherapists(72, 1, NOW).filter((t) => t.available);
    const tags = new Set(listed.flatMap((t) => t.specialities));
    expect(SPECIALITY_TAGS.filter((tag) => !tags.has(tag))).toEqual([]);
    const concerns = new Set(listed.flatMap((t) => t.expertise));
    expect(CONCERN_CATEGORIES.filter((c) => !concerns.has(c))).toEqual([]);
  });

  it('keeps languages plausible for the city and language tags truthful', () => {
    for (const t of big) {
      const city = CITIES.find((c) => c.city === t.city);
      expect(city?.state).toBe(t.state);
      const local = new Set<string>(['English', ...(city?.languages ?? [])]);
      expect(
        t.languages.some((l) => local.has(l)),
        `${t.name} in ${t.city}: ${t.languages.join(', ')}`,
      ).toBe(true);
      for (const lang of ['Bengali', 'Hindi', 'Tamil', 'Telugu']) {
        if (t.specialities.includes(`${lang}-Speaking Therapist` as never))
          expect(t.languages).toContain(lang);
      }
    }
  });

  it('keeps titles, honorifics, fees and experience consistent', () => {
    for (const t of big) {
      if (t.name.startsWith('Dr. '))
        expect(t.professionalTitle === 'Psychiatrist' || t.degree.includes('PhD'), t.name).toBe(
          true,
        );
      if (t.professionalTitle === 'Psychiatrist') {
        expect(t.name.startsWith('Dr. ')).toBe(true);
        expect(t.degree).toMatch(/MBBS/);
      }
      if (t.feeRupees !== null) {
        expect(t.feeRupees).toBeGreaterThanOrEqual(600);
        expect(t.feeRupees).toBeLessThanOrEqual(3500);
        expect(t.feeRupees % 100).toBe(0);
      }
      expect(t.experienceYears).toBeGreaterThanOrEqual(2);
      expect(t.experienceYears).toBeLessThanOrEqual(30);
      expect(t.status).toBe('approved');
      const sentences = t.about.split(/(?<!\bDr)\.\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
    expect(share(big, (t) => t.feeRupees === null)).toBeGreaterThan(0.03);
    expect(share(big, (t) => t.feeRupees === null)).toBeLessThan(0.07);
  });

  it('gives valid weekly hours on 3–6 weekdays', () => {
    const bad = big.filter((t) => {
      const days = new Set(t.hours.map((h) => h.weekday));
      const keys = new Set(t.hours.map((h) => `${h.weekday} ${h.startTime}`));
      return (
        days.size < 3 ||
        days.size > 6 ||
        keys.size !== t.hours.length ||
        t.hours.some(
          (h) =>
            !/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(h.startTime) ||
            !Number.isInteger(h.weekday) ||
            h.weekday < 0 ||
            h.weekday > 6,
        )
      );
    });
    expect(bad.map((t) => t.slug)).toEqual([]);
  });

  it('gives in-person therapists an address and online-only ones none', () => {
    for (const t of big) {
      if (t.sessionModes.includes('In-Person')) {
        expect(t.addressLine1).not.toBe('');
        expect(t.addressLine2).not.toBe('');
        expect(t.pincode).toMatch(/^[1-9][0-9]{5}$/);
      } else {
        expect(t.addressLine1).toBe('');
        expect(t.pincode).toBe('');
      }
    }
    expect(
      share(big, (t) => t.sessionModes.length === 1 && t.sessionModes[0] === 'Online'),
    ).toBeGreaterThan(0.2);
    expect(
      share(big, (t) => t.sessionModes.length === 1 && t.sessionModes[0] === 'In-Person'),
    ).toBeGreaterThan(0.1);
  });

  it('mixes featured (current and expired), verified, unavailable and recent profiles', () => {
    for (const list of [small, big]) {
      const active = list.filter(
        (t) => t.featured && t.featuredExpiry !== null && t.featuredExpiry > NOW,
      );
      const expired = list.filter(
        (t) => t.featured && t.featuredExpiry !== null && t.featuredExpiry <= NOW,
      );
      expect(active.length).toBeGreaterThan(0);
      expect(expired.length).toBeGreaterThan(0);
      expect(list.every((t) => t.featured === (t.featuredExpiry !== null))).toBe(true);
      expect(list.some((t) => !t.available)).toBe(true);
      expect(list.every((t) => t.listedAt <= NOW && t.listedAt.getUTCFullYear() >= 2024)).toBe(
        true,
      );
    }
    expect(share(big, (t) => t.featured && t.featuredExpiry! > NOW)).toBeCloseTo(0.12, 1);
    expect(share(big, (t) => t.featured && t.featuredExpiry! <= NOW)).toBeCloseTo(0.05, 1);
    expect(share(big, (t) => t.verified)).toBeCloseTo(0.35, 1);
    expect(share(big, (t) => !t.available)).toBeCloseTo(0.06, 1);
    expect(share(big, (t) => t.listedAt > RECENT_CUTOFF)).toBeCloseTo(0.25, 1);
    const first = small[0];
    expect(first?.verified && first.available && first.featured).toBe(true);
  });
});

describe('withDemoFeaturedPool', () => {
  it('starts the demo therapist unfeatured and leaves room for one more live placement', () => {
    const pooled = withDemoFeaturedPool(generateTherapists(72, 1, NOW), NOW);
    const live = pooled.filter((t) => t.featured && t.featuredExpiry! > NOW);
    expect(pooled[0]).toMatchObject({ featured: false, featuredExpiry: null });
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThanOrEqual(FEATURED_MAX - 1);
    expect(pooled.every((t) => t.featured === (t.featuredExpiry !== null))).toBe(true);
    expect(pooled.map((t) => t.slug)).toEqual(generateTherapists(72, 1, NOW).map((t) => t.slug));
  });
});
