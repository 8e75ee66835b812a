import { Readable } from 'node:stream';
import { csvField } from '@app/domain/admin-console';
import { exportRange, istCell, rupeesCell, type ExportKind } from '@app/domain/admin-exports';
import { appointmentStatus } from '@app/domain/appointment-status';
import { INVOICE_REGISTER_HEADERS, invoiceRegisterRow } from '@app/domain/invoice-register';
import { invoiceDocument } from '@app/domain/schemas/invoices';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../shared/app-error';
import { recordAudit } from '../../../shared/audit/audit-log';
import * as q from './exports.queries';

/**
 * The finance exports: payments, refunds and appointments of an IST date range as CSV, and the
 * invoice register (every tax invoice and credit note issued in it).
 */

const HEADERS: Record<ExportKind, readonly string[]> = {
  payments: [
    'payment_id',
    'created_at_ist',
    'status',
    'purpose',
    'amount_rupees',
    'amount_paise',
    'currency',
    'provider',
    'provider_order_id',
    'provider_payment_id',
    'appointment_id',
    'therapist_id',
    'failure_reason',
  ],
  refunds: [
    'refund_id',
    'created_at_ist',
    'updated_at_ist',
    'status',
    'amount_rupees',
    'amount_paise',
    'payment_id',
    'provider_payment_id',
    'provider_refund_id',
    'appointment_id',
    'cause',
    'reason',
  ],
  appointments: [
    'appointment_id',
    'booked_at_ist',
    'session_starts_at_ist',
    'session_type',
    'therapist_id',
    'status',
    'payment',
    'booking_fee_rupees',
    'booking_fee_paise',
    'cancelled_by',
    'cancelled_at_ist',
    'cancellation_status',
  ],
  invoices: INVOICE_REGISTER_HEADERS,
};

type Row = ReadonlyArray<string | null>;

function rowsOf(db: Db, kind: ExportKind, w: q.ExportWindow): AsyncIterable<Row[]> {
  const map = <T>(pages: AsyncIterable<T[]>, cells: (r: T) => Row) =>
    (async function* () {
      for await (const page of pages) yield page.map(cells);
    })();
  switch (kind) {
    case 'payments':
      return map(q.paymentPages(db, w), (p) => [
        p.id,
        istCell(p.createdAt),
        p.status,
        p.purpose,
        rupeesCell(p.amountPaise),
        String(p.amountPaise),
        p.currency,
        p.provider,
        p.providerOrderId,
        p.providerPaymentId,
        p.appointmentId,
        p.therapistId,
        p.failureReason,
      ]);
    case 'refunds':
      return map(q.refundPages(db, w), (r) => [
        r.id,
        istCell(r.createdAt),
        istCell(r.updatedAt),
        r.status,
        rupeesCell(r.amountPaise),
        String(r.amountPaise),
        r.paymentId,
        r.providerPaymentId,
        r.providerRefundId,
        r.appointmentId,
        r.cause,
        r.reason,
      ]);
    case 'appointments':
      return map(q.appointmentPages(db, w), (a) => [
        a.id,
        istCell(a.createdAt),
        istCell(a.startsAt),
        a.sessionType,
        a.therapistId,
        appointmentStatus({
          ...a,
          payment: a.payment === 'paid',
          sessionStatus: a.sessionStatus === 'not-attended' ? 'not-attended' : null,
          cancellationRequestedBy:
            a.cancellationRequestedBy === 'therapist' || a.cancellationRequestedBy === 'user'
              ? a.cancellationRequestedBy
              : null,
        }).code,
        a.payment,
        rupeesCell(a.bookingFeePaise),
        String(a.bookingFeePaise),
        a.cancelledBy,
        istCell(a.cancelledAt),
        a.cancellationStatus,
      ]);
    case 'invoices':
      return map(q.invoicePages(db, w), (d) => invoiceRegisterRow(invoiceDocument.parse(d.data)));
  }
}

const line = (cells: Row) => cells.map((c) => csvField(c ?? '')).join(',') + '\r\n';

export function createExports(db: Db) {
  return {
    /**
     * The CSV of one kind over an inclusive IST range, as a stream that reads a page of rows at a
     * time. The export itself is audited: it carries client payment data out of the console.
     */
    async csv(kind: ExportKind, from: string, to: string, adminId: string) {
      const window = exportRange(from, to);
      if (!window) throw badRequest('Use real dates like 1_11_2026, the first not after the last.');
      await recordAudit(db, {
        actorAccountId: adminId,
        actorKind: 'admin',
        action: 'export.downloaded',
        entity: 'export',
        entityId: kind,
        data: { from, to },
      });
      const pages = rowsOf(db, kind, window);
      return Readable.from(
        (async function* () {
          yield line(HEADERS[kind]);
          for await (const page of pages) yield page.map(line).join('');
        })(),
      );
    },
  };
}

export type Exports = ReturnType<typeof createExports>;
