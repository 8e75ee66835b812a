import { ilike, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts } from './accounts.schema';

export interface AccountLabel {
  email: string;
  firstName: string;
  lastName: string;
}

/** Email and names of each of `ids` that exists, by id. */
export async function accountLabelsOf(db: Db | Tx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, AccountLabel>();
  const rows = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(accounts)
    .where(inArray(accounts.id, unique));
  return new Map<string, AccountLabel>(rows.map(({ id, ...label }) => [id, label]));
}

/** The ids of accounts whose email matches a `%…%` pattern, as a subquery for admin searches. */
export function accountIdsWithEmailLike(db: Db, pattern: string) {
  return db.select({ id: accounts.id }).from(accounts).where(ilike(accounts.email, pattern));
}
