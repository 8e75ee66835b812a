import { defineMessages, type MessageDescriptor } from '@app/domain/i18n/define';
import { translatorFor } from '@app/domain/i18n/catalogues';

/**
 * The invoice's headings. A tax invoice and a credit note carry them in English and Hindi side by
 * side whoever they are for: one document serves the buyer, the books and a GST officer alike.
 */
export const INVOICE_WORDS = defineMessages({
  taxInvoice: { id: 'invoice.title.taxInvoice', defaultMessage: 'Tax invoice' },
  creditNote: { id: 'invoice.title.creditNote', defaultMessage: 'Credit note' },
  invoiceNumber: { id: 'invoice.fact.invoiceNumber', defaultMessage: 'Invoice number' },
  creditNoteNumber: { id: 'invoice.fact.creditNoteNumber', defaultMessage: 'Credit note number' },
  date: { id: 'invoice.fact.date', defaultMessage: 'Date' },
  financialYear: { id: 'invoice.fact.financialYear', defaultMessage: 'Financial year' },
  paymentId: { id: 'invoice.fact.paymentId', defaultMessage: 'Payment id' },
  orderId: { id: 'invoice.fact.orderId', defaultMessage: 'Order id' },
  againstInvoice: { id: 'invoice.fact.againstInvoice', defaultMessage: 'Against invoice' },
  invoiceDate: { id: 'invoice.fact.invoiceDate', defaultMessage: 'Invoice date' },
  billedTo: { id: 'invoice.fact.billedTo', defaultMessage: 'Billed to' },
  placeOfSupply: { id: 'invoice.fact.placeOfSupply', defaultMessage: 'Place of supply' },
  description: { id: 'invoice.line.description', defaultMessage: 'Description' },
  taxableValue: { id: 'invoice.line.taxableValue', defaultMessage: 'Taxable value' },
  totalInvoice: { id: 'invoice.total.invoice', defaultMessage: 'Total (GST included)' },
  totalCredited: { id: 'invoice.total.credited', defaultMessage: 'Total credited' },
  amountInWords: { id: 'invoice.total.inWords', defaultMessage: 'Amount in words' },
  reason: { id: 'invoice.fact.reason', defaultMessage: 'Reason' },
  footer: {
    id: 'invoice.footer',
    defaultMessage:
      'Prices include GST. Tax is not payable on reverse charge. Issued {issued}. This is a computer-generated document and needs no signature.',
  },
});

export type InvoiceWord = keyof typeof INVOICE_WORDS;

const english = translatorFor('en');
const hindi = translatorFor('hi');

/** A heading in English, and the same in Hindi. */
export function bilingual(message: MessageDescriptor, values?: Record<string, string>) {
  return { en: english(message, values), hi: hindi(message, values) };
}
