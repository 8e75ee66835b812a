import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, passwordResets } from './accounts.schema';
import { emailIs } from './accounts.queries';

export async function insertReset(
  tx: Tx,
  values: { accountId: string; tokenHash: string; expiresAt: Date },
) {
  await tx.insert(passwordResets).values(values);
}

function usable(db: Db | Tx, tokenHash: string, email: string, now: Date) {
  return and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
    inArray(
      passwordResets.accountId,
      db.select({ id: accounts.id }).from(accounts).where(emailIs(email)),
    ),
  );
}

export async function findUsableReset(db: Db, tokenHash: string, email: string, now: Date) {
  const [row] = await db
    .select({ accountId: passwordResets.accountId })
    .from(passwordResets)
    .where(usable(db, tokenHash, email, now))
    .limit(1);
  return row ?? null;
}

/** Marks the token used if it still is usable; the one statement makes single use race-free. */
export async function claimReset(tx: Tx, tokenHash: string, email: string, now: Date) {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(usable(tx, tokenHash, email, now))
    .returning({ accountId: passwordResets.accountId });
  if (!row) return null;
  const [account] = await tx
    .select({ role: accounts.role })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  return account ? { accountId: row.accountId, role: account.role } : null;
}

/** A reset retires every other outstanding link of the account too. */
export async function retireResets(tx: Tx, accountId: string, now: Date) {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
}

/** The read an unknown-email forgot-password request does instead of writing a link. */
export async function lookupReset(tx: Tx, tokenHash: string) {
  await tx
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
}
