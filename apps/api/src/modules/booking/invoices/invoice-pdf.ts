import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatIstDate, formatIstMoment, istToday } from '@app/domain/ist';
import { formatPaise, gstStateLabel } from '@app/domain/tax-invoice';
import { projectPaths } from '../../../project-paths';
import type { InvoiceDocument } from '@app/domain/schemas/invoices';
import { bilingual, INVOICE_WORDS as W } from './invoice-words';

/**
 * Noto Sans Devanagari (OFL, committed under apps/api/assets/fonts) covers Latin, the rupee sign
 * and Devanagari in one face; pdfkit shapes with fontkit, which reorders and joins Devanagari
 * (conjuncts, reph, the i-matra). Subsets are embedded, so no reader needs the font.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(path.join(projectPaths.fonts, 'NotoSansDevanagari-Regular.ttf')),
    bold: readFileSync(path.join(projectPaths.fonts, 'NotoSansDevanagari-Bold.ttf')),
  });

const rupees = (paise: number) => `₹${formatPaise(paise)}`;
const percent = (basisPoints: number) => `${(basisPoints / 100).toString()}%`;
const dateOf = (iso: string) => formatIstDate(istToday(new Date(iso)), 'short');

const TITLE = { invoice: bilingual(W.taxInvoice), 'credit-note': bilingual(W.creditNote) } as const;
/** 'Invoice number / बीजक संख्या': the English heading, then the Hindi one. */
const both = (word: keyof typeof W) => {
  const { en, hi } = bilingual(W[word]);
  return `${en} / ${hi}`;
};
const MUTED = '#4b5563';
const INK = '#111827';
const RULE = '#d1d5db';

/** The document as a PDF (A4), drawn from its issued record alone. */
export function renderInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const issuedAt = new Date(d.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    font: regular as unknown as string,
    info: {
      Title: `${TITLE[d.kind].en} ${d.number}`,
      Author: d.seller.name,
      Subject: d.description,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Seller, and the document's title and number.
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(INK)
    .text(TITLE[d.kind].en, left, 48, { width, align: 'right' });
  doc.fontSize(12).text(TITLE[d.kind].hi, left, doc.y, { width, align: 'right' });
  doc
    .font('bold')
    .fontSize(13)
    .text(d.seller.name, left, 48, { width: width * 0.6 });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(d.seller.address, { width: width * 0.6 });
  doc.text(`GSTIN ${d.seller.gstin} · State ${gstStateLabel(d.seller.stateCode)}`, {
    width: width * 0.6,
  });
  doc.moveDown(1.2);

  const facts: Array<[string, string]> = [
    [both(d.kind === 'invoice' ? 'invoiceNumber' : 'creditNoteNumber'), d.number],
    [both('date'), dateOf(d.issuedAt)],
    [both('financialYear'), d.financialYear],
    [both('paymentId'), d.providerPaymentId],
    [both('orderId'), d.providerOrderId],
  ];
  if (d.credits)
    facts.push(
      [both('againstInvoice'), d.credits.number],
      [both('invoiceDate'), dateOf(d.credits.issuedAt)],
    );
  const factsTop = doc.y;
  let y = factsTop;
  // The facts take the wider part: a provider's ids must fit one line beside two-language labels.
  const factsWidth = width * 0.6;
  const labelWidth = 120;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(label, left, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor(INK)
      .text(value, left + labelWidth + 6, y, { width: factsWidth - labelWidth - 6 });
    y = Math.max(labelBottom, doc.y) + 3;
  }
  const buyerX = left + factsWidth + 12;
  const buyerWidth = width - factsWidth - 12;
  doc.font('regular').fontSize(9.5).fillColor(MUTED).text(both('billedTo'), buyerX, factsTop);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(d.buyer.name, buyerX, doc.y, { width: buyerWidth });
  doc.font('regular').fontSize(9.5).text(d.buyer.email, { width: buyerWidth });
  doc.moveDown(0.5);
  doc.fillColor(MUTED).text(both('placeOfSupply'), { width: buyerWidth });
  doc.fillColor(INK).text(gstStateLabel(d.placeOfSupply), { width: buyerWidth });
  doc.fillColor(MUTED).fontSize(8).text(d.placeOfSupplyRule, { width: buyerWidth });
  y = Math.max(y, doc.y) + 18;

  // The line: description, SAC, taxable value.
  const amountX = left + width - 120;
  const sacX = amountX - 80;
  const header = (text: string, x: number, w: number, align: 'left' | 'right' = 'left') =>
    doc.font('bold').fontSize(9.5).fillColor(MUTED).text(text, x, y, { width: w, align });
  header(both('description'), left, sacX - left - 12);
  const headerBottom = doc.y;
  // The services accounting code's acronym reads the same in both languages.
  header('SAC', sacX, 70);
  header(both('taxableValue'), amountX - 40, 160, 'right');
  y = Math.max(headerBottom, doc.y) + 4;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .stroke();
  y += 6;
  doc
    .font('regular')
    .fontSize(10.5)
    .fillColor(INK)
    .text(d.description, left, y, { width: sacX - left - 12 });
  const lineBottom = doc.y;
  doc.text(d.sacCode, sacX, y, { width: 70 });
  doc.text(rupees(d.taxablePaise), amountX, y, { width: 120, align: 'right' });
  y = Math.max(lineBottom, doc.y) + 6;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .stroke();
  y += 8;

  // Tax and total.
  const half = d.rateBasisPoints / 2;
  const rows: Array<[string, number]> = [[both('taxableValue'), d.taxablePaise]];
  if (d.supply === 'intra-state') {
    rows.push([`CGST @ ${percent(half)}`, d.cgstPaise], [`SGST @ ${percent(half)}`, d.sgstPaise]);
  } else {
    rows.push([`IGST @ ${percent(d.rateBasisPoints)}`, d.igstPaise]);
  }
  const labelX = amountX - 180;
  for (const [label, paise] of rows) {
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(MUTED)
      .text(label, labelX, y, { width: 170, align: 'right' });
    doc.fillColor(INK).text(rupees(paise), amountX, y, { width: 120, align: 'right' });
    y = doc.y + 4;
  }
  doc
    .moveTo(labelX, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .stroke();
  y += 6;
  const totalLabel = bilingual(d.kind === 'invoice' ? W.totalInvoice : W.totalCredited);
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(totalLabel.en, labelX - 60, y, { width: 230, align: 'right' });
  doc.text(rupees(d.totalPaise), amountX, y, { width: 120, align: 'right' });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(totalLabel.hi, labelX - 60, doc.y, { width: 230, align: 'right' });
  y = doc.y + 14;
  doc.font('regular').fontSize(9.5).fillColor(MUTED).text(both('amountInWords'), left, y);
  doc.font('bold').fontSize(10.5).fillColor(INK).text(d.amountInWords, left, doc.y, { width });
  if (d.reason) {
    doc.moveDown(0.6);
    doc.font('regular').fontSize(9.5).fillColor(MUTED).text(both('reason'), left);
    doc.fillColor(INK).text(d.reason, { width });
  }

  doc.moveDown(2);
  const footer = bilingual(W.footer, { issued: formatIstMoment(issuedAt) });
  doc.font('regular').fontSize(8.5).fillColor(MUTED).text(footer.en, left, doc.y, { width });
  doc.moveDown(0.3);
  doc.text(footer.hi, left, doc.y, { width });
  doc.end();
  return done;
}

/** 'MC/26-27/00042' → 'invoice-MC-26-27-00042.pdf'. */
export const invoiceFileName = (d: Pick<InvoiceDocument, 'kind' | 'number'>) =>
  `${d.kind}-${d.number.replaceAll('/', '-')}.pdf`;
