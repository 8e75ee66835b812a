import type { Db, Tx } from '../../db/client';
import { findAccountContact } from './accounts.queries';
import { deletionRequested } from './account-deletions.queries';

/** The name, email and phone of an account (where other modules' mail goes), and whether it is closing. */
export function createAccountContacts(db: Db) {
  return {
    find: (accountId: string, tx: Db | Tx = db) => findAccountContact(tx, accountId),
    /** The account asked to be deleted: money it still pays books nothing. */
    closing: (accountId: string, tx: Db | Tx = db) => deletionRequested(tx, accountId),
  };
}

export type AccountContacts = ReturnType<typeof createAccountContacts>;
