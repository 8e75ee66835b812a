import { describe, expect, it } from 'vitest';
import { firstOpenAsAsked, type OpenTimes } from './open-times';

const bits = (...hours: number[]) => hours.reduce((m, h) => m | (1 << h), 0);
const EVENING = bits(17, 18, 19, 20, 21, 22, 23);
const ALL_HOURS = 2 ** 24 - 1;

describe('firstOpenAsAsked', () => {
  // Window from day 100; today is day 101: 10 AM and 6 PM free tomorrow, 11 AM today.
  const row: OpenTimes = {
    windowStart: 100,
    dayMasks: [bits(9), bits(11), bits(10, 18), bits(19)],
    nextAvailable: 0,
  };
  const asked = { today: 101, hoursLeftToday: bits(11, 12, 13) | EVENING };

  it('is the first open hour of the days and time of day asked for', () => {
    expect(firstOpenAsAsked(row, { ...asked, days: [1], hours: EVENING })).toEqual({
      day: 102,
      hour: 18,
    });
    expect(firstOpenAsAsked(row, { ...asked, days: [1], hours: ALL_HOURS })).toEqual({
      day: 102,
      hour: 10,
    });
    expect(firstOpenAsAsked(row, { ...asked, days: null, hours: EVENING })).toEqual({
      day: 102,
      hour: 18,
    });
    expect(firstOpenAsAsked(row, { ...asked, days: [2, 1], hours: EVENING })).toEqual({
      day: 102,
      hour: 18,
    });
  });

  it("skips today's hours already past, and answers null when nothing fits", () => {
    expect(
      firstOpenAsAsked(row, { ...asked, hoursLeftToday: bits(12), days: [0], hours: ALL_HOURS }),
    ).toBeNull();
    expect(firstOpenAsAsked(row, { ...asked, days: [0], hours: ALL_HOURS })).toEqual({
      day: 101,
      hour: 11,
    });
    expect(firstOpenAsAsked(row, { ...asked, days: [0], hours: EVENING })).toBeNull();
    expect(firstOpenAsAsked(undefined, { ...asked, days: null, hours: EVENING })).toBeNull();
  });
});
