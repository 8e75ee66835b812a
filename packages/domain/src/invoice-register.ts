import { istIsoDay } from './admin-console';
import { rupeesCell } from './admin-exports';
import { GST_STATES } from './tax-invoice';
import type { InvoiceDocument } from './schemas/invoices';

/**
 * The invoice register: every tax invoice and credit note of a period, one row each, in the shape
 * GST returns ask for (GSTR-1: document number and date, recipient and its GSTIN, place of supply
 * as "code-State", taxable value and each tax, and for a credit note the invoice it reduces).
 * Amounts are positive rupees; a credit note is told apart by its type.
 */
export const INVOICE_REGISTER_HEADERS = [
  'document_type',
  'number',
  'date_ist',
  'financial_year',
  'buyer_name',
  'buyer_email',
  'buyer_gstin',
  'place_of_supply',
  'supply',
  'sac_code',
  'gst_rate_percent',
  'taxable_value_rupees',
  'cgst_rupees',
  'sgst_rupees',
  'igst_rupees',
  'total_rupees',
  'original_invoice_number',
  'original_invoice_date_ist',
  'reason',
  'provider_payment_id',
] as const;

/** '27' → '27-Maharashtra', as the returns' place-of-supply column writes it. */
const placeCell = (code: string) => (GST_STATES[code] ? `${code}-${GST_STATES[code]}` : code);

/** One document's row, from what it said when it was issued. Buyers are consumers: no GSTIN. */
export function invoiceRegisterRow(doc: InvoiceDocument): string[] {
  return [
    doc.kind,
    doc.number,
    istIsoDay(new Date(doc.issuedAt)),
    doc.financialYear,
    doc.buyer.name,
    doc.buyer.email,
    '',
    placeCell(doc.placeOfSupply),
    doc.supply,
    doc.sacCode,
    rupeesCell(doc.rateBasisPoints),
    rupeesCell(doc.taxablePaise),
    rupeesCell(doc.cgstPaise),
    rupeesCell(doc.sgstPaise),
    rupeesCell(doc.igstPaise),
    rupeesCell(doc.totalPaise),
    doc.credits?.number ?? '',
    doc.credits ? istIsoDay(new Date(doc.credits.issuedAt)) : '',
    doc.reason ?? '',
    doc.providerPaymentId,
  ];
}
