import { describe, expect, it } from 'vitest';
import { listingSearchQuery } from '@app/domain/schemas/search';
import { summaryKey, toCriteria } from './search.service';

const NOW = new Date('2026-11-26T06:30:00Z');
const criteriaOf = (params: Record<string, string>) =>
  toCriteria(listingSearchQuery.parse(params), NOW);

describe('summaryKey', () => {
  it('is shared by every order of one filter mix', () => {
    const recommended = summaryKey(criteriaOf({ language: 'Hindi', q: 'anxiety' }));
    for (const sort of ['fee_asc', 'fee_desc', 'experience', 'likes', 'soonest'])
      expect(summaryKey(criteriaOf({ language: 'Hindi', q: 'anxiety', sort }))).toBe(recommended);
  });

  it('differs when anything that narrows the listing differs', () => {
    const base = summaryKey(criteriaOf({ language: 'Hindi' }));
    expect(summaryKey(criteriaOf({ language: 'English' }))).not.toBe(base);
    expect(summaryKey(criteriaOf({ language: 'Hindi', feeMax: '1500' }))).not.toBe(base);
    expect(summaryKey(criteriaOf({ language: 'Hindi', timeOfDay: 'evening' }))).not.toBe(base);
  });
});
