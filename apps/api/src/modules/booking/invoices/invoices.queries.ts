import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { invoiceCounters, invoices, payments } from '../booking.schema';

type Handle = Db | Tx;
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The next number of a series in a financial year, taken in the caller's transaction: the
 * counter row stays locked until it commits, so a concurrent issuer waits and gets the number
 * after, and a rollback gives the number back.
 */
export async function nextSequence(tx: Tx, series: string, financialYear: number) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.financialYear],
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  return row!.sequence;
}

export async function insertInvoice(tx: Tx, values: typeof invoices.$inferInsert) {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

export async function findInvoiceOfProviderPayment(db: Handle, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.providerPaymentId, providerPaymentId), eq(invoices.kind, 'invoice')));
  return row ?? null;
}

export async function findCreditNoteOfRefund(db: Handle, refundId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.refundId, refundId));
  return row ?? null;
}

export async function findInvoice(db: Handle, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

const listed = { invoice: invoices, appointmentId: payments.appointmentId };
export type ListedInvoice = { invoice: InvoiceRow; appointmentId: string | null };

/** A buyer's documents, newest first (optionally of one purpose), with what their payment booked. */
export function invoicesOfBuyer(
  db: Handle,
  accountId: string,
  purpose?: InvoiceRow['purpose'],
): Promise<ListedInvoice[]> {
  return db
    .select(listed)
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(
      and(
        eq(invoices.buyerAccountId, accountId),
        purpose ? eq(invoices.purpose, purpose) : undefined,
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence));
}

/** Every document, newest first, a page at a time; and how many there are. */
export async function invoicePage(db: Handle, limit: number, offset: number) {
  const rows = await db
    .select(listed)
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(invoices);
  return { rows, total: total?.n ?? 0 };
}
