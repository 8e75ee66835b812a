import { describe, it, expect, afterEach } from 'vitest';
import {
  addIstDays,
  compareIstDate,
  formatIstDate,
  formatIstMoment,
  formatTime12h,
  istInstant,
  istNowMinutes,
  istToday,
  istWeekday,
  isoWeekNumber,
  parseHhmm,
  parseSlotDateKey,
  toSlotDateKey,
} from './ist';

type Env = { env: Record<string, string | undefined> };
const proc = (globalThis as unknown as { process: Env }).process;
const originalTz = proc.env.TZ;

function withTz(tz: string, fn: () => void) {
  proc.env.TZ = tz;
  try {
    fn();
  } finally {
    if (originalTz === undefined) delete proc.env.TZ;
    else proc.env.TZ = originalTz;
  }
}

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('istToday / istNowMinutes', () => {
  it('switches date exactly at IST midnight (18:30Z)', () => {
    expect(istToday(new Date('2026-03-31T18:29:59Z'))).toEqual(d(2026, 3, 31));
    expect(istToday(new Date('2026-03-31T18:30:00Z'))).toEqual(d(2026, 4, 1));
    expect(istNowMinutes(new Date('2026-03-31T18:29:59Z'))).toBe(1439);
    expect(istNowMinutes(new Date('2026-03-31T18:30:00Z'))).toBe(0);
    expect(istNowMinutes(new Date('2026-03-31T12:30:00Z'))).toBe(18 * 60);
  });

  it('handles year end', () => {
    expect(istToday(new Date('2026-12-31T18:29:59Z'))).toEqual(d(2026, 12, 31));
    expect(istToday(new Date('2026-12-31T18:30:00Z'))).toEqual(d(2027, 1, 1));
  });

  it('does not depend on the host time zone', () => {
    const probe = new Date('2026-03-31T18:30:00Z');
    const check = (offset: number) => {
      // Make sure the zone switch took effect, otherwise the test proves nothing.
      expect(probe.getTimezoneOffset()).toBe(offset);
      expect(istToday(new Date('2026-03-31T18:29:59Z'))).toEqual(d(2026, 3, 31));
      expect(istToday(new Date('2026-03-31T18:30:00Z'))).toEqual(d(2026, 4, 1));
      expect(istNowMinutes(new Date('2026-03-31T18:30:00Z'))).toBe(0);
      expect(istInstant(d(2026, 4, 1), '00:00').toISOString()).toBe('2026-03-31T18:30:00.000Z');
      expect(istWeekday(d(2026, 3, 14))).toBe(6);
      expect(addIstDays(d(2026, 3, 28), 1)).toEqual(d(2026, 3, 29));
    };
    const zones: Array<[string, number]> = [
      ['America/Los_Angeles', 420],
      ['Pacific/Kiritimati', -840],
      ['Europe/London', -60],
      ['Asia/Kolkata', -330],
      ['UTC', 0],
    ];
    for (const [tz, offset] of zones) withTz(tz, () => check(offset));
  });
});

afterEach(() => {
  expect(proc.env.TZ).toBe(originalTz);
});

describe('calendar arithmetic', () => {
  it('weekday: 0 = Sunday', () => {
    expect(istWeekday(d(2026, 3, 15))).toBe(0);
    expect(istWeekday(d(2026, 3, 17))).toBe(2);
  });

  it('adds days across month ends, leap days and years', () => {
    expect(addIstDays(d(2026, 1, 31), 1)).toEqual(d(2026, 2, 1));
    expect(addIstDays(d(2026, 2, 28), 1)).toEqual(d(2026, 3, 1));
    expect(addIstDays(d(2028, 2, 28), 1)).toEqual(d(2028, 2, 29));
    expect(addIstDays(d(2026, 12, 31), 1)).toEqual(d(2027, 1, 1));
    expect(addIstDays(d(2027, 1, 1), -1)).toEqual(d(2026, 12, 31));
    expect(addIstDays(d(2026, 3, 10), 30)).toEqual(d(2026, 4, 9));
  });

  it('compares dates', () => {
    expect(compareIstDate(d(2026, 3, 1), d(2026, 3, 2))).toBeLessThan(0);
    expect(compareIstDate(d(2027, 1, 1), d(2026, 12, 31))).toBeGreaterThan(0);
    expect(compareIstDate(d(2026, 3, 1), d(2026, 3, 1))).toBe(0);
  });
});

describe('slot date keys', () => {
  it('formats without zero padding', () => {
    expect(toSlotDateKey(d(2026, 3, 7))).toBe('7_3_2026');
    expect(toSlotDateKey(d(2026, 12, 31))).toBe('31_12_2026');
  });

  it('parses valid keys and round-trips', () => {
    expect(parseSlotDateKey('7_3_2026')).toEqual(d(2026, 3, 7));
    expect(parseSlotDateKey('29_2_2028')).toEqual(d(2028, 2, 29));
    expect(parseSlotDateKey('31_12_2026')).toEqual(d(2026, 12, 31));
  });

  it('rejects impossible or malformed keys', () => {
    for (const bad of [
      '31_2_2026',
      '29_2_2026',
      '31_4_2026',
      '0_1_2026',
      '1_13_2026',
      '07_3_2026',
      '7-3-2026',
      '',
      '7_3_26',
      ' 7_3_2026',
    ]) {
      expect(parseSlotDateKey(bad)).toBeNull();
    }
  });
});

describe('istInstant', () => {
  it('gives the UTC instant of an IST wall time', () => {
    expect(istInstant(d(2026, 3, 14), '18:00').toISOString()).toBe('2026-03-14T12:30:00.000Z');
    expect(istInstant(d(2026, 1, 1), '03:00').toISOString()).toBe('2025-12-31T21:30:00.000Z');
  });

  it('throws on invalid input', () => {
    expect(() => istInstant(d(2026, 2, 30), '10:00')).toThrow(RangeError);
    expect(() => istInstant(d(2026, 2, 3), '24:00')).toThrow(RangeError);
  });

  it('parseHhmm', () => {
    expect(parseHhmm('09:30')).toBe(570);
    expect(parseHhmm('9:30')).toBeNull();
  });
});

describe('isoWeekNumber', () => {
  it('follows ISO 8601', () => {
    expect(isoWeekNumber(d(2026, 1, 1))).toEqual({ year: 2026, week: 1 }); // Thursday
    expect(isoWeekNumber(d(2025, 12, 29))).toEqual({ year: 2026, week: 1 }); // Monday
    expect(isoWeekNumber(d(2027, 1, 1))).toEqual({ year: 2026, week: 53 }); // Friday
    expect(isoWeekNumber(d(2021, 1, 3))).toEqual({ year: 2020, week: 53 });
    expect(isoWeekNumber(d(2026, 3, 16))).toEqual({ year: 2026, week: 12 });
    expect(isoWeekNumber(d(2026, 3, 22))).toEqual({ year: 2026, week: 12 }); // Sunday
    expect(isoWeekNumber(d(2026, 3, 23))).toEqual({ year: 2026, week: 13 });
  });
});

describe('formatting', () => {
  it('formats dates', () => {
    expect(formatIstDate(d(2026, 3, 17))).toBe('Tue, 17 Mar 2026');
    expect(formatIstDate(d(2026, 3, 17), 'long')).toBe('Tuesday 17 March 2026');
    expect(formatIstDate(d(2026, 3, 17), 'day-month')).toBe('17 Mar');
  });

  it('formats 12 h times', () => {
    expect(formatTime12h('18:00')).toBe('6:00 PM');
    expect(formatTime12h('00:00')).toBe('12:00 AM');
    expect(formatTime12h('12:30')).toBe('12:30 PM');
    expect(formatTime12h('09:05')).toBe('9:05 AM');
    expect(formatTime12h('nope')).toBe('nope');
  });
});

describe('formatIstMoment', () => {
  it('shows an instant in IST in the booking format, across the UTC date line', () => {
    expect(formatIstMoment(new Date('2026-11-26T02:30:00.000Z'))).toBe(
      'Thu, 26 Nov 2026, 8:00 AM IST',
    );
    expect(formatIstMoment(new Date('2026-11-25T19:00:00.000Z'))).toBe(
      'Thu, 26 Nov 2026, 12:30 AM IST',
    );
    expect(formatIstMoment(new Date('2026-11-26T12:45:00.000Z'))).toBe(
      'Thu, 26 Nov 2026, 6:15 PM IST',
    );
  });
});
