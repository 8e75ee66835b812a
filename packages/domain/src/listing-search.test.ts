import { describe, expect, it } from 'vitest';
import {
  availabilityDays,
  hasActiveChoices,
  hourMask,
  hoursLeftToday,
  nextAvailableLabel,
  nextIstHourStart,
  readSearchChoices,
  timeOfDayMask,
  writeSearchChoices,
} from './listing-search';

// The runtime's URLSearchParams (the domain package compiles without DOM types).
const { URLSearchParams } = globalThis as unknown as {
  URLSearchParams: new (init?: string) => {
    get(name: string): string | null;
    set(name: string, value: string): void;
    toString(): string;
  };
};

// Wednesday 2 December 2026, 09:30 IST.
const NOW = new Date('2026-12-02T04:00:00Z');

describe('availability masks', () => {
  it('sets one bit per IST start hour', () => {
    expect(hourMask(['09:00', '09:30', '17:00'])).toBe((1 << 9) | (1 << 17));
    expect(hourMask(['bad'])).toBe(0);
  });

  it('splits the day at 12:00 and 17:00', () => {
    expect(timeOfDayMask('morning') & hourMask(['11:30'])).not.toBe(0);
    expect(timeOfDayMask('morning') & hourMask(['12:00'])).toBe(0);
    expect(timeOfDayMask('afternoon') & hourMask(['16:00'])).not.toBe(0);
    expect(timeOfDayMask('afternoon') & hourMask(['17:00'])).toBe(0);
    expect(timeOfDayMask('evening') & hourMask(['23:00'])).not.toBe(0);
    expect(timeOfDayMask(undefined)).toBe(0xffffff);
  });

  it('keeps the current hour and later for today', () => {
    expect(hoursLeftToday(NOW) & hourMask(['09:00'])).not.toBe(0);
    expect(hoursLeftToday(NOW) & hourMask(['08:00'])).toBe(0);
  });
  it('keeps an availability answer until the next IST hour starts', () => {
    expect(nextIstHourStart(NOW).toISOString()).toBe('2026-12-02T04:30:00.000Z');
    expect(nextIstHourStart(new Date('2026-12-02T04:29:59.999Z')).toISOString()).toBe(
      '2026-12-02T04:30:00.000Z',
    );
    // 23:30 IST: the next hour is tomorrow's first.
    expect(nextIstHourStart(new Date('2026-12-02T18:00:00Z')).toISOString()).toBe(
      '2026-12-02T18:30:00.000Z',
    );
    expect(hoursLeftToday(new Date('2026-12-02T04:30:00Z')) & hourMask(['09:00'])).toBe(0);
  });
});

describe('availabilityDays', () => {
  it('answers window days from today (IST)', () => {
    expect(availabilityDays({}, NOW)).toBeNull();
    expect(availabilityDays({ availableWithin: 'today' }, NOW)).toEqual([0]);
    expect(availabilityDays({ availableWithin: 'tomorrow' }, NOW)).toEqual([1]);
    expect(availabilityDays({ availableWithin: 'week' }, NOW)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(availabilityDays({ availableOn: '5_12_2026' }, NOW)).toEqual([3]);
    expect(availabilityDays({ availableOn: '1_12_2026' }, NOW)).toEqual([]);
    expect(availabilityDays({ availableOn: '1_1_2027' }, NOW)).toEqual([]);
    expect(availabilityDays({ availableWithin: 'week', availableOn: '5_12_2026' }, NOW)).toEqual([
      3,
    ]);
    expect(
      availabilityDays({ availableWithin: 'tomorrow', availableOn: '5_12_2026' }, NOW),
    ).toEqual([]);
  });
});

describe('nextAvailableLabel', () => {
  it('names today and tomorrow, else the date', () => {
    expect(nextAvailableLabel({ slotDate: '2_12_2026', slotTime: '18:00' }, NOW)).toBe(
      'Today, 6:00 PM IST',
    );
    expect(nextAvailableLabel({ slotDate: '3_12_2026', slotTime: '10:00' }, NOW)).toBe(
      'Tomorrow, 10:00 AM IST',
    );
    expect(nextAvailableLabel({ slotDate: '5_12_2026', slotTime: '11:00' }, NOW)).toBe(
      'Sat, 5 Dec, 11:00 AM IST',
    );
  });
});

describe('search choices in the URL', () => {
  it('round-trips the set choices and drops values the API would refuse', () => {
    const choices = readSearchChoices(
      new URLSearchParams(
        'q=%20priya%20%20sharma&sort=fee_asc&feeMax=1500&minExperience=5&availableWithin=week&timeOfDay=evening&availableOn=31_2_2026&feeMin=x',
      ),
    );
    expect(choices).toEqual({
      q: 'priya sharma',
      sort: 'fee_asc',
      feeMax: 1500,
      minExperience: 5,
      availableWithin: 'week',
      timeOfDay: 'evening',
    });
    const params = new URLSearchParams();
    writeSearchChoices({ ...choices, sort: 'recommended' }, params);
    expect(params.toString()).toBe(
      'q=priya+sharma&feeMax=1500&minExperience=5&availableWithin=week&timeOfDay=evening',
    );
    expect(readSearchChoices(new URLSearchParams('sort=cheap&timeOfDay=night'))).toEqual({});
    expect(hasActiveChoices({ sort: 'likes' })).toBe(false);
    expect(hasActiveChoices({ feeMax: 1500 })).toBe(true);
  });
});
