import type { Db, Tx } from '../../db/client';
import { deleteSubscriber, findSubscriber } from './newsletter.queries';

/** The newsletter's part of a client's data rights: the account email's subscription, if any. */
export function createNewsletterData(db: Db) {
  return {
    async exportForEmail(email: string) {
      const row = await findSubscriber(db, email);
      return row ? { email: row.email, subscribedAt: row.createdAt.toISOString() } : null;
    },
    eraseForEmail: (tx: Tx, email: string) => deleteSubscriber(tx, email),
  };
}
