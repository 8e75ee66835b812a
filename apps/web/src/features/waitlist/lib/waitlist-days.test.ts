import { describe, expect, it } from 'vitest';
import { dayLabel, inputValueOfKey, pickableDays, slotKeyOfInput } from './waitlist-days';

describe('waitlist days', () => {
  it('turns a date input value into a slot date key and back', () => {
    expect(slotKeyOfInput('2026-03-07')).toBe('7_3_2026');
    expect(inputValueOfKey('7_3_2026')).toBe('2026-03-07');
    expect(slotKeyOfInput('')).toBe('');
    expect(inputValueOfKey('31_2_2026')).toBe('');
  });

  it('offers today (IST) to the end of the booking window', () => {
    // 23:00 UTC on 9 March is 04:30 IST on 10 March.
    expect(pickableDays(new Date('2026-03-09T23:00:00Z'))).toEqual({
      min: '2026-03-10',
      max: '2026-04-08',
    });
  });

  it('names a day in the page language', () => {
    expect(dayLabel('12_3_2026', 'en')).toBe('Thu, 12 Mar');
    expect(dayLabel('12_3_2026', 'hi')).toMatch(/[\u0900-\u097F]/);
  });
});
