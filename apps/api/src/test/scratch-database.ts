import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminDatabaseUrl } from './global-setup';

/** Runs one statement on the test PostgreSQL server's admin database. */
export async function adminQuery(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * How long a hook that drops a scratch database may take: DROP DATABASE waits for a checkpoint,
 * which a server busy with other runs' databases can take well over the default hook timeout to reach.
 */
export const DROP_HOOK_TIMEOUT_MS = 180_000;

/** A tag unique to this run, for names several runs may share a server with. */
export const runTag = () => `${Date.now()}_${randomBytes(3).toString('hex')}`;

/**
 * A database of its own on the test PostgreSQL server, for tests that start processes on it or
 * break its connections. `create` answers its URL; `drop` removes it, created or not.
 */
export function scratchDatabase(name: string) {
  return {
    name,
    async create(): Promise<string> {
      await adminQuery(`CREATE DATABASE ${name}`);
      const url = new URL(adminDatabaseUrl());
      url.pathname = `/${name}`;
      return url.toString();
    },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
