import { asc, count, desc, ilike, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { newsletterSubscribers } from './newsletter.schema';
import { containsPattern, offsetOf, type Paging } from '../../db/paging';

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

const matching = (q: string | undefined) =>
  q ? ilike(newsletterSubscribers.email, containsPattern(q)) : undefined;

/** Subscribers, newest first. */
export async function listSubscribers(db: Db, q: string | undefined, paging: Paging) {
  const where = matching(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every subscriber in sign-up order, a page at a time after `afterId` (keyset, for exports). */
export async function subscribersAfter(
  db: Db,
  after: { createdAt: Date; id: string } | null,
  limit: number,
) {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(
      after
        ? sql`(${newsletterSubscribers.createdAt}, ${newsletterSubscribers.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id))
    .limit(limit);
}
