import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, reports, therapists } from '../../db/schema';

type Handle = Db | Tx;

export async function findTherapist(db: Handle, therapistId: string) {
  const [row] = await db
    .select({ id: therapists.id, name: therapists.name, slug: therapists.slug })
    .from(therapists)
    .where(eq(therapists.id, therapistId));
  return row ?? null;
}

export async function findReporter(db: Handle, accountId: string) {
  const [row] = await db
    .select({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

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
