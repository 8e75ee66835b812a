import { MESSAGES } from '@app/domain/messages';
import type { Db } from '../../db/client';
import { badRequest } from '../../shared/app-error';
import { resetLink, type AccountNotices } from './account-notices';
import { findResettableAccount, setPasswordHash } from './accounts.queries';
import { actorKindOf } from './accounts.service';
import { hashPassword } from './password';
import {
  claimReset,
  findUsableReset,
  insertReset,
  lookupReset,
  retireResets,
} from './password-resets.queries';
import { hashToken, newToken } from './session-tokens';
import { revokeAccountSessions } from './sessions.queries';
import { recordAudit } from '../../shared/audit/audit-log';

export const RESET_VALID_MINUTES = 60;

const invalidLink = () => badRequest(MESSAGES.reset.invalidLink, 'RESET_LINK_INVALID');

export function createPasswordResetService(deps: {
  db: Db;
  publicUrl: string;
  notices: Pick<AccountNotices, 'passwordReset'>;
  /** Wakes the mail worker once the mail is committed to the outbox. */
  jobsQueued?: () => void;
}) {
  const { db, publicUrl, notices, jobsQueued } = deps;
  async function checkLink(token: string, email: string): Promise<void> {
    if (!(await findUsableReset(db, hashToken(token), email, new Date()))) throw invalidLink();
  }

  return {
    checkLink,

    /**
     * Known and unknown emails get the same answer after the same kind of work (a token, a mail
     * text, one short transaction); only a known one stores the link and queues the mail.
     */
    async requestReset(email: string): Promise<void> {
      const token = newToken();
      const tokenHash = hashToken(token);
      const now = new Date();
      const linkFor = (to: string) => resetLink(publicUrl, token, to);
      await db.transaction(async (tx) => {
        const account = await findResettableAccount(tx, email);
        if (!account) {
          linkFor(email);
          await lookupReset(tx, tokenHash);
          return;
        }
        const expiresAt = new Date(now.getTime() + RESET_VALID_MINUTES * 60_000);
        await insertReset(tx, { accountId: account.id, tokenHash, expiresAt });
        await notices.passwordReset(
          tx,
          { accountId: account.id, email: account.email },
          linkFor(account.email),
          RESET_VALID_MINUTES,
        );
      });
      // Both paths, so an unknown email does not skip a step.
      jobsQueued?.();
    },

    /** New password, link used, every other link retired, every session revoked: all or nothing. */
    async resetPassword(token: string, email: string, password: string): Promise<void> {
      const tokenHash = hashToken(token);
      // Fail fast before the argon2 work; the claim below is the authoritative check.
      await checkLink(token, email);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const now = new Date();
        const claimed = await claimReset(tx, tokenHash, email, now);
        if (!claimed) throw invalidLink();
        await setPasswordHash(tx, claimed.accountId, passwordHash);
        await retireResets(tx, claimed.accountId, now);
        await revokeAccountSessions(tx, claimed.accountId, now);
        await recordAudit(tx, {
          entity: 'account',
          actorAccountId: claimed.accountId,
          actorKind: actorKindOf(claimed.role),
          action: 'account.password_reset',
          entityId: claimed.accountId,
        });
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
