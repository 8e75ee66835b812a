import { describe, it, expect } from 'vitest';
import {
  bookingAmounts,
  formatRupees,
  paiseToRupees,
  refundForCancellation,
  rupeesToPaise,
} from './pricing';

describe('bookingAmounts', () => {
  it('adds the 99 rupee booking fee', () => {
    expect(bookingAmounts(1500)).toEqual({
      therapistFee: 1500,
      bookingFee: 99,
      total: 1599,
      payableNowPaise: 9900,
    });
  });
  it('uses the default fee when missing', () => {
    expect(bookingAmounts(null)).toEqual({
      therapistFee: 1200,
      bookingFee: 99,
      total: 1299,
      payableNowPaise: 9900,
    });
  });
});

describe('refundForCancellation', () => {
  const bookedAt = new Date('2026-03-10T10:00:00Z');
  const base = { bookedAt, bookingFeePaise: 9900 };
  it('user request exactly 24h after booking: full refund', () => {
    const r = refundForCancellation({
      ...base,
      requestedBy: 'user',
      requestedAt: new Date('2026-03-11T10:00:00.000Z'),
    });
    expect(r).toEqual({ refundPaise: 9900, rule: 'within-window' });
  });
  it('user request 1 ms after 24h: nothing', () => {
    const r = refundForCancellation({
      ...base,
      requestedBy: 'user',
      requestedAt: new Date('2026-03-11T10:00:00.001Z'),
    });
    expect(r).toEqual({ refundPaise: 0, rule: 'after-window' });
  });
  it('user request soon after booking: full refund', () => {
    expect(
      refundForCancellation({
        ...base,
        requestedBy: 'user',
        requestedAt: new Date('2026-03-10T11:00:00Z'),
      }).refundPaise,
    ).toBe(9900);
  });
  it('therapist request: always full', () => {
    const r = refundForCancellation({
      ...base,
      requestedBy: 'therapist',
      requestedAt: new Date('2026-04-10T10:00:00Z'),
    });
    expect(r).toEqual({ refundPaise: 9900, rule: 'therapist-full' });
  });
});

describe('rupee helpers', () => {
  it('formats with Indian grouping', () => {
    expect(formatRupees(1200)).toBe('₹1,200');
    expect(formatRupees(1200000)).toBe('₹12,00,000');
    expect(formatRupees(99)).toBe('₹99');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(99.5)).toBe('₹99.50');
    expect(formatRupees(-1200)).toBe('-₹1,200');
  });
  it('converts paise', () => {
    expect(rupeesToPaise(99)).toBe(9900);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(9900)).toBe(99);
  });
});
