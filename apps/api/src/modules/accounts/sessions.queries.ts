import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, sessions } from '../../db/schema';

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, accountId: accounts.id, role: accounts.role })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
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
