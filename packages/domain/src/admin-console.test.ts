import { describe, expect, it } from 'vitest';
import {
  csvField,
  fillDailySeries,
  istDayBounds,
  istIsoDay,
  lastIstDays,
  parseIsoDay,
  toCsv,
} from './admin-console';

describe('admin console rules', () => {
  it('quotes CSV fields only when needed and defuses spreadsheet formulas', () => {
    expect(csvField('a@example.com')).toBe('a@example.com');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+91')).toBe("'+91");
    expect(csvField('@x')).toBe("'@x");
    expect(toCsv(['email', 'subscribed at'], [['a@b.in', '2026-11-23']])).toBe(
      'email,subscribed at\r\na@b.in,2026-11-23\r\n',
    );
  });

  it('works in IST days: bounds, today and the last 30 days', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(istIsoDay(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    const day = parseIsoDay('2026-11-24');
    expect(day).toEqual({ year: 2026, month: 11, day: 24 });
    expect(istDayBounds(day!)).toEqual({
      start: new Date('2026-11-23T18:30:00Z'),
      end: new Date('2026-11-24T18:30:00Z'),
    });
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('23-11-2026')).toBeNull();
    const days = lastIstDays(new Date('2026-11-23T20:00:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-26');
    expect(days[29]).toBe('2026-11-24');
  });

  it('fills every day of a series, summing repeats and dropping days outside', () => {
    expect(
      fillDailySeries(
        ['2026-11-22', '2026-11-23', '2026-11-24'],
        [
          { day: '2026-11-23', value: 2 },
          { day: '2026-11-23', value: 1 },
          { day: '2026-01-01', value: 9 },
        ],
      ),
    ).toEqual([
      { day: '2026-11-22', value: 0 },
      { day: '2026-11-23', value: 3 },
      { day: '2026-11-24', value: 0 },
    ]);
  });
});
