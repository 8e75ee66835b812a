import type { MailRequest } from '../../notifications/notifications.module';

/** Mail attachments drawn when the mail is sent: a payment's invoice, a refund's credit note. */
export const INVOICE_OF_PAYMENT = 'invoice-of-payment';
export const CREDIT_NOTE_OF_REFUND = 'credit-note-of-refund';

/** A payment's mail with its tax invoice (issued in the same transaction) attached. */
export const withInvoice = (mail: MailRequest, providerPaymentId: string): MailRequest => ({
  ...mail,
  paperwork: {
    document: 'tax-invoice',
    source: { kind: INVOICE_OF_PAYMENT, id: providerPaymentId },
  },
});

/** A processed refund's mail with its credit note attached. */
export const withCreditNote = (mail: MailRequest, refundId: string): MailRequest => ({
  ...mail,
  paperwork: { document: 'credit-note', source: { kind: CREDIT_NOTE_OF_REFUND, id: refundId } },
});
