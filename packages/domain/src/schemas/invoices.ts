import { z } from 'zod';

/**
 * GET /api/user/invoices, /api/dashboard/invoices (role therapist) and /api/admin/invoices, and
 * each document's PDF at …/invoices/{id}.pdf.
 */

export const invoiceKind = z.enum(['invoice', 'credit-note']);
export type InvoiceKind = z.infer<typeof invoiceKind>;

export const invoiceSummary = z.object({
  id: z.string(),
  kind: invoiceKind,
  /** 'MC/26-27/00042'. */
  number: z.string(),
  /** ISO instant. */
  issuedAt: z.string(),
  description: z.string(),
  purpose: z.enum(['booking', 'featured_plan']),
  totalPaise: z.number().int(),
  taxablePaise: z.number().int(),
  taxPaise: z.number().int(),
  /** The provider's payment id the document is for. */
  paymentId: z.string(),
  /** The booked appointment the payment paid for, when there is one. */
  appointmentId: z.string().nullable(),
  /** A credit note's invoice number. */
  creditsNumber: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoicesResponse = z.object({
  success: z.literal(true),
  invoices: z.array(invoiceSummary),
});
export type InvoicesResponse = z.infer<typeof invoicesResponse>;

export const adminInvoiceSummary = invoiceSummary.extend({
  buyerName: z.string(),
  buyerEmail: z.string(),
});
export type AdminInvoiceSummary = z.infer<typeof adminInvoiceSummary>;

export const adminInvoicesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminInvoicesResponse = z.object({
  success: z.literal(true),
  invoices: z.array(adminInvoiceSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminInvoicesResponse = z.infer<typeof adminInvoicesResponse>;

/**
 * What an issued tax invoice or credit note says, fixed at issue (the `data` column): the PDF,
 * the lists and "Download my data" are all drawn from it, never from today's profile or account.
 */
export const invoiceDocument = z.object({
  kind: z.enum(['invoice', 'credit-note']),
  number: z.string(),
  /** '2026-27'. */
  financialYear: z.string(),
  /** ISO instant; shown as its IST date. */
  issuedAt: z.string(),
  seller: z.object({
    name: z.string(),
    address: z.string(),
    gstin: z.string(),
    stateCode: z.string(),
  }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  /** The GST state code of the place of supply, and the rule that chose it. */
  placeOfSupply: z.string(),
  placeOfSupplyRule: z.string(),
  description: z.string(),
  sacCode: z.string(),
  rateBasisPoints: z.number().int(),
  supply: z.enum(['intra-state', 'inter-state']),
  totalPaise: z.number().int(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  amountInWords: z.string(),
  providerPaymentId: z.string(),
  providerOrderId: z.string(),
  /** A credit note: the invoice it reduces and why. */
  credits: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  reason: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocument>;

export const invoicePdfParams = z.object({ id: z.uuid() });

/** Where a document's PDF is fetched from, by who reads it. */
export const invoicePdfPath = (area: 'user' | 'dashboard' | 'admin', id: string) =>
  `/api/${area}/invoices/${encodeURIComponent(id)}.pdf`;
