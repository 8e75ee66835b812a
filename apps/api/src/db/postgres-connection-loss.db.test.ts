import { afterAll, describe, expect, it } from 'vitest';
import { dbKind } from '../test/harness';
import {
  adminQuery,
  DROP_HOOK_TIMEOUT_MS,
  runTag,
  scratchDatabase,
} from '../test/scratch-database';
import { openPostgres } from './client';

const scratch = scratchDatabase(`marketplace_conn_loss_${runTag()}`);

const onPglite = dbKind() !== 'postgres';
describe.skipIf(onPglite)(
  `losing PostgreSQL connections${onPglite ? ' (skipped: needs PostgreSQL, TEST_DB=postgres)' : ''}`,
  () => {
    afterAll(() => scratch.drop(), DROP_HOOK_TIMEOUT_MS);

    it('reports idle connections the server closed, keeps the process up and reconnects', async () => {
      const url = await scratch.create();
      const lost: Error[] = [];
      const database = await openPostgres(url, 3, (err) => lost.push(err));
      try {
        await Promise.all([database.ping(), database.ping(), database.ping()]);
        const killed = await adminQuery(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [scratch.name],
        );
        expect(killed.rowCount).toBeGreaterThan(0);
        // Every killed connection is reported before the next query: one still unreported would
        // be handed out by the pool and fail it.
        await expect.poll(() => lost.length).toBe(killed.rowCount);
        await database.ping();
      } finally {
        await database.close();
      }
    });
  },
);
