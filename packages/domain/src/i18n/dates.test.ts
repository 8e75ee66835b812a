import { describe, expect, it } from 'vitest';
import { translatorFor } from './catalogues';
import { formatDateIn, formatTimeIn, nextAvailableText } from './dates';

describe('dates and times in each language, in IST', () => {
  it('keeps the English formats and reads Hindi through Intl hi-IN', () => {
    const day = { year: 2026, month: 11, day: 29 };
    expect(formatDateIn('en', day, 'long')).toBe('Sunday 29 November 2026');
    expect(formatDateIn('hi', day, 'long')).toBe('रविवार, 29 नवंबर 2026');
    expect(formatTimeIn('en', '18:00')).toBe('6:00 PM');
    expect(formatTimeIn('hi', '18:00')).toBe('शाम 6:00 बजे');
    expect(formatTimeIn('hi', '09:30')).toBe('सुबह 9:30 बजे');
  });

  it('says today and tomorrow in the reader’s language', () => {
    const now = new Date('2026-11-29T04:00:00Z');
    const hi = translatorFor('hi');
    expect(nextAvailableText({ slotDate: '30_11_2026', slotTime: '10:00' }, now, hi)).toBe(
      'कल, सुबह 10:00 बजे (भारतीय समय)',
    );
    expect(
      nextAvailableText({ slotDate: '30_11_2026', slotTime: '10:00' }, now, translatorFor('en')),
    ).toBe('Tomorrow, 10:00 AM IST');
  });
});
