import type { Db, Tx } from '../../db/client';
import { findAccountContact } from './accounts.queries';

/** The name, email and phone of an account: where other modules' mail goes. */
export function createAccountContacts(db: Db) {
  return { find: (accountId: string, tx: Db | Tx = db) => findAccountContact(tx, accountId) };
}

export type AccountContacts = ReturnType<typeof createAccountContacts>;
