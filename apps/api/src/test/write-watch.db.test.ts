import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { resetDatabase, testDatabase } from './harness';
import { insertClient, insertTherapist } from './factories';
import { watchWrites } from './db-fingerprint';

beforeEach(async () => resetDatabase(await testDatabase()));

it('counts every row written to a watched table and names the tables, until stopped', async () => {
  const { db } = await testDatabase();
  const writes = await watchWrites(db, new Set(['therapists']));
  try {
    const start = await writes.mark();
    const { account } = await insertClient(db);
    const afterInsert = await writes.mark();
    expect(afterInsert).toBeGreaterThan(start);
    expect(await writes.tablesBetween(start, afterInsert)).toContain('accounts');

    // A write that leaves the row as it was counts too; one that matches no row does not.
    await db.update(accounts).set({ email: account.email }).where(eq(accounts.id, account.id));
    const afterSameValue = await writes.mark();
    expect(afterSameValue).toBe(afterInsert + 1);
    await db
      .update(accounts)
      .set({ email: 'x' })
      .where(sql`false`);
    expect(await writes.mark()).toBe(afterSameValue);

    // A table left out is not watched.
    await insertTherapist(db);
    expect(await writes.tablesBetween(afterSameValue, await writes.mark())).not.toContain(
      'therapists',
    );
  } finally {
    await writes.stop();
  }
  const gone = (await db.execute(
    sql`select count(*)::int as n from pg_trigger where tgname = 'write_watch'`,
  )) as unknown as { rows: { n: number }[] };
  expect(gone.rows[0]!.n).toBe(0);
  await insertClient(db);
});
