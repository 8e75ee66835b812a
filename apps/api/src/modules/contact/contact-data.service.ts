import type { Db, Tx } from '../../db/client';
import { deleteMessagesFrom, insertContactMessage, messagesFrom } from './contact.queries';

/**
 * The contact module's part of a client's data rights. Contact messages carry no account, so the
 * account's email ties them to it: the download shows them, the erasure deletes them.
 */
export function createContactData(db: Db) {
  return {
    async exportForEmail(email: string) {
      const rows = await messagesFrom(db, email);
      return rows.map((m) => ({
        id: m.id,
        firstName: m.firstName,
        lastName: m.lastName,
        email: m.email,
        phone: m.phone,
        message: m.message,
        createdAt: m.createdAt.toISOString(),
      }));
    },
    eraseForEmail: (tx: Tx, email: string) => deleteMessagesFrom(tx, email),
    /** A message from a signed-in account to the team's inbox (as if sent by the contact form). */
    fileFromAccount: (
      tx: Tx,
      m: { firstName: string; lastName: string; email: string; phone: string; message: string },
    ) => insertContactMessage(tx, m),
  };
}
