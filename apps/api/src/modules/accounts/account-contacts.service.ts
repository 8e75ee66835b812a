import type { Db, Tx } from '../../db/client';
import { formatIndianPhone } from '@app/domain/phone-format';
import {
  findAccountContact,
  findAccountLanguage,
  isAccountInUse,
  setPhoneIfNone,
} from './accounts.queries';
import { deletionRequested } from './account-deletions.queries';
import { accountIdsWithEmailLike, accountLabelsOf } from './account-labels.queries';

/** The name, email and phone of an account (where other modules' mail goes), and whether it is closing. */
export function createAccountContacts(db: Db) {
  return {
    find: (accountId: string, tx: Db | Tx = db) => findAccountContact(tx, accountId),
    /** The language the account's person reads mails and texts in (null: no such account). */
    language: (accountId: string, tx: Db | Tx = db) => findAccountLanguage(tx, accountId),
    /** The account asked to be deleted: money it still pays books nothing. */
    closing: (accountId: string, tx: Db | Tx = db) => deletionRequested(tx, accountId),
    /** The phone typed at booking becomes the account's when it has none yet. */
    notePhone: (accountId: string, phone: string, tx: Db | Tx = db) =>
      phone.trim() ? setPhoneIfNone(tx, accountId, formatIndianPhone(phone)) : Promise.resolve(),
    /** Not turned off, closed or deleted: what the account opened (a calendar feed) still answers. */
    inUse: (accountId: string, tx: Db | Tx = db) => isAccountInUse(tx, accountId),
    /** Email and names of several accounts at once, for the rows of a list. */
    labelsOf: (ids: readonly string[], tx: Db | Tx = db) => accountLabelsOf(tx, ids),
    /** A subquery of account ids for an admin search by email (a `%…%` pattern). */
    idsWithEmailLike: (pattern: string) => accountIdsWithEmailLike(db, pattern),
  };
}

export type AccountContacts = ReturnType<typeof createAccountContacts>;
