import { describe, it, expect } from 'vitest';
import { translatorFor } from './i18n/catalogues';
import {
  FEE_WORDS,
  bookingAmounts,
  feeSplitPhrase,
  formatRupees,
  paiseToRupees,
  refundForCancellation,
  rupeesToPaise,
} from './pricing';

describe('bookingAmounts', () => {
  it('counts the 99 rupee booking fee toward the session fee', () => {
    expect(bookingAmounts(1900)).toEqual({
      therapistFee: 1900,
      bookingFee: 99,
      atSession: 1801,
      total: 1900,
      payableNowPaise: 9900,
    });
  });
  it('invents no fee when the therapist listed none: only the booking fee is known', () => {
    expect(bookingAmounts(null)).toEqual({
      therapistFee: null,
      bookingFee: 99,
      atSession: null,
      total: null,
      payableNowPaise: 9900,
    });
  });
  it('every figure adds up: now + at the session = total', () => {
    for (const fee of [0, 50, 99, 100, 1200, 1900, 2499.5, 100000]) {
      const a = bookingAmounts(fee);
      expect(a.bookingFee + a.atSession!).toBe(a.total);
      expect(rupeesToPaise(a.bookingFee)).toBe(a.payableNowPaise);
      expect(a.atSession).toBeGreaterThanOrEqual(0);
    }
  });
  it('a fee below the booking fee leaves nothing to pay at the session', () => {
    expect(bookingAmounts(50)).toMatchObject({ bookingFee: 99, atSession: 0, total: 99 });
  });
  it('reads an appointment with the booking fee it was booked with', () => {
    expect(bookingAmounts(1500, 4900)).toMatchObject({
      bookingFee: 49,
      atSession: 1451,
      total: 1500,
    });
    expect(bookingAmounts(1900.5, 9950)).toMatchObject({ atSession: 1801, total: 1900.5 });
  });
});

describe('feeSplitPhrase', () => {
  const en = translatorFor('en');
  const hi = translatorFor('hi');
  it('says "Fee on request" and no invented figure when the therapist listed no fee', () => {
    const words = en.phrase(feeSplitPhrase(bookingAmounts(null)));
    expect(words).toBe(
      'The ₹99 booking fee counts toward the session fee, which the therapist tells you (fee on request); the rest is paid at the session.',
    );
    expect(words).not.toMatch(/1,200|1,101/);
    expect(en(FEE_WORDS.onRequest)).toBe('Fee on request');
    expect(hi(FEE_WORDS.onRequest)).toBe('फ़ीस पर चर्चा');
    expect(hi.phrase(feeSplitPhrase(bookingAmounts(null)))).toContain('₹99');
  });

  it('names the fee, the total and the rest paid at the session', () => {
    expect(en.phrase(feeSplitPhrase(bookingAmounts(1900)))).toBe(
      'The ₹99 booking fee is part of the ₹1,900 session fee: you pay the remaining ₹1,801 at the session.',
    );
  });
  it('says when nothing is left to pay', () => {
    expect(en.phrase(feeSplitPhrase(bookingAmounts(99)))).toBe(
      'The ₹99 booking fee covers the whole session fee: nothing more is paid at the session.',
    );
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
