import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from './indian-number';

describe('formatIndianNumber', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatIndianNumber(0)).toBe('0');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1000)).toBe('1,000');
    expect(formatIndianNumber(123456)).toBe('1,23,456');
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
    expect(formatIndianNumber(-1200000)).toBe('-12,00,000');
    expect(formatIndianNumber(99.5, 2)).toBe('99.50');
  });

  it('matches Intl.NumberFormat en-IN for whole numbers and amounts in paise', () => {
    const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const paise = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const samples = [1, 7, 10, 99, 100, 1001, 99_999, 100_000, 1_000_000, 98_765_432_109, -45_678];
    // A fixed pseudo-random walk over every length from 1 to 13 digits.
    let seed = 20261124;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      samples.push(Math.floor((seed / 2 ** 31) * 10 ** (1 + (i % 13))));
    }
    for (const n of samples) {
      expect(formatIndianNumber(n)).toBe(whole.format(n));
      const amount = Math.round(n * 37) / 100;
      expect(formatIndianNumber(amount, 2)).toBe(paise.format(amount));
    }
  });

  it('writes what is not a finite number as JavaScript does', () => {
    expect(formatIndianNumber(Number.NaN)).toBe('NaN');
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
