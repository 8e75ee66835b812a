import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { offsetOf, type Paging } from '../../db/paging';
import { reports } from './reports.schema';

type Handle = Db | Tx;

export async function insertReport(tx: Tx, values: typeof reports.$inferInsert): Promise<string> {
  const [row] = await tx.insert(reports).values(values).returning({ id: reports.id });
  if (!row) throw new Error('report insert failed');
  return row.id;
}

/** The reports an account made, oldest first: its part of the account's download. */
export async function reportsOfAccount(db: Handle, accountId: string) {
  return db
    .select()
    .from(reports)
    .where(eq(reports.accountId, accountId))
    .orderBy(asc(reports.createdAt));
}

/**
 * Blanks what the account wrote. The report itself (which therapist, when, how it was settled)
 * stays for the admin team's record of that therapist.
 */
export async function eraseReportTexts(tx: Tx, accountId: string) {
  await tx.update(reports).set({ message: '' }).where(eq(reports.accountId, accountId));
}

export type ReportRow = typeof reports.$inferSelect;

/** A page of reports in one state. */
export async function listReports(db: Db, status: string, paging: Paging) {
  const where = eq(reports.status, status);
  // The open queue is worked oldest first; decided reports read newest first.
  const order = status === 'open' ? asc(reports.createdAt) : desc(reports.resolvedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(order, asc(reports.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findReport(db: Handle, id: string) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row ?? null;
}

export async function lockReport(tx: Tx, id: string) {
  const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
  return row ?? null;
}

export async function decideReport(
  tx: Tx,
  id: string,
  values: { status: string; resolutionNote: string; resolvedAt: Date; resolvedBy: string },
) {
  const [row] = await tx.update(reports).set(values).where(eq(reports.id, id)).returning();
  if (!row) throw new Error('report update failed');
  return row;
}

export async function countOpenReports(db: Db) {
  const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.status, 'open'));
  return row?.n ?? 0;
}
