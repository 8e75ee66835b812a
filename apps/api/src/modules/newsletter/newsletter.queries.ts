import type { Db } from '../../db/client';
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
