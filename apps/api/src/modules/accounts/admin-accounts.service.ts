import { ACCOUNT_ROLES, isTeamRole, type AccountRole, type TeamRole } from '@app/domain/team-roles';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import { hashPassword } from './password';
import { API_TOKEN_MAX_DAYS, startApiToken } from './sessions.service';
import * as q from './accounts.queries';
import { revokeAccountSessions } from './sessions.queries';

export type { AccountRole };

/** Who ran the command, for the audit log ("command line (ravi)"). */
export interface Operator {
  accountId: string | null;
  via: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Team accounts, roles and API tokens: what `npm run admin` does (accounts module, its tables).
 * It runs on the database itself, so whoever runs it holds every role's power already.
 */
export function createAdminAccounts(db: Db) {
  async function accountOf(email: string) {
    const row = await q.findAccountRoleByEmail(db, email);
    if (!row) throw notFound(`No account has the email ${email}.`);
    return row;
  }

  return {
    async createTeamMember(
      input: {
        email: string;
        password: string;
        firstName: string;
        lastName: string;
        role: TeamRole;
      },
      operator: Operator,
    ) {
      const email = input.email.trim();
      if (!EMAIL_RE.test(email)) throw badRequest('Please give a valid email address.');
      if (input.password.length < 8 || input.password.length > 128)
        throw badRequest('The password must be 8 to 128 characters.');
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const created = await q.insertAccount(tx, {
          email,
          username: `admin_${email
            .split('@')[0]!
            .replace(/[^A-Za-z0-9_]/g, '')
            .slice(0, 16)}_${Date.now().toString(36).slice(-5)}`,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          role: input.role,
        });
        if (!created.ok)
          throw conflict(
            `An account with the email ${email} exists already: change its role instead.`,
          );
        await recordAudit(tx, {
          actorAccountId: operator.accountId,
          actorKind: operator.accountId ? 'admin' : 'system',
          action: 'account.admin_created',
          entity: 'account',
          entityId: created.value.id,
          data: { via: operator.via, after: { role: input.role } },
        });
        return { id: created.value.id, email, role: input.role };
      });
    },

    async setRole(email: string, role: AccountRole, operator: Operator) {
      if (!(ACCOUNT_ROLES as readonly string[]).includes(role))
        throw badRequest(`The role must be one of ${ACCOUNT_ROLES.join(', ')}.`);
      const account = await accountOf(email.trim());
      if (account.role === role) return { email: account.email, role, changed: false };
      await db.transaction(async (tx) => {
        await q.setAccountRole(tx, account.id, role);
        // Sessions and tokens were granted to the old role: the account signs in again.
        await revokeAccountSessions(tx, account.id, new Date());
        await recordAudit(tx, {
          actorAccountId: operator.accountId,
          actorKind: operator.accountId ? 'admin' : 'system',
          action: 'account.role_changed',
          entity: 'account',
          entityId: account.id,
          data: { via: operator.via, before: { role: account.role }, after: { role } },
        });
      });
      return { email: account.email, role, changed: true };
    },

    /** A long-lived API token of a team account (only its hash is stored). */
    async mintToken(
      accountIdOrEmail: { accountId: string } | { email: string },
      days: number,
      operator: Operator,
    ) {
      if (!Number.isInteger(days) || days < 1 || days > API_TOKEN_MAX_DAYS)
        throw badRequest(`Days must be a whole number from 1 to ${API_TOKEN_MAX_DAYS}.`);
      const accountId =
        'accountId' in accountIdOrEmail
          ? accountIdOrEmail.accountId
          : await accountOf(accountIdOrEmail.email.trim()).then((a) => {
              if (!isTeamRole(a.role))
                throw conflict(`${a.email} is not an account of the admin team.`);
              return a.id;
            });
      return db.transaction(async (tx) => {
        const minted = await startApiToken(tx, accountId, days);
        await recordAudit(tx, {
          actorAccountId: operator.accountId ?? accountId,
          actorKind: operator.accountId ? 'admin' : 'system',
          action: 'account.api_token_created',
          entity: 'account',
          entityId: accountId,
          data: { via: operator.via, expiresAt: minted.expiresAt.toISOString() },
        });
        return minted;
      });
    },
  };
}

export type AdminAccounts = ReturnType<typeof createAdminAccounts>;
