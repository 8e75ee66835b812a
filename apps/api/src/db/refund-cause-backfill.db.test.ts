import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertClient, insertTherapist } from '../test/factories';
import { useTestApp } from '../test/harness';
import { payments, refunds } from './schema';

const ctx = useTestApp();

/** The migration's statements after the column exists: the backfill and SET NOT NULL. */
const backfill = readFileSync(
  new URL('./migrations/0015_refund_causes.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((s) => s.replace(/^--.*$/gm, '').trim())
  .filter((s) => /^(UPDATE|ALTER TABLE "refunds" ALTER)/.test(s));

/** Refunds as the code wrote them before they carried a cause: key and sentence only. */
const WRITTEN_BEFORE = [
  ['cancel-a', 'cancellation approved (within-window)', 'cancellation'],
  ['cancel-b', 'I found a time closer to home with my college counsellor.', 'cancellation'],
  ['late-c', 'slot taken after the payment hold expired', 'hold-expired'],
  ['late-d', 'slot taken after the reservation expired', 'reservation-expired'],
  ['late-e', 'appointment cancelled before the payment completed', 'reservation-cancelled'],
  ['late-f', 'the session had started before the payment completed', 'session-started'],
  ['late-g', 'the client deleted their account before the payment completed', 'account-closed'],
  ['duplicate-h', 'second payment for an appointment already paid', 'duplicate-payment'],
  ['extra-i', 'further payment on an order already paid', 'extra-payment'],
  ['extra-j', 'further payment on a featured plan already paid', 'extra-payment'],
] as const;

async function insertOldRefunds(rows: ReadonlyArray<readonly [string, string, string]>) {
  const client = await insertClient(ctx.db);
  const therapist = await insertTherapist(ctx.db);
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      clientId: client.account.id,
      therapistId: therapist.id,
      provider: 'simulated',
      providerOrderId: 'order_backfill',
      amountPaise: 9900,
      booking: {},
    })
    .returning();
  await ctx.db.insert(refunds).values(
    rows.map(([key, reason]) => ({
      paymentId: payment!.id,
      providerPaymentId: `pay_${key}`,
      idempotencyKey: key,
      amountPaise: 9900,
      cause: 'cancellation' as const,
      reason,
    })),
  );
  // As before the migration: the column holds nothing yet.
  await ctx.db.execute(sql`ALTER TABLE refunds ALTER COLUMN cause DROP NOT NULL`);
  await ctx.db.execute(sql`UPDATE refunds SET cause = NULL`);
}

describe('the refund cause migration', () => {
  it('gives every refund written before it the cause its key and sentence meant', async () => {
    expect(backfill).toHaveLength(2);
    await insertOldRefunds(WRITTEN_BEFORE);
    for (const statement of backfill) await ctx.db.execute(sql.raw(statement));
    const rows = await ctx.db
      .select({ key: refunds.idempotencyKey, cause: refunds.cause })
      .from(refunds);
    expect(Object.fromEntries(rows.map((r) => [r.key, r.cause]))).toEqual(
      Object.fromEntries(WRITTEN_BEFORE.map(([key, , cause]) => [key, cause])),
    );
    // NOT NULL holds again: a refund without a cause is refused.
    await expect(ctx.db.execute(sql`UPDATE refunds SET cause = NULL`)).rejects.toThrow();
  });

  it('stops rather than guess when a late refund has a sentence it does not know', async () => {
    await insertOldRefunds([['late-k', 'some sentence nobody wrote', '']]);
    await expect(
      ctx.db.transaction(async (tx) => {
        for (const statement of backfill) await tx.execute(sql.raw(statement));
      }),
    ).rejects.toThrow();
    const [row] = await ctx.db.select({ cause: refunds.cause }).from(refunds);
    expect(row?.cause).toBeNull();
    // Leave the table as the migrations made it for the tests after this one.
    await ctx.db.execute(sql`DELETE FROM refunds`);
    await ctx.db.execute(sql`ALTER TABLE refunds ALTER COLUMN cause SET NOT NULL`);
  });
});
