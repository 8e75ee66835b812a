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
