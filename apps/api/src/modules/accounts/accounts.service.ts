import { ERROR_MESSAGES } from '@app/domain/error-codes';
import type { MessageDescriptor } from '@app/domain/i18n/define';
import type { Language } from '@app/domain/i18n/languages';
import type {
  LoginBody,
  RegisterBody,
  UpdateProfileBody,
  UserData,
} from '@app/domain/schemas/account';
import { MESSAGES } from '@app/domain/messages';
import { splitPersonName } from '@app/domain/person-name';
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import type { HumanCheck } from '../../adapters/human-check/human-check';
import { badRequest, conflict, fail, unauthorized, type AppError } from '../../shared/app-error';
import { isTeamRole } from '@app/domain/team-roles';
import type { SecondFactor } from './second-factor.service';
import type { Caller, Role } from '../../plugins/auth';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import * as q from './accounts.queries';
import { endSession, hasEverSignedIn, startSession } from './sessions.service';
import { recordAudit } from '../../shared/audit/audit-log';
import { MESSAGES_PEOPLE } from './people-messages';

/**
 * Worded so older clients' friendly-message mapping (duplicate + email/username) shows its text;
 * answered in the caller's language (the web maps the code).
 */
export const DUPLICATE_MESSAGES: Record<q.UniqueField, MessageDescriptor> = {
  email: ERROR_MESSAGES.EMAIL_TAKEN,
  username: ERROR_MESSAGES.USERNAME_TAKEN,
};
// Worded so the spec's friendly mapping shows 'Incorrect password...' for both unknown email and wrong password.
export const INVALID_LOGIN = ERROR_MESSAGES.WRONG_CREDENTIALS;

/** The audit log's actor kind: every team role acts as the team ('admin'). */
export const actorKindOf = (role: Role) =>
  role === 'client' ? 'user' : role === 'therapist' ? 'therapist' : 'admin';

const duplicate = (field: q.UniqueField): AppError =>
  conflict(DUPLICATE_MESSAGES[field], field === 'email' ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN');

export function createAccountsService(deps: {
  db: Db;
  humanCheck: HumanCheck;
  secondFactor: Pick<SecondFactor, 'isOn' | 'check'>;
}) {
  const { db, humanCheck } = deps;
  return {
    /** Creates a client account and signs it in; returns the session token. */
    async register(input: RegisterBody, ctx: { remoteIp?: string }): Promise<string> {
      const human = await humanCheck.verify(input.turnstileToken, { remoteIp: ctx.remoteIp });
      if (!human) throw badRequest(MESSAGES.signup.verifyHuman, 'HUMAN_CHECK_FAILED');
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const created = await q.insertAccount(tx, {
          email: input.email,
          username: input.username,
          firstName: input.first_name,
          lastName: input.last_name,
          passwordHash,
        });
        if (!created.ok) throw duplicate(created.duplicate);
        const account = created.value;
        await recordAudit(tx, {
          entity: 'account',
          actorAccountId: account.id,
          actorKind: actorKindOf(account.role),
          action: 'account.registered',
          entityId: account.id,
        });
        return startSession(tx, account.id);
      });
    },

    /** Unknown email and wrong password answer alike, after the same argon2 work. */
    /** A session token, and whether it is the account's first sign-in (greeted differently). */
    async login({ email, password, otp }: LoginBody): Promise<{ token: string; first: boolean }> {
      const account = await q.findLoginByEmail(db, email);
      if (!account) {
        await burnPasswordCheck(password);
        throw unauthorized(INVALID_LOGIN, 'WRONG_CREDENTIALS');
      }
      if (!(await verifyPassword(account.passwordHash, password)))
        throw unauthorized(INVALID_LOGIN, 'WRONG_CREDENTIALS');
      // Told only to whoever knows the password, so the refusal reveals nothing to a guesser.
      if (account.disabledAt)
        throw unauthorized(MESSAGES_PEOPLE.signInDisabled, 'SIGN_IN_DISABLED');
      // A team account with a second factor: the password alone opens nothing (decision 0060).
      if (isTeamRole(account.role) && (await deps.secondFactor.isOn(account.id))) {
        if (!otp) throw fail('SECOND_FACTOR_REQUIRED', undefined, { secondFactorRequired: true });
        if (!(await deps.secondFactor.check(account.id, otp))) throw fail('SECOND_FACTOR_WRONG');
      }
      const first = !(await hasEverSignedIn(db, account.id));
      return { token: await startSession(db, account.id), first };
    },

    logout(caller: Caller): Promise<void> {
      return endSession(db, caller.sessionId);
    },

    async profile(caller: Caller): Promise<UserData> {
      const row = await q.findProfile(db, caller.accountId);
      if (!row) throw unauthorized();
      return row;
    },

    async setLanguage(caller: Caller, language: Language): Promise<void> {
      if (!(await q.setLanguage(db, caller.accountId, language))) throw unauthorized();
    },

    async updateProfile(caller: Caller, fields: UpdateProfileBody): Promise<void> {
      await db.transaction(async (tx) => {
        const updated = await q.updateProfile(tx, caller.accountId, fields);
        if (!updated.ok) throw duplicate(updated.duplicate);
        if (!updated.value) throw unauthorized();
        await recordAudit(tx, {
          entity: 'account',
          actorAccountId: caller.accountId,
          actorKind: actorKindOf(caller.role),
          action: 'account.profile_updated',
          entityId: caller.accountId,
          data: { username: fields.username },
        });
      });
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;

/** True when an account already uses this email (any case). */
export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  return (await q.findAccountIdByEmail(db, email)) !== null;
}

export { hashPassword };

/**
 * A therapist's account follows the name on their application: first and last name without
 * leading titles ('Dr. Asha Rao' → Asha / Rao), inside the caller's transaction.
 */
export async function renameAccount(tx: Tx, accountId: string, fullName: string): Promise<void> {
  await q.setAccountNames(tx, accountId, splitPersonName(fullName));
}

/** A username nobody chose: the email's local part and random characters, within the username rules. */
function generatedUsername(email: string): string {
  const base =
    (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.]/g, '').slice(0, 18) || 'therapist';
  return `${base}_${randomBytes(6).toString('hex')}`;
}

/**
 * Creates a therapist's account inside the caller's transaction (the join form): role therapist,
 * the applicant's email and the password hashed with `hashPassword` beforehand (outside the
 * transaction, as argon2 takes a while). A taken email throws the duplicate-email conflict.
 */
export async function createTherapistAccount(
  tx: Tx,
  input: { email: string; name: string; phone: string; passwordHash: string },
): Promise<{ id: string }> {
  const created = await q.insertAccount(tx, {
    email: input.email,
    username: generatedUsername(input.email),
    ...splitPersonName(input.name),
    passwordHash: input.passwordHash,
    phone: input.phone,
    role: 'therapist',
  });
  if (!created.ok) throw duplicate(created.duplicate);
  await recordAudit(tx, {
    entity: 'account',
    actorAccountId: created.value.id,
    actorKind: 'therapist',
    action: 'account.registered',
    entityId: created.value.id,
  });
  return { id: created.value.id };
}
