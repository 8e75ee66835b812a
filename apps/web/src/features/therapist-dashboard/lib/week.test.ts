import { describe, expect, it } from 'vitest';
import { hourRows, mondayOf, weekOf } from './week';

describe('the dashboard week', () => {
  it('starts on the Monday of the IST week', () => {
    // Sunday 29 November 2026 belongs to the week of Monday 23 November.
    expect(mondayOf({ year: 2026, month: 11, day: 29 })).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
    expect(mondayOf({ year: 2026, month: 11, day: 23 })).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
  });

  it('marks time off, applies date hours and widens the hour rows to what it shows', () => {
    const days = weekOf(
      { year: 2026, month: 11, day: 23 },
      { Mon: ['10:00'], Tue: ['10:00'], Sat: [] },
      {
        timeOff: [{ from: '24_11_2026', to: '25_11_2026' }],
        dateHours: { '28_11_2026': ['07:00', '21:00'] },
      },
      [],
    );
    expect(days.map((d) => [d.key, d.timeOff, d.open])).toEqual([
      ['23_11_2026', false, ['10:00']],
      ['24_11_2026', true, []],
      ['25_11_2026', true, []],
      ['26_11_2026', false, []],
      ['27_11_2026', false, []],
      ['28_11_2026', false, ['07:00', '21:00']],
      ['29_11_2026', false, []],
    ]);
    const rows = hourRows(days);
    expect(rows[0]).toBe('07:00');
    expect(rows.at(-1)).toBe('21:00');
  });
});
