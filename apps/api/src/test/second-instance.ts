import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { openPostgres, type Database } from '../db/client';
import { testConfig } from './harness';
import type { Ctx } from './booking-test-kit';

/**
 * A second app instance on its own connections, for the tests that race two server processes: on
 * PostgreSQL a pool of its own on the same database, as a second process has; PGlite has one
 * connection, so there it is the same app. Read `.ctx` inside tests (it is set in beforeAll).
 */
export function useSecondInstance(first: Ctx) {
  const second = {} as { ctx: Ctx; database: Database | null };
  beforeAll(async () => {
    const url = inject('testDatabaseUrl');
    if (!url) {
      Object.assign(second, { ctx: first, database: null });
      return;
    }
    const database = await openPostgres(url, 10);
    const config = testConfig();
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    Object.assign(second, { ctx: { app, database, config, db: database.db }, database });
  });
  afterAll(async () => {
    if (second.database) {
      await second.ctx.app.close();
      await second.database.close();
    }
  });
  return second;
}
