import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/** Inserts unless the address (case-insensitively) is already subscribed; true when new. */
export async function insertSubscriber(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

const addressIs = (email: string) => sql`lower(${newsletterSubscribers.email}) = lower(${email})`;

export async function findSubscriber(db: Db | Tx, email: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(addressIs(email));
  return row ?? null;
}

export async function deleteSubscriber(tx: Tx, email: string) {
  await tx.delete(newsletterSubscribers).where(addressIs(email));
}
