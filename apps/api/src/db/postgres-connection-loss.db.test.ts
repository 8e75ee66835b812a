import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDatabaseUrl } from '../test/global-setup';
import { dbKind } from '../test/harness';
import { openPostgres } from './client';

const name = `marketplace_conn_loss_${Date.now()}_${randomBytes(3).toString('hex')}`;

async function admin(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

const onPglite = dbKind() !== 'postgres';
describe.skipIf(onPglite)(
  `losing PostgreSQL connections${onPglite ? ' (skipped: needs PostgreSQL, TEST_DB=postgres)' : ''}`,
  () => {
    afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

    it('reports idle connections the server closed, keeps the process up and reconnects', async () => {
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(adminDatabaseUrl());
      url.pathname = `/${name}`;
      const lost: Error[] = [];
      const database = await openPostgres(url.toString(), 3, (err) => lost.push(err));
      try {
        await Promise.all([database.ping(), database.ping(), database.ping()]);
        const killed = await admin(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
        expect(killed.rowCount).toBeGreaterThan(0);
        await expect.poll(() => lost.length).toBeGreaterThan(0);
        await database.ping();
      } finally {
        await database.close();
      }
    });
  },
);
