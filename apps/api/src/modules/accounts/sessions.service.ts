import type { Db, Tx } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { isTeamRole } from '@app/domain/team-roles';
import type { SecondFactor } from './second-factor.service';
import { hashToken, newToken } from './session-tokens';
import { findLiveSession, hasAnySession, insertSession, revokeSession } from './sessions.queries';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Who a token belongs to. A team member the owners' rule asks for a second factor they have not
 * set up is marked: the team's routes answer SECOND_FACTOR_SETUP_REQUIRED until it is set up.
 */
export function createSessionResolver(db: Db, secondFactor: Pick<SecondFactor, 'setupRequired'>) {
  return async (token: string): Promise<Caller | null> => {
    const caller = await findLiveSession(db, hashToken(token), new Date());
    if (!caller || !isTeamRole(caller.role)) return caller;
    return (await secondFactor.setupRequired(caller.accountId))
      ? { ...caller, secondFactorSetupRequired: true }
      : caller;
  };
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

/** Sign-up starts a session, so only an account made by the team or the join form has none. */
export const hasEverSignedIn = hasAnySession;

export function endSession(db: Db, sessionId: string): Promise<void> {
  return revokeSession(db, sessionId, new Date());
}

export const API_TOKEN_DEFAULT_DAYS = 90;
export const API_TOKEN_MAX_DAYS = 365;

/**
 * A long-lived token for the admin team's commands: a session like any other (hashed, revocable,
 * expiring), only longer, so a command needs no sign-in per call.
 */
export async function startApiToken(
  tx: Db | Tx,
  accountId: string,
  days: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  await insertSession(tx, { accountId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}
