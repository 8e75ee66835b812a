import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from '../db/client';
import type { TestProject } from 'vitest/node';
import ensureServerBundle from './server-bundle-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string | null;
    /** PGlite runs: a DATA_DIR with an empty, migrated database, for tests to copy. */
    pgliteTemplate: string | null;
  }
}

export const adminDatabaseUrl = () =>
  process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * TEST_DB=postgres: creates a throwaway database on the server for this run and drops it after.
 * Otherwise the db tests use one in-memory PGlite per run.
 */
export default async function setup(project: TestProject) {
  await ensureServerBundle();
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('testDatabaseUrl', null);
    // Initialising an embedded database takes seconds; tests that need a fresh one copy this.
    const template = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-pglite-template-'));
    await (await openPglite(template)).close();
    project.provide('pgliteTemplate', template);
    return () => fs.rmSync(template, { recursive: true, force: true });
  }
  project.provide('pgliteTemplate', null);
  const adminUrl = adminDatabaseUrl();
  const name = `marketplace_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  project.provide('testDatabaseUrl', url.toString());

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}
