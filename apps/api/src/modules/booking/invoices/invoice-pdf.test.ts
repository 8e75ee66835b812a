import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '@app/domain/schemas/invoices';
import { readPdf } from '../../../test/pdf-text';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';

const issued: InvoiceDocument = {
  kind: 'invoice',
  number: 'MC/26-27/00007',
  financialYear: '2026-27',
  issuedAt: '2026-11-26T04:30:00.000Z',
  seller: {
    name: 'Manas Care Private Limited',
    address: '2nd Floor, Sai Towers, Dwaraka Nagar, Visakhapatnam, Andhra Pradesh 530016',
    gstin: '37AAJCM4821K1Z6',
    stateCode: '37',
  },
  buyer: { name: 'प्रिया शर्मा', email: 'priya@example.com' },
  placeOfSupply: '37',
  placeOfSupplyRule: "No address of the recipient on record: the supplier's location",
  description: 'Booking fee for an online session with Dr. Asha Rao on Monday 30 November 2026',
  sacCode: '998599',
  rateBasisPoints: 1800,
  supply: 'intra-state',
  totalPaise: 9900,
  taxablePaise: 8390,
  cgstPaise: 755,
  sgstPaise: 755,
  igstPaise: 0,
  amountInWords: 'Rupees Ninety-Nine Only',
  providerPaymentId: 'pay_Q1w2E3r4T5y6U7',
  providerOrderId: 'order_A1s2D3f4G5h6J7',
  credits: null,
  reason: null,
};

/** The code points of a text, sorted: shaping draws some Devanagari signs before their letter. */
const codePoints = (s: string) => [...s.replace(/\s/g, '')].sort().join('');

describe('renderInvoicePdf', () => {
  it('says every figure of the invoice, with the rupee sign, read back by PDF.js', async () => {
    const { pages, text, info } = await readPdf(await renderInvoicePdf(issued));
    expect(pages).toBe(1);
    for (const fact of [
      'Tax invoice',
      'MC/26-27/00007',
      'Thu, 26 Nov 2026',
      '2026-27',
      'Manas Care Private Limited',
      'GSTIN 37AAJCM4821K1Z6',
      'priya@example.com',
      '37 (Andhra Pradesh)',
      '998599',
      '₹83.90',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹7.55',
      '₹99.00',
      'Rupees Ninety-Nine Only',
      'pay_Q1w2E3r4T5y6U7',
    ])
      expect(text).toContain(fact);
    expect(text).not.toContain('IGST');
    // A provider's id of wide letters still reads back on one line beside its two-language label.
    const wide = await readPdf(
      await renderInvoicePdf({ ...issued, providerOrderId: 'order_WMWMWMWMWMWMWM' }),
    );
    expect(wide.runs).toContain('order_WMWMWMWMWMWMWM');
    expect(info.Title).toBe('Tax invoice MC/26-27/00007');
  });

  it('carries every heading in Hindi beside the English, as text a reader extracts', async () => {
    const { runs } = await readPdf(await renderInvoicePdf(issued));
    // A heading's run is 'English / हिन्दी': each half compared on its own.
    const halves = (rs: string[]) => rs.flatMap((r) => r.split(' / ')).map(codePoints);
    const shaped = halves(runs);
    // Headings read back letter for letter (shaping reorders some signs, so compared as sets).
    // PDF.js maps a glyph back to one text: a vowel sign the font draws fused with its nasal
    // (ों, ें) comes back without one of its parts, so those headings are left out here.
    for (const hindi of [
      'कर बीजक',
      'बीजक संख्या',
      'वित्त वर्ष',
      'प्राप्तकर्ता',
      'आपूर्ति का स्थान',
      'कर योग्य मूल्य',
      'विवरण',
    ])
      expect(shaped).toContain(codePoints(hindi));
    const { runs: noteRuns } = await readPdf(
      await renderInvoicePdf({
        ...issued,
        kind: 'credit-note',
        credits: { number: 'MC/26-27/00007', issuedAt: issued.issuedAt },
      }),
    );
    for (const hindi of ['मूल बीजक', 'बीजक की तारीख'])
      expect(halves(noteRuns)).toContain(codePoints(hindi));
  });

  it('draws a Devanagari name with the embedded font', async () => {
    const pdf = await renderInvoicePdf(issued);
    const { runs } = await readPdf(pdf);
    // The name's own run holds exactly its letters and signs (shaped, so partly reordered).
    expect(runs.map(codePoints)).toContain(codePoints('प्रिया शर्मा'));
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
    expect(pdf.toString('latin1')).toMatch(/NotoSansDevanagari/);
  });

  it('shows a credit note with its invoice and an inter-state tax as IGST', async () => {
    const note: InvoiceDocument = {
      ...issued,
      kind: 'credit-note',
      number: 'MCCN/26-27/00001',
      supply: 'inter-state',
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1510,
      credits: { number: 'MC/26-27/00007', issuedAt: issued.issuedAt },
      reason: 'cancellation approved (within 24 hours)',
    };
    const { text } = await readPdf(await renderInvoicePdf(note));
    for (const fact of [
      'Credit note',
      'MCCN/26-27/00001',
      'Against invoice',
      'MC/26-27/00007',
      'IGST @ 18%',
      '₹15.10',
      'Total credited',
      'cancellation approved (within 24 hours)',
    ])
      expect(text).toContain(fact);
    expect(invoiceFileName(note)).toBe('credit-note-MCCN-26-27-00001.pdf');
  });
});
