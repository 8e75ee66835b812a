import { describe, expect, it } from 'vitest';
import {
  addIstMonths,
  featuredPeriod,
  featuredPlanLabel,
  featuredPlanOf,
  featuredPlanPaise,
  featuredPlanTitle,
  formatIstInstant,
} from './featured-plans';

const at = (iso: string) => new Date(iso);

describe('featured plans', () => {
  it('prices the two plans in paise and names them', () => {
    const one = featuredPlanOf('1m');
    const three = featuredPlanOf('3m');
    expect(one && featuredPlanPaise(one)).toBe(19900);
    expect(three && featuredPlanPaise(three)).toBe(49900);
    expect(one && featuredPlanLabel(one)).toBe('One month');
    expect(three && featuredPlanTitle(three)).toBe('Three months · ₹499');
    expect(featuredPlanOf('12m')).toBeNull();
  });

  it('adds calendar months in India, keeping the wall-clock time', () => {
    // 10:00 IST on 15 March → 10:00 IST on 15 April.
    expect(addIstMonths(at('2026-03-15T04:30:00Z'), 1).toISOString()).toBe(
      '2026-04-15T04:30:00.000Z',
    );
    // 31 January 23:00 IST (still 31 January in India) → 28 February 23:00 IST.
    expect(addIstMonths(at('2027-01-31T17:30:00Z'), 1).toISOString()).toBe(
      '2027-02-28T17:30:00.000Z',
    );
    // Leap year; three months across the new year.
    expect(addIstMonths(at('2028-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
    expect(addIstMonths(at('2026-11-30T06:00:00Z'), 3).toISOString()).toBe(
      '2027-02-28T06:00:00.000Z',
    );
  });

  it('extends from now when not featured, lapsed or switched off', () => {
    const now = at('2026-11-23T10:00:00Z');
    const until = '2026-12-23T10:00:00.000Z';
    for (const current of [
      { featured: false, featuredExpiry: null },
      { featured: true, featuredExpiry: at('2026-11-01T00:00:00Z') },
      { featured: false, featuredExpiry: at('2027-01-01T00:00:00Z') },
      { featured: true, featuredExpiry: now },
    ]) {
      const p = featuredPeriod(current, 1, now);
      expect(p.from).toEqual(now);
      expect(p.until.toISOString()).toBe(until);
    }
  });

  it('extends a live placement from its current expiry', () => {
    const now = at('2026-11-23T10:00:00Z');
    const expiry = at('2027-01-10T12:00:00Z');
    const p = featuredPeriod({ featured: true, featuredExpiry: expiry }, 3, now);
    expect(p.from).toEqual(expiry);
    expect(p.until.toISOString()).toBe('2027-04-10T12:00:00.000Z');
  });
});

describe('formatIstInstant', () => {
  it('reads the instant in India', () => {
    expect(formatIstInstant(at('2026-12-23T10:00:00Z'))).toBe('Wed, 23 Dec 2026, 3:30 PM IST');
    expect(formatIstInstant(at('2026-12-23T18:45:00Z'))).toBe('Thu, 24 Dec 2026, 12:15 AM IST');
  });
});
