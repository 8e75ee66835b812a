import { describe, expect, it } from 'vitest';
import { seriesAmountPaise, seriesOccurrences, weeklyDates } from './series';

// 2026-03-17 is a Tuesday; 09:30 IST.
const now = new Date('2026-03-17T04:00:00Z');
const tuesdays = { Tue: ['18:00'] };

describe('weeklyDates', () => {
  it('steps a week at a time across month and year ends', () => {
    expect(weeklyDates('29_12_2026', 3)).toEqual(['29_12_2026', '5_1_2027', '12_1_2027']);
  });
  it('answers nothing for a malformed date', () => {
    expect(weeklyDates('2026-12-29', 3)).toEqual([]);
  });
});

describe('seriesOccurrences', () => {
  const base = { now, timeSlots: tuesdays, taken: {}, slotDate: '17_3_2026', slotTime: '18:00' };

  it('marks a week of time off unavailable and charges only the free weeks', () => {
    const weeks = seriesOccurrences({
      ...base,
      weeks: 4,
      timeOff: [{ from: '31_3_2026', to: '1_4_2026' }],
    });
    expect(weeks.map((w) => [w.slotDate, w.available])).toEqual([
      ['17_3_2026', true],
      ['24_3_2026', true],
      ['31_3_2026', false],
      ['7_4_2026', true],
    ]);
    expect(weeks[2]).toMatchObject({ reason: 'time-off' });
    expect(seriesAmountPaise(weeks)).toBe(3 * 9900);
  });

  it('gives the reason of each other problem: taken, date hours without the time', () => {
    const weeks = seriesOccurrences({
      ...base,
      weeks: 3,
      taken: { '24_3_2026': ['18:00'] },
      dateHours: { '31_3_2026': ['10:00'] },
    });
    expect(weeks.map((w) => (w.available ? 'free' : w.reason))).toEqual([
      'free',
      'taken',
      'outside-hours',
    ]);
  });

  it('reaches past the 30-day window for later weeks', () => {
    const weeks = seriesOccurrences({ ...base, slotDate: '14_4_2026', weeks: 12 });
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toMatchObject({ slotDate: '30_6_2026', available: true });
  });

  it('refuses a first week that is too soon by the notice', () => {
    const [first] = seriesOccurrences({
      ...base,
      weeks: 2,
      slotTime: '18:00',
      timeSlots: { Tue: ['18:00'] },
      minimumNoticeHours: 12,
    });
    expect(first).toMatchObject({ available: false, reason: 'too-soon' });
  });
});
