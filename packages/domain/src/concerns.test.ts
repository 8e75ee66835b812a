import { describe, expect, it } from 'vitest';
import { CONCERN_CATEGORIES, SPECIALITY_TAGS } from './catalogues';
import {
  CONCERN_SPECIALITIES,
  concernListingTags,
  concernsServedBy,
  tagCounts,
  UNLISTED_CONCERNS,
} from './concerns';

describe('concern → speciality tags', () => {
  it('covers every concern with catalogue tags only', () => {
    expect(Object.keys(CONCERN_SPECIALITIES).sort()).toEqual([...CONCERN_CATEGORIES].sort());
    const tags = new Set<string>(SPECIALITY_TAGS);
    for (const list of Object.values(CONCERN_SPECIALITIES)) {
      for (const tag of list) expect(tags.has(tag), tag).toBe(true);
    }
    expect(UNLISTED_CONCERNS).toEqual(['Addiction', 'Digital Addiction']);
  });

  it('finds the concerns a therapist’s tags back, in tag order, without repeats', () => {
    expect(concernsServedBy(['Anxiety', 'Couples Therapy', 'Stress Management'])).toEqual([
      'Fear & Phobias',
      'Stress & Anxiety',
      'Relationships',
    ]);
    expect(concernsServedBy(['Adult Therapy', 'Music Therapy'])).toEqual([]);
  });

  it('links a concern only through tags someone carries', () => {
    const counts = tagCounts([
      { value: 'Anxiety', count: 3 },
      { value: 'Stress Management', count: 0 },
      { value: 'Couples therapy', count: 2 },
    ]);
    expect(concernListingTags('Stress & Anxiety', counts)).toEqual(['Anxiety']);
    expect(concernListingTags('Relationships', counts)).toEqual(['Couples Therapy']);
    expect(concernListingTags('Depression', counts)).toEqual([]);
    expect(concernListingTags('Addiction', counts)).toEqual([]);
  });
});
