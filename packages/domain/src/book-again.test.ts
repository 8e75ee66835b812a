import { describe, expect, it } from 'vitest';
import { nextSessionDay } from './book-again';

// 10:00 IST on Thursday 12 March 2026.
const now = new Date('2026-03-12T04:30:00Z');

describe('the day to book the next session', () => {
  it('is the same weekday a week after a session this week', () => {
    expect(nextSessionDay('10_3_2026', now)).toBe('17_3_2026');
    // A session earlier today: next week, not today.
    expect(nextSessionDay('12_3_2026', now)).toBe('19_3_2026');
  });

  it('is the next such weekday after today for a session weeks ago', () => {
    // Tuesday 17 February: Tuesdays 24 Feb, 3 Mar and 10 Mar have passed.
    expect(nextSessionDay('17_2_2026', now)).toBe('17_3_2026');
    // Thursday 5 March: Thursday 12 March is today, so the 19th.
    expect(nextSessionDay('5_3_2026', now)).toBe('19_3_2026');
  });

  it('crosses a month end and refuses a day that is no date', () => {
    expect(nextSessionDay('28_2_2026', new Date('2026-03-01T04:30:00Z'))).toBe('7_3_2026');
    expect(nextSessionDay('31_2_2026', now)).toBeNull();
  });
});
