import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { recoveryCodes, secondFactors, teamSettings } from './accounts.schema';

type Handle = Db | Tx;

export async function findSecondFactor(db: Handle, accountId: string) {
  const [row] = await db
    .select()
    .from(secondFactors)
    .where(eq(secondFactors.accountId, accountId))
    .limit(1);
  return row ?? null;
}

/** A new set-up replaces one in progress; a confirmed factor is never overwritten here. */
export async function startSetup(db: Handle, accountId: string, secret: string) {
  const rows = await db
    .insert(secondFactors)
    .values({ accountId, secret })
    .onConflictDoUpdate({
      target: secondFactors.accountId,
      set: { secret, createdAt: new Date() },
      setWhere: isNull(secondFactors.confirmedAt),
    })
    .returning({ accountId: secondFactors.accountId });
  return rows.length > 0;
}

export async function confirmSetup(tx: Tx, accountId: string, step: number, at: Date) {
  const rows = await tx
    .update(secondFactors)
    .set({ confirmedAt: at, lastStep: step })
    .where(and(eq(secondFactors.accountId, accountId), isNull(secondFactors.confirmedAt)))
    .returning({ accountId: secondFactors.accountId });
  return rows.length > 0;
}

/** Takes a time step once: false when this step (or a later one) was already used. */
export async function takeStep(db: Handle, accountId: string, step: number) {
  const rows = await db
    .update(secondFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(secondFactors.accountId, accountId),
        isNotNull(secondFactors.confirmedAt),
        or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step)),
      ),
    )
    .returning({ accountId: secondFactors.accountId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(tx: Tx, accountId: string, hashes: string[]) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ accountId, codeHash })));
}

/** Spends a recovery code once: false for an unknown or used one. */
export async function spendRecoveryCode(db: Handle, accountId: string, codeHash: string, at: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.accountId, accountId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Handle, accountId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function isSecondFactorRequired(db: Handle): Promise<boolean> {
  const [row] = await db
    .select({ on: teamSettings.requireSecondFactor })
    .from(teamSettings)
    .where(eq(teamSettings.id, 1));
  return row?.on ?? false;
}

export async function setSecondFactorRequired(tx: Handle, on: boolean, by: string) {
  await tx
    .insert(teamSettings)
    .values({ id: 1, requireSecondFactor: on, updatedBy: by })
    .onConflictDoUpdate({
      target: teamSettings.id,
      set: { requireSecondFactor: on, updatedBy: by, updatedAt: new Date() },
    });
}

/** Removes an account's factor and its recovery codes (an owner's reset); false when it had none. */
export async function removeSecondFactor(tx: Handle, accountId: string) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  const rows = await tx
    .delete(secondFactors)
    .where(eq(secondFactors.accountId, accountId))
    .returning({ confirmedAt: secondFactors.confirmedAt });
  return rows.some((r) => r.confirmedAt !== null);
}

/** A team member's factor as the team's person page shows it. */
export async function secondFactorSummary(db: Handle, accountId: string) {
  const factor = await findSecondFactor(db, accountId);
  const enabled = Boolean(factor?.confirmedAt);
  return { enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, accountId) : 0 };
}
