import { randomBytes } from 'node:crypto';
import { eraseAfterOf, erasedAccountFields } from '@app/domain/account-deletion';
import { PRIVACY_MESSAGES, type AccountDeletionItem } from '@app/domain/schemas/privacy';
import type { Db, Tx } from '../../db/client';
import { forbidden, unauthorized } from '../../shared/app-error';
import type { Caller } from '../../plugins/auth';
import { eraseAuditDetails, recordAudit } from '../../shared/audit/audit-log';
import { verifyPassword } from './password';
import * as q from './account-deletions.queries';

export const DELETIONS_LIST_LIMIT = 500;

/**
 * The accounts module's part of a client's data rights: its own rows in the download, the request
 * that cuts off access at once, and the erasure of the account row the job runs later.
 */
export function createAccountDeletion(db: Db) {
  return {
    /** The password proves it is the owner and not someone holding a borrowed session. */
    async confirmOwner(caller: Caller, password: string): Promise<void> {
      const account = await q.findAccountForDeletion(db, caller.accountId);
      if (!account) throw unauthorized();
      if (account.role !== 'client') throw forbidden(PRIVACY_MESSAGES.clientsOnly);
      if (!(await verifyPassword(account.passwordHash, password)))
        throw forbidden(PRIVACY_MESSAGES.wrongPassword, 'WRONG_PASSWORD');
    },

    /**
     * Inside the caller's transaction: records the request, revokes every session and reset link.
     * Null when a deletion was already requested (the caller then changes nothing).
     */
    async request(
      tx: Tx,
      accountId: string,
      at: Date,
      /** The team member who closed the account for its owner (decision 0049). */
      by?: { adminId: string; reason: string },
    ) {
      const account = await q.findAccountForDeletion(tx, accountId);
      if (!account) return null;
      const row = await q.insertDeletion(tx, {
        accountId,
        email: account.email,
        requestedAt: at,
        eraseAfter: eraseAfterOf(at),
      });
      if (!row) return null;
      await q.cutAccess(tx, accountId, at);
      await recordAudit(tx, {
        entity: 'account',
        actorAccountId: by ? by.adminId : accountId,
        actorKind: by ? 'admin' : 'user',
        action: by ? 'account.closed_by_team' : 'account.deletion_requested',
        entityId: accountId,
        ...(by ? { data: { reason: by.reason, role: account.role } } : {}),
      });
      return { email: account.email, requestedAt: row.requestedAt, eraseAfter: row.eraseAfter };
    },

    /** The deletion to erase, locked for this transaction; null once erased (or never asked). */
    async lockPending(tx: Tx, accountId: string) {
      const row = await q.lockDeletion(tx, accountId);
      if (!row || row.erasedAt || row.email === null) return null;
      return { email: row.email, requestedAt: row.requestedAt };
    },

    /** Replaces the account's personal data; only amounts, ids and dates elsewhere stay. */
    async erase(tx: Tx, accountId: string, at: Date): Promise<void> {
      const unusable = `erased:${randomBytes(16).toString('hex')}`;
      await q.anonymiseAccount(
        tx,
        accountId,
        { ...erasedAccountFields(accountId), passwordHash: unusable },
        at,
      );
      await eraseAuditDetails(tx, 'account', accountId);
      await q.markErased(tx, accountId, at);
      await recordAudit(tx, {
        entity: 'account',
        actorAccountId: null,
        actorKind: 'system',
        action: 'account.erased',
        entityId: accountId,
      });
    },

    /** The account's role while it is not deleted; null for no account or a deleted one. */
    async roleOf(accountId: string) {
      return (await q.findAccountForDeletion(db, accountId))?.role ?? null;
    },

    async exportAccount(accountId: string) {
      const row = await q.findAccountExport(db, accountId);
      if (!row) throw unauthorized();
      return { ...row, createdAt: row.createdAt.toISOString() };
    },

    findDeletion: (accountId: string) => q.findDeletion(db, accountId),

    /** Newest first; the email only until the data is erased. */
    async list(): Promise<AccountDeletionItem[]> {
      const rows = await q.listDeletions(db, DELETIONS_LIST_LIMIT);
      return rows.map((r) => ({
        accountId: r.accountId,
        email: r.erasedAt ? null : r.email,
        requestedAt: r.requestedAt.toISOString(),
        eraseAfter: r.eraseAfter.toISOString(),
        erasedAt: r.erasedAt ? r.erasedAt.toISOString() : null,
      }));
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
