import { asc, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contactMessages } from '../../db/schema';

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
