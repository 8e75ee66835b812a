import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { isTeamRole } from '@app/domain/team-roles';
import { SECOND_FACTOR, SECOND_FACTOR_MESSAGES as M } from '@app/domain/schemas/second-factor';
import type { Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { badRequest, conflict, fail, forbidden } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import { findAccountContact } from './accounts.queries';
import * as q from './second-factor.queries';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Recovery codes: 15 characters of Crockford-like base32 (75 bits), grouped in fives. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';
const newRecoveryCode = () =>
  Array.from(randomBytes(15), (b) => ALPHABET[b % 32])
    .join('')
    .replace(/(.{5})(?=.)/g, '$1-');
/** Typed with or without dashes, in any case. */
const recoveryHash = (typed: string) => sha256(typed.toUpperCase().replace(/[^A-Z0-9]/g, ''));

/**
 * The team's second factor (decision 0060): a TOTP app set up and confirmed by a first code,
 * ten single-use recovery codes stored hashed, and the owners' rule that every team member has one.
 */
export function createSecondFactor(deps: { db: Db; siteName: string; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const totpOf = (secret: string, label = 'team') =>
    new TOTP({
      issuer: deps.siteName,
      label,
      algorithm: 'SHA1',
      digits: SECOND_FACTOR.digits,
      period: SECOND_FACTOR.periodSeconds,
      secret: Secret.fromBase32(secret),
    });

  /** The time step of a right code, or null. */
  function stepOf(secret: string, code: string): number | null {
    const at = now().getTime();
    const delta = totpOf(secret).validate({
      token: code,
      timestamp: at,
      window: SECOND_FACTOR.window,
    });
    return delta === null ? null : Math.floor(at / 1000 / SECOND_FACTOR.periodSeconds) + delta;
  }

  function teamOnly(caller: Caller) {
    if (!isTeamRole(caller.role)) throw forbidden(M.teamOnly);
  }

  return {
    /** Whether sign-in needs a code for this account: a team account with a confirmed factor. */
    async isOn(accountId: string): Promise<boolean> {
      return Boolean((await q.findSecondFactor(db, accountId))?.confirmedAt);
    },

    /** True when the code (authenticator, or an unused recovery code) is right; it is spent. */
    async check(accountId: string, code: string): Promise<boolean> {
      const factor = await q.findSecondFactor(db, accountId);
      if (!factor?.confirmedAt) return false;
      const digits = code.replace(/\s/g, '');
      if (/^\d{6}$/.test(digits)) {
        const step = stepOf(factor.secret, digits);
        return step !== null && (await q.takeStep(db, accountId, step));
      }
      const spent = await q.spendRecoveryCode(db, accountId, recoveryHash(code), now());
      if (spent) {
        await recordAudit(db, {
          entity: 'account',
          actorAccountId: accountId,
          actorKind: 'admin',
          action: 'account.recovery_code_used',
          entityId: accountId,
        });
      }
      return spent;
    },

    /** A team member without a factor while the owners require one: only the set-up is open. */
    async setupRequired(accountId: string): Promise<boolean> {
      return (await q.isSecondFactorRequired(db)) && !(await this.isOn(accountId));
    },

    async status(caller: Caller) {
      teamOnly(caller);
      const factor = await q.findSecondFactor(db, caller.accountId);
      return {
        success: true as const,
        enabled: Boolean(factor?.confirmedAt),
        required: await q.isSecondFactorRequired(db),
        recoveryCodesLeft: factor?.confirmedAt
          ? await q.recoveryCodesLeft(db, caller.accountId)
          : 0,
      };
    },

    /** A new secret for the app, shown as text, as an otpauth:// URI and as a QR code of it. */
    async setup(caller: Caller) {
      teamOnly(caller);
      const secret = new Secret({ size: 20 }).base32;
      if (!(await q.startSetup(db, caller.accountId, secret))) throw conflict(M.alreadyOn);
      const contact = await findAccountContact(db, caller.accountId);
      const uri = totpOf(secret, contact?.email ?? 'team').toString();
      const qrSvg = await QRCode.toString(uri, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      });
      return { success: true as const, secret, uri, qrSvg };
    },

    /** The first code from the app turns the factor on; the recovery codes are shown once. */
    async confirm(caller: Caller, code: string) {
      teamOnly(caller);
      const factor = await q.findSecondFactor(db, caller.accountId);
      if (!factor) throw badRequest(M.noSetup);
      if (factor.confirmedAt) throw conflict(M.alreadyOn);
      const step = stepOf(factor.secret, code);
      if (step === null) throw fail('SECOND_FACTOR_WRONG');
      const codes = Array.from({ length: SECOND_FACTOR.recoveryCodes }, newRecoveryCode);
      await db.transaction(async (tx) => {
        if (!(await q.confirmSetup(tx, caller.accountId, step, now()))) throw conflict(M.alreadyOn);
        await q.replaceRecoveryCodes(tx, caller.accountId, codes.map(recoveryHash));
        await recordAudit(tx, {
          entity: 'account',
          actorAccountId: caller.accountId,
          actorKind: 'admin',
          action: 'account.second_factor_enabled',
          entityId: caller.accountId,
        });
      });
      return { success: true as const, message: M.turnedOn.defaultMessage, recoveryCodes: codes };
    },

    async teamRule() {
      return { success: true as const, requireSecondFactor: await q.isSecondFactorRequired(db) };
    },

    /** The owners' rule; an owner turns it on only with a factor of their own (no lock-out). */
    async setTeamRule(ownerId: string, on: boolean) {
      if (on && !(await this.isOn(ownerId))) throw conflict(M.ownFirst);
      await db.transaction(async (tx) => {
        await q.setSecondFactorRequired(tx, on, ownerId);
        await recordAudit(tx, {
          entity: 'team',
          actorAccountId: ownerId,
          actorKind: 'admin',
          action: 'team.second_factor_rule',
          entityId: 'second-factor',
          data: { after: { requireSecondFactor: on } },
        });
      });
      return { success: true as const, requireSecondFactor: on };
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
