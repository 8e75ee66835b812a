import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  max,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern, offsetOf, type Paging } from '../../db/paging';
import { accounts, sessions } from './accounts.schema';
import { deletionRequested } from './account-deletions.queries';

/** The team's people search and a person's sign-in state (accounts and sessions tables). */

// The same expression as the trigram index accounts_people_search_trgm, so the index answers.
const searchText = sql`lower(${accounts.firstName} || ' ' || ${accounts.lastName} || ' ' || ${accounts.email} || ' ' || coalesce(${accounts.phone}, ''))`;

const summary = {
  id: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  phone: accounts.phone,
  role: accounts.role,
  disabledAt: accounts.disabledAt,
  createdAt: accounts.createdAt,
};

/** Other ways a person is found: subqueries of account ids by a `%…%` pattern of phone digits. */
export type PhoneSearch = (pattern: string) => SQLWrapper;

const MIN_PHONE_DIGITS = 3;

export async function searchPeople(db: Db, s: Paging & { q?: string }, byPhone?: PhoneSearch) {
  let where: SQL | undefined;
  if (s.q) {
    const matches: SQL[] = [sql`${searchText} LIKE lower(${containsPattern(s.q)})`];
    // Phones are kept as 10 digits: India's country code in front of them is dropped.
    const digits = s.q.replace(/[\s+()-]/g, '').replace(/^(?:91|0)(\d{10})$/, '$1');
    if (/^\d+$/.test(digits) && digits.length >= MIN_PHONE_DIGITS) {
      const pattern = containsPattern(digits);
      matches.push(sql`${searchText} LIKE ${pattern}`);
      if (byPhone) matches.push(inArray(accounts.id, byPhone(pattern)));
    }
    where = or(...matches);
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(summary)
      .from(accounts)
      .where(where)
      .orderBy(desc(accounts.createdAt), accounts.id)
      .limit(s.pageSize)
      .offset(offsetOf(s)),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPerson(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ ...summary, username: accounts.username, disabledReason: accounts.disabledReason })
    .from(accounts)
    .where(eq(accounts.id, id))
    .limit(1);
  if (!row) return null;
  return { ...row, closing: await deletionRequested(db, id) };
}

/** Sessions still usable now, and when the newest of them began. */
export async function liveSessionsOf(db: Db, accountId: string, now: Date) {
  const [row] = await db
    .select({ active: count(), lastStartedAt: max(sessions.createdAt) })
    .from(sessions)
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return { active: row?.active ?? 0, lastStartedAt: row?.lastStartedAt ?? null };
}

export async function setDisabled(
  tx: Tx,
  accountId: string,
  state: { at: Date; reason: string } | null,
) {
  await tx
    .update(accounts)
    .set({
      disabledAt: state?.at ?? null,
      disabledReason: state?.reason ?? null,
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, accountId));
}

/** Locks the account row so two team members acting at once see each other's change. */
export async function lockPerson(tx: Tx, accountId: string) {
  const [row] = await tx
    .select({
      id: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
      role: accounts.role,
      disabledAt: accounts.disabledAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return row ?? null;
}
