import {
  documentNumber,
  financialYearLabel,
  financialYearOf,
  rupeesInWords,
  splitInclusiveGst,
  supplyKind,
} from '@app/domain/tax-invoice';
import type { Tx } from '../../../db/client';
import type { PaymentRow } from '../payments/orders.queries';
import type { RefundRow } from '../payments/refunds.queries';
import { invoiceDocument, type InvoiceDocument } from '@app/domain/schemas/invoices';
import type { InvoiceSettings } from './invoice-data';
import { invoiceLineOf } from './invoice-lines';
import * as q from './invoices.queries';

/**
 * Consumers give no address: the place of supply is then the seller's state (IGST Act
 * s. 12(2)(b)(ii)), so every document so far is intra-state (decision 0050).
 */
const NO_ADDRESS_RULE = "No address of the recipient on record: the supplier's location";

/**
 * Issues tax invoices and credit notes inside the transaction that records the money: a payment
 * captured, a refund processed. Each document takes the next number of its series for the
 * financial year of its date, in that transaction (gap-free, decision 0050).
 */
export function createInvoiceIssuer(deps: { settings: InvoiceSettings; siteName: string }) {
  const { settings } = deps;

  async function numbered(tx: Tx, series: string, at: Date) {
    const financialYear = financialYearOf(at);
    const sequence = await q.nextSequence(tx, series, financialYear);
    return {
      series,
      financialYear,
      sequence,
      number: documentNumber(series, financialYear, sequence),
    };
  }

  /**
   * The tax invoice of one captured provider payment, once: a repeated capture answers the one
   * issued (the order's row is locked by the caller, and the unique key backs it).
   */
  async function issueForPayment(tx: Tx, p: PaymentRow, providerPaymentId: string, at: Date) {
    const issued = await q.findInvoiceOfProviderPayment(tx, providerPaymentId);
    if (issued) return issued;
    const line = invoiceLineOf(p, deps.siteName);
    const supply = supplyKind(settings.seller.stateCode, null);
    const split = splitInclusiveGst(p.amountPaise, settings.rateBasisPoints, supply.kind);
    const n = await numbered(tx, settings.invoicePrefix, at);
    const data: InvoiceDocument = {
      kind: 'invoice',
      number: n.number,
      financialYear: financialYearLabel(n.financialYear),
      issuedAt: at.toISOString(),
      seller: settings.seller,
      buyer: line.buyer,
      placeOfSupply: supply.placeOfSupply,
      placeOfSupplyRule: NO_ADDRESS_RULE,
      description: line.description,
      sacCode: settings.sacCode,
      rateBasisPoints: split.rateBasisPoints,
      supply: split.kind,
      totalPaise: split.totalPaise,
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
      amountInWords: rupeesInWords(split.totalPaise),
      providerPaymentId,
      providerOrderId: p.providerOrderId,
      credits: null,
      reason: null,
    };
    return q.insertInvoice(tx, {
      kind: 'invoice',
      ...n,
      paymentId: p.id,
      providerPaymentId,
      buyerAccountId: p.clientId,
      purpose: p.purpose,
      totalPaise: split.totalPaise,
      issuedAt: at,
      data,
    });
  }

  /**
   * The credit note of a processed refund, against the invoice of the payment it returns, at
   * that invoice's rate and place of supply; once per refund. A payment captured before invoices
   * were issued has none to reduce: then there is no credit note either.
   */
  async function issueCreditNote(tx: Tx, refund: RefundRow, at: Date) {
    const issued = await q.findCreditNoteOfRefund(tx, refund.id);
    if (issued) return issued;
    const invoice = await q.findInvoiceOfProviderPayment(tx, refund.providerPaymentId);
    if (!invoice) return null;
    const original = invoiceDocument.parse(invoice.data);
    const split = splitInclusiveGst(refund.amountPaise, original.rateBasisPoints, original.supply);
    const n = await numbered(tx, settings.creditNotePrefix, at);
    const data: InvoiceDocument = {
      ...original,
      kind: 'credit-note',
      number: n.number,
      financialYear: financialYearLabel(n.financialYear),
      issuedAt: at.toISOString(),
      description: `Refund: ${original.description}`,
      totalPaise: split.totalPaise,
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
      amountInWords: rupeesInWords(split.totalPaise),
      credits: { number: original.number, issuedAt: original.issuedAt },
      reason: refund.reason,
    };
    return q.insertInvoice(tx, {
      kind: 'credit-note',
      ...n,
      paymentId: invoice.paymentId,
      providerPaymentId: refund.providerPaymentId,
      refundId: refund.id,
      creditsInvoiceId: invoice.id,
      buyerAccountId: invoice.buyerAccountId,
      purpose: invoice.purpose,
      totalPaise: split.totalPaise,
      issuedAt: at,
      data,
    });
  }

  return { issueForPayment, issueCreditNote };
}

export type InvoiceIssuer = ReturnType<typeof createInvoiceIssuer>;
