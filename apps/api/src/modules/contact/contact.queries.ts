import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contactMessages } from './contact.schema';
import { offsetOf, type Paging } from '../../db/paging';

export async function insertContactMessage(
  db: Db | Tx,
  message: { firstName: string; lastName: string; email: string; phone: string; message: string },
): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert failed');
  return row.id;
}

const fromAddress = (email: string) => sql`lower(${contactMessages.email}) = lower(${email})`;

/** The messages sent from this address (any case), oldest first. */
export async function messagesFrom(db: Db | Tx, email: string) {
  return db
    .select()
    .from(contactMessages)
    .where(fromAddress(email))
    .orderBy(asc(contactMessages.createdAt));
}

export async function deleteMessagesFrom(tx: Tx, email: string) {
  await tx.delete(contactMessages).where(fromAddress(email));
}

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Messages waiting for an answer (oldest first) or handled ones (latest handled first). */
export async function listContactMessages(db: Db, handled: boolean, paging: Paging) {
  const where = handled ? isNotNull(contactMessages.handledAt) : isNull(contactMessages.handledAt);
  const order = handled
    ? [desc(contactMessages.handledAt), asc(contactMessages.id)]
    : [asc(contactMessages.createdAt), asc(contactMessages.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks one waiting message handled; null when it is unknown or was handled already. */
export async function markHandled(tx: Tx, id: string, by: string, at: Date) {
  const [row] = await tx
    .update(contactMessages)
    .set({ handledAt: at, handledBy: by })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
    .returning();
  return row ?? null;
}

export async function findContactMessage(db: Db | Tx, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

export async function countOpenMessages(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row?.n ?? 0;
}
