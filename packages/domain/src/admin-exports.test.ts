import { describe, expect, it } from 'vitest';
import { exportFileName, exportRange, istCell, rupeesCell } from './admin-exports';

describe('exportRange', () => {
  it('covers whole IST days from the first to the last, inclusive', () => {
    const range = exportRange('1_11_2026', '30_11_2026');
    expect(range?.start.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(range?.end.toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('takes a single day', () => {
    const range = exportRange('26_11_2026', '26_11_2026');
    if (!range) throw new Error('a single day is a range');
    expect(range.end.getTime() - range.start.getTime()).toBe(86_400_000);
  });

  it('refuses impossible days, padding, reversed and over-long ranges', () => {
    expect(exportRange('31_2_2026', '1_3_2026')).toBeNull();
    expect(exportRange('01_11_2026', '2_11_2026')).toBeNull();
    expect(exportRange('2026-11-01', '2_11_2026')).toBeNull();
    expect(exportRange('2_11_2026', '1_11_2026')).toBeNull();
    expect(exportRange('1_1_2025', '2_1_2026')).toBeNull();
    expect(exportRange('1_1_2024', '31_12_2024')).not.toBeNull();
  });

  it('refuses days outside the years the product keeps money for (31_12_9999 ends in year 10000)', () => {
    expect(exportRange('1_1_9999', '31_12_9999')).toBeNull();
    expect(exportRange('1_1_1', '2_1_1')).toBeNull();
    expect(exportRange('1_1_1999', '2_1_1999')).toBeNull();
    expect(exportRange('1_1_2101', '2_1_2101')).toBeNull();
    expect(exportRange('1_12_2100', '31_12_2100')).not.toBeNull();
    expect(exportRange('1_1_2000', '2_1_2000')).not.toBeNull();
  });
});

describe('cells', () => {
  it('writes paise as rupees with two decimals', () => {
    expect(rupeesCell(9900)).toBe('99.00');
    expect(rupeesCell(5)).toBe('0.05');
    expect(rupeesCell(123456)).toBe('1234.56');
    expect(rupeesCell(-50)).toBe('-0.50');
  });

  it('writes instants as IST wall-clock time', () => {
    expect(istCell(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26 01:30');
    expect(istCell(null)).toBe('');
  });

  it('names the file after the kind and range', () => {
    expect(exportFileName('refunds', '1_11_2026', '30_11_2026')).toBe(
      'refunds_1_11_2026-30_11_2026.csv',
    );
  });
});
