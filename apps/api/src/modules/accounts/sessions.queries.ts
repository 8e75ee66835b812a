import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, sessions } from './accounts.schema';

/** Prepared once per database handle: every signed-in request reads it, so it is not rebuilt. */
const preparedSessionReads = new WeakMap<Db, ReturnType<typeof prepareSessionRead>>();

const prepareSessionRead = (db: Db) =>
  db
    .select({ sessionId: sessions.id, accountId: accounts.id, role: accounts.role })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        isNull(accounts.disabledAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_live_session');

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  let read = preparedSessionReads.get(db);
  if (!read) {
    read = prepareSessionRead(db);
    preparedSessionReads.set(db, read);
  }
  const [row] = await read.execute({ tokenHash, now });
  return row ?? null;
}

/** True when the account was ever given a session (revoked and expired ones count). */
export async function hasAnySession(db: Db | Tx, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.accountId, accountId))
    .limit(1);
  return row !== undefined;
}

export async function insertSession(
  tx: Db | Tx,
  values: { accountId: string; tokenHash: string; expiresAt: Date },
) {
  await tx.insert(sessions).values(values);
}

export async function revokeSession(db: Db, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAccountSessions(tx: Db | Tx, accountId: string, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

/** A live session by its id, with the token hash a signed link is keyed by (session-links.ts). */
export async function findLiveSessionById(db: Db, sessionId: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      accountId: accounts.id,
      role: accounts.role,
      tokenHash: sessions.tokenHash,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        isNull(accounts.disabledAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}
