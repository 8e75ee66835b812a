import { and, asc, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, invoices, payments, refunds } from '../booking.schema';

/** The finance exports' reads: rows created in [start, end), oldest first, a page at a time. */

export const EXPORT_PAGE_ROWS = 500;

export interface ExportWindow {
  start: Date;
  end: Date;
}

/** Where a page ended: the exact stored time as text (a JS Date would drop its microseconds). */
type Keyed = { id: string; key: string };
type Table = typeof payments | typeof refunds | typeof appointments;

const keyOf = (table: Table) => sql<string>`${table.createdAt}::text`;

/** Rows after `after` in (createdAt, id) order: each page is one bounded query. */
function windowAfter(table: Table, w: ExportWindow, after: Keyed | null): SQL {
  const inWindow = and(gte(table.createdAt, w.start), lt(table.createdAt, w.end)) as SQL;
  if (!after) return inWindow;
  return and(
    inWindow,
    sql`(${table.createdAt}, ${table.id}) > (${after.key}::timestamptz, ${after.id}::uuid)`,
  ) as SQL;
}

/** Walks the window page by page, so memory holds one page however long the range. */
async function* pages<T extends Keyed>(read: (after: Keyed | null) => Promise<T[]>) {
  let after: Keyed | null = null;
  for (;;) {
    const page = await read(after);
    if (page.length > 0) yield page;
    if (page.length < EXPORT_PAGE_ROWS) return;
    after = page[page.length - 1]!;
  }
}

export const paymentPages = (db: Db, w: ExportWindow) =>
  pages((after) =>
    db
      .select({
        id: payments.id,
        key: keyOf(payments),
        createdAt: payments.createdAt,
        status: payments.status,
        purpose: payments.purpose,
        amountPaise: payments.amountPaise,
        currency: payments.currency,
        provider: payments.provider,
        providerOrderId: payments.providerOrderId,
        providerPaymentId: payments.providerPaymentId,
        appointmentId: payments.appointmentId,
        therapistId: payments.therapistId,
        failureReason: payments.failureReason,
      })
      .from(payments)
      .where(windowAfter(payments, w, after))
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(EXPORT_PAGE_ROWS),
  );

export const refundPages = (db: Db, w: ExportWindow) =>
  pages((after) =>
    db
      .select({
        id: refunds.id,
        key: keyOf(refunds),
        createdAt: refunds.createdAt,
        updatedAt: refunds.updatedAt,
        status: refunds.status,
        amountPaise: refunds.amountPaise,
        paymentId: refunds.paymentId,
        providerPaymentId: refunds.providerPaymentId,
        providerRefundId: refunds.providerRefundId,
        appointmentId: refunds.appointmentId,
        cause: refunds.cause,
        reason: refunds.reason,
      })
      .from(refunds)
      .where(windowAfter(refunds, w, after))
      .orderBy(asc(refunds.createdAt), asc(refunds.id))
      .limit(EXPORT_PAGE_ROWS),
  );

export const appointmentPages = (db: Db, w: ExportWindow) =>
  pages((after) =>
    db
      .select({
        id: appointments.id,
        key: keyOf(appointments),
        createdAt: appointments.createdAt,
        startsAt: appointments.startsAt,
        slotDate: appointments.slotDate,
        slotTime: appointments.slotTime,
        sessionType: appointments.sessionType,
        therapistId: appointments.therapistId,
        payment: appointments.payment,
        bookingFeePaise: appointments.bookingFeePaise,
        isApproved: appointments.isApproved,
        isCompleted: appointments.isCompleted,
        sessionStatus: appointments.sessionStatus,
        cancelled: appointments.cancelled,
        cancelledBy: appointments.cancelledBy,
        cancelledAt: appointments.cancelledAt,
        cancellationStatus: appointments.cancellationStatus,
        cancellationRequestedBy: appointments.cancellationRequestedBy,
      })
      .from(appointments)
      .where(windowAfter(appointments, w, after))
      .orderBy(asc(appointments.createdAt), asc(appointments.id))
      .limit(EXPORT_PAGE_ROWS),
  );

/**
 * Tax invoices and credit notes issued in the window (by their issue instant, the date they
 * carry), in issue order: the invoice register.
 */
export const invoicePages = (db: Db, w: ExportWindow) =>
  pages((after) =>
    db
      .select({
        id: invoices.id,
        key: sql<string>`${invoices.issuedAt}::text`,
        data: invoices.data,
      })
      .from(invoices)
      .where(
        and(
          gte(invoices.issuedAt, w.start),
          lt(invoices.issuedAt, w.end),
          after
            ? sql`(${invoices.issuedAt}, ${invoices.id}) > (${after.key}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(invoices.issuedAt), asc(invoices.id))
      .limit(EXPORT_PAGE_ROWS),
  );
