import { defineMessage } from '@app/domain/i18n/define';
import type { AdminInvoiceSummary, InvoiceSummary } from '@app/domain/schemas/invoices';
import type { Db } from '../../../db/client';
import { notFound } from '../../../shared/app-error';
import type { MailAttachmentSources } from '../../../shared/mail/mail-attachments';
import { invoiceDocument } from '@app/domain/schemas/invoices';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';
import { CREDIT_NOTE_OF_REFUND, INVOICE_OF_PAYMENT } from './invoice-attachments';
import * as q from './invoices.queries';

export const ADMIN_INVOICE_PAGE = 50;

/** A buyer's missing document, in the caller's language (the team's console stays English). */
const INVOICE_NOT_FOUND = defineMessage({
  id: 'errors.invoiceNotFound',
  defaultMessage: 'Invoice not found',
});

function summaryOf({ invoice, appointmentId }: q.ListedInvoice): InvoiceSummary {
  const d = invoiceDocument.parse(invoice.data);
  return {
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    description: d.description,
    purpose: invoice.purpose,
    totalPaise: d.totalPaise,
    taxablePaise: d.taxablePaise,
    taxPaise: d.cgstPaise + d.sgstPaise + d.igstPaise,
    paymentId: invoice.providerPaymentId,
    appointmentId,
    creditsNumber: d.credits?.number ?? null,
  };
}

/** Reading issued tax invoices and credit notes: lists, PDFs, the data download, mails. */
export function createInvoices(db: Db) {
  async function pdfOf(row: q.InvoiceRow) {
    const d = invoiceDocument.parse(row.data);
    return { fileName: invoiceFileName(d), pdf: await renderInvoicePdf(d) };
  }

  return {
    /** The caller's own documents (a therapist's: their featured plans). */
    async ofBuyer(accountId: string, purpose?: q.InvoiceRow['purpose']) {
      return (await q.invoicesOfBuyer(db, accountId, purpose)).map(summaryOf);
    },

    /** One of the caller's documents as a PDF; another's answers 404, as a missing one does. */
    async buyerPdf(accountId: string, id: string) {
      const row = await q.findInvoice(db, id);
      if (!row || row.buyerAccountId !== accountId) throw notFound(INVOICE_NOT_FOUND);
      return pdfOf(row);
    },

    /** Any document as a PDF, for the team. */
    async anyPdf(id: string) {
      const row = await q.findInvoice(db, id);
      if (!row) throw notFound('Invoice not found');
      return pdfOf(row);
    },

    async page(page: number) {
      const { rows, total } = await q.invoicePage(
        db,
        ADMIN_INVOICE_PAGE,
        (page - 1) * ADMIN_INVOICE_PAGE,
      );
      const invoices: AdminInvoiceSummary[] = rows.map((listed) => {
        const { buyer } = invoiceDocument.parse(listed.invoice.data);
        return { ...summaryOf(listed), buyerName: buyer.name, buyerEmail: buyer.email };
      });
      return { invoices, total, page, pageSize: ADMIN_INVOICE_PAGE };
    },

    registerMailAttachments(sources: MailAttachmentSources) {
      const pdfAttachment = async (row: q.InvoiceRow | null) => {
        if (!row) return null;
        const { pdf, fileName } = await pdfOf(row);
        return {
          filename: fileName,
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        };
      };
      sources.register(INVOICE_OF_PAYMENT, async (providerPaymentId) =>
        pdfAttachment(await q.findInvoiceOfProviderPayment(db, providerPaymentId)),
      );
      sources.register(CREDIT_NOTE_OF_REFUND, async (refundId) =>
        pdfAttachment(await q.findCreditNoteOfRefund(db, refundId)),
      );
    },
  };
}

export type Invoices = ReturnType<typeof createInvoices>;
