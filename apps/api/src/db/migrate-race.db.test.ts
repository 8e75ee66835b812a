import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dbKind } from '../test/harness';
import { DROP_HOOK_TIMEOUT_MS, runTag, scratchDatabase } from '../test/scratch-database';
import { LOCKS, openPostgres } from './client';
import { seedDemo } from './seed/seed';

/** How many migrations the project ships, from drizzle's journal. */
const shipped = (
  JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const scratch = scratchDatabase(`marketplace_migrate_${runTag()}`);

// PGlite is one process's database: only a PostgreSQL server is opened by several at once.
const onPglite = dbKind() !== 'postgres';
describe.skipIf(onPglite)(
  `processes starting together on an empty database${onPglite ? ' (skipped: needs PostgreSQL, TEST_DB=postgres)' : ''}`,
  () => {
    afterAll(() => scratch.drop(), DROP_HOOK_TIMEOUT_MS);

    it('apply each migration once, every one of them starts, and the demo data is written once', async () => {
      const url = await scratch.create();

      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openPostgres(url, 2)),
      );
      const failures = opened.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
      const databases = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      try {
        expect(failures).toEqual([]);
        // All of them ask for the demo data at once: it is written once.
        const seeded = await Promise.all(
          databases.map((d) => d.exclusive(LOCKS.demoSeed, () => seedDemo(d.db, { count: 3 }))),
        );
        expect(seeded.map((s) => s.created).sort()).toEqual([false, false, false, true]);
        // Three generated therapists, and the demo therapist's own profile beside them.
        expect(seeded.map((s) => s.therapists)).toEqual([4, 4, 4, 4]);
      } finally {
        for (const d of databases) await d.close();
      }

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const applied = await client.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(applied.rows[0]!.n).toBe(shipped);
      } finally {
        await client.end();
      }
    });
  },
);
