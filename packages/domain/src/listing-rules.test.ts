import { describe, expect, it } from 'vitest';
import {
  cityLabel,
  cityMatches,
  feeMatches,
  genderKey,
  genderMatches,
  recommendedKey,
  titleOf,
} from './listing-rules';

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
  it('any name of a city stands for it: old names, common spellings, Hindi', () => {
    expect(cityMatches('Bangalore', 'Bengaluru')).toBe(true);
    expect(cityMatches('Bengaluru', 'bangalore, Karnataka')).toBe(true);
    expect(cityMatches('Bombay', 'Navi Mumbai')).toBe(true);
    expect(cityMatches('Gurgaon', 'Gurugram')).toBe(true);
    expect(cityMatches('Calcutta', 'Kolkata')).toBe(true);
    expect(cityMatches('Madras', 'Chennai')).toBe(true);
    expect(cityMatches('Trivandrum', 'Thiruvananthapuram')).toBe(true);
    expect(cityMatches('Poona', 'Pune')).toBe(true);
    expect(cityMatches('Baroda', 'Vadodara')).toBe(true);
    expect(cityMatches('दिल्ली', 'New Delhi')).toBe(true);
    expect(cityMatches('बेंगलुरु', 'Bengaluru')).toBe(true);
    expect(cityMatches('Bombay', 'Pune')).toBe(false);
  });
  it('no match, empty values and empty parts', () => {
    expect(cityMatches('Delhi', 'Pune, Maharashtra')).toBe(false);
    expect(cityMatches('', 'Pune')).toBe(false);
    expect(cityMatches('Pune', '  ')).toBe(false);
    expect(cityMatches('Delhi,', ', Pune')).toBe(false);
    expect(cityMatches('%', 'Pune')).toBe(false);
  });
});

describe('genders', () => {
  it('Not Specified covers blank, Prefer not to say and unknown values', () => {
    expect(genderMatches('Not Specified', '')).toBe(true);
    expect(genderMatches('Not Specified', 'Prefer not to say')).toBe(true);
    expect(genderMatches('Not Specified', 'Male')).toBe(false);
    expect(genderMatches('Non-binary', 'non-binary')).toBe(true);
    expect(genderKey(' FEMALE ')).toBe('female');
    expect(genderKey('Agender')).toBe('not specified');
  });
});

describe('titles, cities, fees and order', () => {
  it('takes the professional title, else the legacy speciality', () => {
    expect(titleOf({ professionalTitle: ' Clinical-Psychologist ' })).toEqual({
      title: 'clinical-psychologist',
      key: 'clinical psychologist',
      label: 'Clinical-Psychologist',
    });
    expect(titleOf({ professionalTitle: ' ', speciality: 'Psychiatrist' }).title).toBe(
      'psychiatrist',
    );
    expect(titleOf({ professionalTitle: '', speciality: '' }).title).toBe('');
  });
  it('shows a city with each word capitalised', () => {
    expect(cityLabel('navi mumbai')).toBe('Navi Mumbai');
    expect(cityLabel('hyderabad,secunderabad')).toBe('Hyderabad,Secunderabad');
  });
  it('matches no fee choice without a fee', () => {
    expect(feeMatches(null, null, null)).toBe(true);
    expect(feeMatches(null, 100, null)).toBe(false);
    expect(feeMatches(1000, 1000, 1000)).toBe(true);
    expect(feeMatches(1001, null, 1000)).toBe(false);
  });
  it('puts therapists listed after the cutoff first, newest first, then original order', () => {
    const cutoff = Date.parse('2025-11-01T00:00:00+05:30');
    const key = (at: string, seq: number) => recommendedKey(Date.parse(at), seq, cutoff);
    const items = [
      { id: 'a', ...key('2025-01-01T00:00:00Z', 2) },
      { id: 'b', ...key('2025-12-01T00:00:00Z', 3) },
      { id: 'c', ...key('2024-05-01T00:00:00Z', 1) },
      { id: 'd', ...key('2026-01-01T00:00:00Z', 4) },
      { id: 'f', ...key('2025-10-31T18:30:00Z', 5) }, // exactly the cutoff: not after
    ];
    items.sort((x, y) => x.rank - y.rank || x.seq - y.seq);
    expect(items.map((i) => i.id)).toEqual(['d', 'b', 'c', 'a', 'f']);
  });
});
