import { and, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accountDeletions, accounts, passwordResets, sessions } from './accounts.schema';

type Handle = Db | Tx;

/** No deletion was requested for the account in `accounts.id`: the only accounts that sign in. */
export const notDeleted = () =>
  notExists(
    sql`(select 1 from ${accountDeletions} where ${accountDeletions.accountId} = ${accounts.id})`,
  );

export async function findAccountForDeletion(db: Handle, accountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      email: accounts.email,
      passwordHash: accounts.passwordHash,
    })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), notDeleted()))
    .limit(1);
  return row ?? null;
}

/** Records the request once; a second request for the same account inserts nothing (null). */
export async function insertDeletion(
  tx: Tx,
  values: { accountId: string; email: string; requestedAt: Date; eraseAfter: Date },
) {
  const [row] = await tx.insert(accountDeletions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Every session ends and every reset link dies: nothing signs the account in again. */
export async function cutAccess(tx: Tx, accountId: string, at: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
  await tx.delete(passwordResets).where(eq(passwordResets.accountId, accountId));
}

/** The deletion row, locked for the erasure (two runs of the job never erase side by side). */
export async function lockDeletion(tx: Tx, accountId: string) {
  const [row] = await tx
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.accountId, accountId))
    .for('update');
  return row ?? null;
}

export async function findDeletion(db: Handle, accountId: string) {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.accountId, accountId));
  return row ?? null;
}

/** Replaces the account's personal fields; the row stays, as appointments and payments point to it. */
export async function anonymiseAccount(
  tx: Tx,
  accountId: string,
  fields: {
    email: string;
    username: string;
    firstName: string;
    lastName: string;
    phone: null;
    passwordHash: string;
  },
  at: Date,
) {
  await tx
    .update(accounts)
    .set({ ...fields, updatedAt: at })
    .where(eq(accounts.id, accountId));
  await tx.delete(sessions).where(eq(sessions.accountId, accountId));
  await tx.delete(passwordResets).where(eq(passwordResets.accountId, accountId));
}

export async function markErased(tx: Tx, accountId: string, at: Date) {
  await tx
    .update(accountDeletions)
    .set({ erasedAt: at, email: null })
    .where(and(eq(accountDeletions.accountId, accountId), isNull(accountDeletions.erasedAt)));
}

export async function listDeletions(db: Handle, limit: number) {
  return db
    .select()
    .from(accountDeletions)
    .orderBy(desc(accountDeletions.requestedAt))
    .limit(limit);
}

export async function findAccountExport(db: Handle, accountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      email: accounts.email,
      username: accounts.username,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      phone: accounts.phone,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** Whether the account's deletion was requested (it takes no new bookings from then on). */
export async function deletionRequested(db: Handle, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ accountId: accountDeletions.accountId })
    .from(accountDeletions)
    .where(eq(accountDeletions.accountId, accountId))
    .limit(1);
  return row !== undefined;
}
