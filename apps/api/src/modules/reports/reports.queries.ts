import { eq } from 'drizzle-orm';
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
