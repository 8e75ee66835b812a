import { describe, expect, it } from 'vitest';
import { hourRows, mondayOf, weekOf } from './week';
import type { SessionView } from './session-view';

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
      new Date('2026-11-20T00:00:00Z'),
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

  const session = (slotDate: string, slotTime: string) =>
    ({ item: { id: `${slotDate}-${slotTime}`, slotDate, slotTime } }) as unknown as SessionView;

  it('shows no hour open once it has begun, nor any hour of a past day', () => {
    // Wednesday 25 November 2026, 11:30 IST.
    const now = new Date('2026-11-25T06:00:00Z');
    const hours = { Mon: ['10:00'], Wed: ['09:00', '11:00', '12:00'], Thu: ['10:00'] };
    const days = weekOf({ year: 2026, month: 11, day: 23 }, hours, {}, [], now);
    expect(days.map((d) => [d.key, d.hours, d.open])).toEqual([
      ['23_11_2026', ['10:00'], []],
      ['24_11_2026', [], []],
      ['25_11_2026', ['09:00', '11:00', '12:00'], ['12:00']],
      ['26_11_2026', ['10:00'], ['10:00']],
      ['27_11_2026', [], []],
      ['28_11_2026', [], []],
      ['29_11_2026', [], []],
    ]);
  });

  it('counts a booked hour as not open: a fully booked day has no open hour', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const days = weekOf(
      { year: 2026, month: 11, day: 23 },
      { Mon: ['10:00', '11:00'], Tue: ['10:00', '11:00'] },
      {},
      [
        session('23_11_2026', '10:00'),
        session('23_11_2026', '11:00'),
        session('24_11_2026', '11:00'),
      ],
      now,
    );
    expect(days[0]?.open).toEqual([]);
    expect(days[0]?.hours).toEqual(['10:00', '11:00']);
    expect(days[1]?.open).toEqual(['10:00']);
  });
});
