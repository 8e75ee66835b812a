import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_PREFIX_PATTERN,
  documentNumber,
  financialYearLabel,
  financialYearOf,
  formatPaise,
  indianNumberInWords,
  rupeesInWords,
  splitInclusiveGst,
  supplyKind,
} from './tax-invoice';

describe('splitInclusiveGst', () => {
  it('carves 18% out of the ₹99 booking fee: ₹83.90 taxable + ₹15.10 tax', () => {
    expect(splitInclusiveGst(9900, 1800, 'intra-state')).toEqual({
      totalPaise: 9900,
      taxablePaise: 8390,
      cgstPaise: 755,
      sgstPaise: 755,
      igstPaise: 0,
      rateBasisPoints: 1800,
      kind: 'intra-state',
    });
  });

  it('puts the whole tax in IGST for an inter-state supply', () => {
    const s = splitInclusiveGst(49900, 1800, 'inter-state');
    expect([s.taxablePaise, s.igstPaise, s.cgstPaise, s.sgstPaise]).toEqual([42288, 7612, 0, 0]);
  });

  it('gives CGST the odd paisa so the halves add up to the tax', () => {
    // 100 / 1.18 = 84.745… → 85 taxable, 15 tax → 8 + 7.
    const s = splitInclusiveGst(100, 1800, 'intra-state');
    expect([s.taxablePaise, s.cgstPaise, s.sgstPaise]).toEqual([85, 8, 7]);
  });

  it('adds up to the total for every amount up to ₹1,000 at several rates', () => {
    const wrong: string[] = [];
    for (const rate of [0, 500, 1200, 1800, 2800]) {
      for (let total = 0; total <= 100_000; total++) {
        for (const kind of ['intra-state', 'inter-state'] as const) {
          const s = splitInclusiveGst(total, rate, kind);
          const exact = (total * 10_000) / (10_000 + rate);
          const ok =
            s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise === total &&
            Math.abs(s.cgstPaise - s.sgstPaise) <= 1 &&
            Math.abs(s.taxablePaise - exact) <= 0.5;
          if (!ok) wrong.push(`${total} at ${rate} ${kind}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses fractions of a paisa and impossible rates', () => {
    expect(() => splitInclusiveGst(99.5, 1800, 'intra-state')).toThrow(RangeError);
    expect(() => splitInclusiveGst(-1, 1800, 'intra-state')).toThrow(RangeError);
    expect(() => splitInclusiveGst(100, 18.5, 'intra-state')).toThrow(RangeError);
  });
});

describe('supplyKind', () => {
  it("takes the seller's state when the buyer has no address on record", () => {
    expect(supplyKind('29', null)).toEqual({ placeOfSupply: '29', kind: 'intra-state' });
  });
  it("takes the buyer's state when known", () => {
    expect(supplyKind('29', '27')).toEqual({ placeOfSupply: '27', kind: 'inter-state' });
    expect(supplyKind('29', '29')).toEqual({ placeOfSupply: '29', kind: 'intra-state' });
  });
});

describe('financial years', () => {
  it('turns on 1 April at midnight IST', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe(2025);
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toBe(2026);
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z'))).toBe(2026);
  });
  it('labels a year by both its calendar years', () => {
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
  });
});

describe('documentNumber', () => {
  it('reads prefix / year / five-digit sequence', () => {
    expect(documentNumber('MC', 2026, 42)).toBe('MC/26-27/00042');
    expect(documentNumber('MCCN', 2026, 99_999)).toBe('MCCN/26-27/99999');
  });
  it('stays within the 16 characters GST allows for any allowed prefix', () => {
    expect(documentNumber('ABCD', 2026, 1).length).toBeLessThanOrEqual(16);
    expect(DOCUMENT_PREFIX_PATTERN.test('ABCD')).toBe(true);
    expect(DOCUMENT_PREFIX_PATTERN.test('ABCDE')).toBe(false);
    expect(DOCUMENT_PREFIX_PATTERN.test('mc')).toBe(false);
  });
  it('refuses a sequence that is not a positive whole number', () => {
    expect(() => documentNumber('MC', 2026, 0)).toThrow(RangeError);
  });
});

describe('amounts in words', () => {
  it('writes the fee as an invoice does', () => {
    expect(rupeesInWords(9900)).toBe('Rupees Ninety-Nine Only');
    expect(rupeesInWords(8390)).toBe('Rupees Eighty-Three and Paise Ninety Only');
    expect(rupeesInWords(49900)).toBe('Rupees Four Hundred Ninety-Nine Only');
    expect(rupeesInWords(5)).toBe('Rupees Zero and Paise Five Only');
  });
  it('groups in lakhs and crores', () => {
    expect(indianNumberInWords(12_345_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(indianNumberInWords(100_000)).toBe('One Lakh');
    expect(indianNumberInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(indianNumberInWords(0)).toBe('Zero');
  });
  it('formats figures with two decimals and Indian grouping', () => {
    expect(formatPaise(8390)).toBe('83.90');
    expect(formatPaise(12_345_600)).toBe('1,23,456.00');
    expect(formatPaise(5)).toBe('0.05');
  });
});
