import type { Db, Tx } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { hashToken, newToken } from './session-tokens';
import { findLiveSession, insertSession, revokeSession } from './sessions.queries';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function createSessionResolver(db: Db) {
  return async (token: string): Promise<Caller | null> =>
    findLiveSession(db, hashToken(token), new Date());
}

/** Creates a session and returns the raw token: only its hash is stored. */
export async function startSession(
  tx: Db | Tx,
  accountId: string,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await insertSession(tx, {
    accountId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export function endSession(db: Db, sessionId: string): Promise<void> {
  return revokeSession(db, sessionId, new Date());
}
