import { describe, expect, it } from 'vitest';
import { INVOICE_REGISTER_HEADERS, invoiceRegisterRow } from './invoice-register';
import type { InvoiceDocument } from './schemas/invoices';

const invoice: InvoiceDocument = {
  kind: 'invoice',
  number: 'MC/26-27/00007',
  financialYear: '2026-27',
  issuedAt: '2026-11-28T19:00:00.000Z',
  seller: { name: 'Manas Care', address: 'Pune', gstin: '27AAAAA0000A1Z5', stateCode: '27' },
  buyer: { name: 'Asha Rao', email: 'asha@example.in' },
  placeOfSupply: '27',
  placeOfSupplyRule: "No address of the recipient on record: the supplier's location",
  description: 'Booking fee',
  sacCode: '998599',
  rateBasisPoints: 1800,
  supply: 'intra-state',
  totalPaise: 9900,
  taxablePaise: 8390,
  cgstPaise: 755,
  sgstPaise: 755,
  igstPaise: 0,
  amountInWords: 'Ninety-nine rupees',
  providerPaymentId: 'pay_1',
  providerOrderId: 'order_1',
  credits: null,
  reason: null,
};

const cell = (row: readonly (string | null)[], name: string) =>
  row[INVOICE_REGISTER_HEADERS.indexOf(name as (typeof INVOICE_REGISTER_HEADERS)[number])];

describe('the invoice register', () => {
  it('writes an invoice as a GST return reads it: number, IST date, buyer, state, values', () => {
    const row = invoiceRegisterRow(invoice);
    expect(row).toHaveLength(INVOICE_REGISTER_HEADERS.length);
    expect(cell(row, 'document_type')).toBe('invoice');
    expect(cell(row, 'number')).toBe('MC/26-27/00007');
    // 19:00 UTC on the 28th is the 29th in India.
    expect(cell(row, 'date_ist')).toBe('2026-11-29');
    expect(cell(row, 'buyer_name')).toBe('Asha Rao');
    expect(cell(row, 'buyer_gstin')).toBe('');
    expect(cell(row, 'place_of_supply')).toBe('27-Maharashtra');
    expect(cell(row, 'gst_rate_percent')).toBe('18.00');
    expect(cell(row, 'taxable_value_rupees')).toBe('83.90');
    expect(cell(row, 'cgst_rupees')).toBe('7.55');
    expect(cell(row, 'sgst_rupees')).toBe('7.55');
    expect(cell(row, 'igst_rupees')).toBe('0.00');
    expect(cell(row, 'total_rupees')).toBe('99.00');
    expect(cell(row, 'original_invoice_number')).toBe('');
  });

  it('names the original invoice of a credit note and its date', () => {
    const row = invoiceRegisterRow({
      ...invoice,
      kind: 'credit-note',
      number: 'MC-CN/26-27/00002',
      totalPaise: 5000,
      credits: { number: 'MC/26-27/00007', issuedAt: '2026-11-28T19:00:00.000Z' },
      reason: 'goodwill refund: the room failed',
    });
    expect(cell(row, 'document_type')).toBe('credit-note');
    expect(cell(row, 'original_invoice_number')).toBe('MC/26-27/00007');
    expect(cell(row, 'original_invoice_date_ist')).toBe('2026-11-29');
    expect(cell(row, 'total_rupees')).toBe('50.00');
    expect(cell(row, 'reason')).toBe('goodwill refund: the room failed');
  });
});
