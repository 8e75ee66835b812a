import type { OutgoingMail } from '../../../shared/mail/mail-outbox';

/** Mail attachments drawn when the mail is sent: a payment's invoice, a refund's credit note. */
export const INVOICE_OF_PAYMENT = 'invoice-of-payment';
export const CREDIT_NOTE_OF_REFUND = 'credit-note-of-refund';

const attach = (
  mail: OutgoingMail,
  line: string,
  filename: string,
  source: { kind: string; id: string },
): OutgoingMail => ({
  ...mail,
  text: `${mail.text}\n\n${line}`,
  attachments: [...(mail.attachments ?? []), { filename, contentType: 'application/pdf', source }],
});

/** A payment's mail with its tax invoice (issued in the same transaction) attached. */
export const withInvoice = (mail: OutgoingMail, providerPaymentId: string) =>
  attach(mail, 'Attached: the tax invoice for this payment (PDF).', 'tax-invoice.pdf', {
    kind: INVOICE_OF_PAYMENT,
    id: providerPaymentId,
  });

/** A processed refund's mail with its credit note attached. */
export const withCreditNote = (mail: OutgoingMail, refundId: string) =>
  attach(mail, 'Attached: the credit note for this refund (PDF).', 'credit-note.pdf', {
    kind: CREDIT_NOTE_OF_REFUND,
    id: refundId,
  });
