/** The seller and tax settings from the configuration (INVOICE_* and GST_RATE_PERCENT). */
export interface InvoiceSettings {
  seller: { name: string; address: string; gstin: string; stateCode: string };
  sacCode: string;
  rateBasisPoints: number;
  invoicePrefix: string;
  creditNotePrefix: string;
}
