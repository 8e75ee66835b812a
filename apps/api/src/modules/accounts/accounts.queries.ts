import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Language } from '@app/domain/i18n/languages';
import type { AccountRole } from '@app/domain/team-roles';
import type { Db, Tx } from '../../db/client';
import { accounts } from './accounts.schema';
import { notDeleted } from './account-deletions.queries';

export type UniqueField = 'email' | 'username';
type Written<T> = { ok: true; value: T } | { ok: false; duplicate: UniqueField };

const CONSTRAINTS: Record<string, UniqueField> = {
  accounts_email_lower_key: 'email',
  accounts_username_lower_key: 'username',
};

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The field whose case-insensitive unique index a write hit; drizzle may wrap the driver error. */
function duplicateOf(err: unknown): UniqueField | null {
  let e = err as DriverError | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as DriverError | undefined) {
    if (e.code !== '23505') continue;
    const text = `${String(e.constraint)} ${String(e.message)}`;
    const name = Object.keys(CONSTRAINTS).find((n) => text.includes(n));
    if (name) return CONSTRAINTS[name]!;
  }
  return null;
}

async function catchDuplicate<T>(write: () => Promise<T>): Promise<Written<T>> {
  try {
    return { ok: true, value: await write() };
  } catch (err) {
    const duplicate = duplicateOf(err);
    if (duplicate) return { ok: false, duplicate };
    throw err;
  }
}

export const emailIs = (email: string) => sql`lower(${accounts.email}) = lower(${email})`;

export function insertAccount(
  tx: Db | Tx,
  values: {
    email: string;
    username: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    role?: AccountRole;
    phone?: string;
  },
) {
  return catchDuplicate(async () => {
    const [row] = await tx
      .insert(accounts)
      .values(values)
      .returning({ id: accounts.id, role: accounts.role });
    if (!row) throw new Error('account insert returned nothing');
    return row;
  });
}

export async function findLoginByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      passwordHash: accounts.passwordHash,
      disabledAt: accounts.disabledAt,
    })
    .from(accounts)
    .where(and(emailIs(email), notDeleted()))
    .limit(1);
  return row ?? null;
}

export async function findAccountIdByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(emailIs(email))
    .limit(1);
  return row ?? null;
}

/** An account that may still receive a reset link: none whose deletion was requested. */
export async function findResettableAccount(db: Db | Tx, email: string) {
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(and(emailIs(email), notDeleted()))
    .limit(1);
  return row ?? null;
}

export async function findProfile(db: Db, accountId: string) {
  const [row] = await db
    .select({
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      username: accounts.username,
      email: accounts.email,
      phone: accounts.phone,
      language: accounts.language,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

/** Records the language the person reads the product in; false when the account is gone. */
export async function setLanguage(db: Db | Tx, accountId: string, language: Language) {
  const rows = await db
    .update(accounts)
    .set({ language, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Sets the account's phone only where it has none (a phone given before is never replaced). */
export async function setPhoneIfNone(db: Db | Tx, accountId: string, phone: string) {
  await db
    .update(accounts)
    .set({ phone, updatedAt: new Date() })
    .where(and(eq(accounts.id, accountId), or(isNull(accounts.phone), eq(accounts.phone, ''))));
}

export function updateProfile(
  tx: Db | Tx,
  accountId: string,
  fields: { firstName: string; lastName: string; username: string },
) {
  return catchDuplicate(async () => {
    const rows = await tx
      .update(accounts)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(accounts.id, accountId))
      .returning({ id: accounts.id });
    return rows.length > 0;
  });
}

export async function setAccountNames(
  tx: Tx,
  accountId: string,
  names: { firstName: string; lastName: string },
) {
  await tx
    .update(accounts)
    .set({ ...names, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
}

export async function setPasswordHash(tx: Tx, accountId: string, passwordHash: string) {
  await tx
    .update(accounts)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
}

export async function findAccountContact(db: Db | Tx, accountId: string) {
  const [row] = await db
    .select({
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      phone: accounts.phone,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** The language an account reads the product in; null when there is no such account. */
export async function findAccountLanguage(
  db: Db | Tx,
  accountId: string,
): Promise<Language | null> {
  const [row] = await db
    .select({ language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.language ?? null;
}

/** The account is there, not turned off by the team, and no deletion or closure was asked. */
export async function isAccountInUse(db: Db | Tx, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isNull(accounts.disabledAt), notDeleted()))
    .limit(1);
  return row !== undefined;
}

export async function findAccountRoleByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email, role: accounts.role })
    .from(accounts)
    .where(emailIs(email))
    .limit(1);
  return row ?? null;
}

export async function setAccountRole(tx: Tx, accountId: string, role: AccountRole) {
  await tx
    .update(accounts)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
}
