import { formatIndianNumber } from './indian-number';
import { istToday, type IstDate } from './ist';

/**
 * GST arithmetic of the tax invoices and credit notes (decision 0050). Every amount is in paise;
 * prices are inclusive of GST, so the tax is carved out of the amount paid and the parts always
 * add up to it exactly.
 */

export interface GstSplit {
  /** The amount paid (or refunded), tax included. */
  totalPaise: number;
  taxablePaise: number;
  /** Intra-state supply: central and state tax, halves of the tax. */
  cgstPaise: number;
  sgstPaise: number;
  /** Inter-state supply: integrated tax, the whole tax. */
  igstPaise: number;
  /** The rate in basis points (1800 = 18%). */
  rateBasisPoints: number;
  kind: 'intra-state' | 'inter-state';
}

/** Half up to the nearest paisa of `numerator / denominator`, both whole and non-negative. */
const roundedQuotient = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * Splits an amount that includes GST: the taxable value is the amount divided by (1 + rate),
 * rounded half up to the paisa; the tax is what remains. Intra-state, the tax is halved into CGST
 * and SGST, CGST taking an odd paisa. 9900 at 1800 → 8390 + 755 + 755.
 */
export function splitInclusiveGst(
  totalPaise: number,
  rateBasisPoints: number,
  kind: GstSplit['kind'],
): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0)
    throw new RangeError('amount must be whole paise');
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000)
    throw new RangeError('rate must be whole basis points between 0 and 10000');
  const taxablePaise = roundedQuotient(totalPaise * 10_000, 10_000 + rateBasisPoints);
  const taxPaise = totalPaise - taxablePaise;
  const sgstPaise = kind === 'intra-state' ? Math.floor(taxPaise / 2) : 0;
  const cgstPaise = kind === 'intra-state' ? taxPaise - sgstPaise : 0;
  const igstPaise = kind === 'inter-state' ? taxPaise : 0;
  return { totalPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise, rateBasisPoints, kind };
}

/**
 * Place of supply of a service to a buyer (IGST Act s. 12(2)): the buyer's state when an address
 * is on record, else the seller's. Same state → CGST + SGST; another state → IGST.
 */
export function supplyKind(
  sellerStateCode: string,
  buyerStateCode: string | null,
): { placeOfSupply: string; kind: GstSplit['kind'] } {
  const placeOfSupply = buyerStateCode ?? sellerStateCode;
  return {
    placeOfSupply,
    kind: placeOfSupply === sellerStateCode ? 'intra-state' : 'inter-state',
  };
}

/** The Indian financial year (April to March, IST) an instant falls in: its first calendar year. */
export function financialYearOf(at: Date): number {
  const d: IstDate = istToday(at);
  return d.month >= 4 ? d.year : d.year - 1;
}

/** 2026 → '2026-27'. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * A document number: prefix, the year as '26-27', and the sequence padded to five digits:
 * 'MC/26-27/00042'. GST rules allow at most 16 characters, letters, digits, '-' and '/', which a
 * prefix of at most four letters or digits keeps up to 99,999 documents a year.
 */
export function documentNumber(prefix: string, startYear: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError('sequence must be a positive whole number');
  const years = financialYearLabel(startYear).slice(2);
  return `${prefix}/${years}/${String(sequence).padStart(5, '0')}`;
}

/** At most four capital letters or digits: what keeps a document number within 16 characters. */
export const DOCUMENT_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ONES[ones]}` : TENS[Math.floor(n / 10)]!;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''];
  return parts.filter(Boolean).join(' ');
}

/** Whole numbers in the Indian system: 1,23,45,678 → 'One Crore Twenty-Three Lakh …'. */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole number is needed');
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${indianNumberInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 9900 → 'Rupees Ninety-Nine Only'; 8390 → 'Rupees Eighty-Three and Paise Ninety Only'. */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('amount must be whole paise');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paisePart = rest ? ` and Paise ${belowHundred(rest)}` : '';
  return `Rupees ${indianNumberInWords(rupees)}${paisePart} Only`;
}

/** 8390 → '83.90', 12345600 → '1,23,456.00'. */
export const formatPaise = (paise: number) => formatIndianNumber(paise / 100, 2);

/** GST state codes (the first two digits of a GSTIN) and their states and union territories. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** '37' → '37 (Andhra Pradesh)'; an unknown code stands alone. */
export const gstStateLabel = (code: string) =>
  GST_STATES[code] ? `${code} (${GST_STATES[code]})` : code;
