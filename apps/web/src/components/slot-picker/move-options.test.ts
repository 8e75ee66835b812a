import { describe, expect, it } from 'vitest';
import { openDaysFrom } from './move-options';

describe('openDaysFrom', () => {
  it('lists every day of the window, in IST, with the open times the server gave', () => {
    // 9:00 PM IST on Saturday 28 November 2026.
    const days = openDaysFrom(
      { '30_11_2026': ['10:00', '11:00'] },
      new Date('2026-11-28T15:30:00Z'),
      4,
    );
    expect(days.map((d) => [d.key, d.weekday, d.times])).toEqual([
      ['28_11_2026', 'Sat', []],
      ['29_11_2026', 'Sun', []],
      ['30_11_2026', 'Mon', ['10:00', '11:00']],
      ['1_12_2026', 'Tue', []],
    ]);
  });
});
