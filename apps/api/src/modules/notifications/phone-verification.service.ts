import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { defineMessages } from '@app/domain/i18n/define';
import { maskPhone, PHONE_CODE, toE164India } from '@app/domain/notices';
import { normalizeIndianMobile } from '@app/domain/validation';
import type { Db } from '../../db/client';
import { AppError, badRequest, type ErrorWords } from '../../shared/app-error';
import type { Notices } from './notices.service';
import * as q from './notifications.queries';

const scrypt = promisify(scryptCallback) as (
  code: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

/** The code is stored as `salt:scrypt(code)`: a leaked row does not give it back at a glance. */
async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await scrypt(code, salt, 32)).toString('hex')}`;
}

async function codeMatches(code: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const given = await scrypt(code, Buffer.from(salt, 'hex'), expected.length);
  return timingSafeEqual(expected, given);
}

/** What proving a phone answers, in the caller's language (the codes stay the same). */
export const PHONE_MESSAGES = defineMessages({
  invalid: { id: 'errors.phone.invalid', defaultMessage: 'Enter a 10-digit Indian mobile number' },
  sent: {
    id: 'phoneNotices.codeSentToPhone',
    defaultMessage: 'We sent a 6-digit code to your phone. It expires in 10 minutes.',
  },
  none: {
    id: 'errors.phone.noCode',
    defaultMessage: 'No code is waiting for this account. Ask for a new code.',
  },
  expired: {
    id: 'errors.phone.codeExpired',
    defaultMessage: 'This code has expired. Ask for a new code.',
  },
  locked: {
    id: 'errors.phone.locked',
    defaultMessage: 'Too many wrong codes. Ask for a new code.',
  },
  wrong: {
    id: 'errors.phone.wrongCode',
    defaultMessage: 'That code is not right. {left, plural, one {# try} other {# tries}} left.',
  },
  /** The settings page's own words for it. */
  verified: {
    id: 'phoneNotices.phoneNowVerified',
    defaultMessage: 'Your phone number is verified.',
  },
});

/** Proving a mobile number with a one-time code: 6 digits, 10 minutes, 5 tries, single use. */
export function createPhoneVerification(deps: {
  db: Db;
  notices: Pick<Notices, 'sendCode'>;
  now: () => Date;
}) {
  const { db, now } = deps;

  async function start(accountId: string, rawPhone: string) {
    const national = normalizeIndianMobile(rawPhone);
    if (!national) throw badRequest(PHONE_MESSAGES.invalid);
    const phone = toE164India(national);
    const code = String(randomInt(0, 10 ** PHONE_CODE.length)).padStart(PHONE_CODE.length, '0');
    const at = now();
    const expiresAt = new Date(at.getTime() + PHONE_CODE.ttlMs);
    const codeHash = await hashCode(code);
    await db.transaction(async (tx) => {
      await q.replaceVerification(tx, { accountId, phone, codeHash, expiresAt, now: at });
      await deps.notices.sendCode(tx, {
        accountId,
        phone,
        code,
        key: `phone.code:${accountId}:${at.getTime()}:${codeHash.slice(0, 8)}`,
      });
    });
    return { phone: maskPhone(phone), expiresAt };
  }

  type Outcome = { ok: true } | { ok: false; error: AppError };
  const fail = (status: number, words: ErrorWords): Outcome => ({
    ok: false,
    error: new AppError(status, words),
  });

  async function verify(accountId: string, code: string) {
    // The spent try commits even when the code is wrong: the answer is thrown after the commit.
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const pending = await q.findVerification(tx, accountId);
      if (!pending) return fail(400, PHONE_MESSAGES.none);
      if (pending.expiresAt <= now()) return fail(400, PHONE_MESSAGES.expired);
      const spent = await q.spendTry(tx, accountId, PHONE_CODE.maxTries);
      if (!spent) return fail(429, PHONE_MESSAGES.locked);
      if (!(await codeMatches(code, spent.codeHash))) {
        const left = PHONE_CODE.maxTries - spent.tries;
        return left > 0
          ? fail(400, { message: PHONE_MESSAGES.wrong, values: { left } })
          : fail(429, PHONE_MESSAGES.locked);
      }
      if (!(await q.deleteVerification(tx, accountId))) return fail(400, PHONE_MESSAGES.none);
      await q.saveProvenPhone(tx, accountId, spent.phone, now());
      return { ok: true };
    });
    if (!outcome.ok) throw outcome.error;
  }

  return { start, verify };
}

export type PhoneVerification = ReturnType<typeof createPhoneVerification>;
