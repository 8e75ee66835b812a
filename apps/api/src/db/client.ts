import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { projectPaths } from '../project-paths';
import {
  countPoolWrites,
  pgliteNotificationFeed,
  postgresNotificationFeed,
  type NotificationFeed,
} from './notification-feed';

export type Schema = typeof schema;
/** The one database handle type: the same for PGlite and a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** NOTIFYs of every process's commits, and whether they can be trusted right now. */
  notifications: NotificationFeed;
  /**
   * Runs `fn` while no other process sharing this database runs a function under the same `key`
   * (a PostgreSQL session advisory lock; PGlite has one process, so it just runs).
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** Flush to disk (PGlite) and close. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Holds a transaction-level advisory lock named `key` until the transaction ends: writers of one
 * thing (a client's claims, an account's waitlist, a therapist's schedule) take turns.
 */
export async function lockForTransaction(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Advisory lock keys: any fixed numbers, the same in every process. */
export const LOCKS = { migrations: 728_105_311, demoSeed: 728_105_312 } as const;

const migrationsFolder = projectPaths.migrations;

/**
 * How alike a search word must be to a word of a profile to match (the listing's search box,
 * migration 0017): pg_trgm's default 0.6 misses one dropped letter in a short word ('hydrabad').
 */
const TRIGRAM_SETTING = 'pg_trgm.word_similarity_threshold = 0.5';

export async function openPglite(dataDir: string | null): Promise<Database> {
  // Trigram matching for the listing's search box (migration 0017).
  const options = { extensions: { pg_trgm } };
  const client =
    dataDir === null ? new PGlite(options) : new PGlite(path.resolve(dataDir, 'pgdata'), options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  // The version triggers announce bumps only when asked (migration 0014).
  await client.exec(`set app.announce_versions = 'on'`);
  await client.exec(`set ${TRIGRAM_SETTING}`);
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    notifications: pgliteNotificationFeed(client),
    exclusive: (_key, fn) => fn(),
    async close() {
      if (closed) return;
      closed = true;
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
}

/** Holds a session advisory lock on one pooled connection while `fn` runs (on any connection). */
async function underAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/**
 * Runs the pending migrations under an advisory lock, so processes starting at the same moment on
 * one database take turns: the first applies them, the others then find nothing left to do
 * (drizzle's migrator alone lets two of them apply the same migration at once).
 */
const migrateUnderLock = (pool: pg.Pool) =>
  underAdvisoryLock(pool, LOCKS.migrations, (client) =>
    migratePg(drizzlePg(client, { schema }), { migrationsFolder }),
  );

/** What an idle pooled connection's failure is reported to (the pool has already dropped it). */
const reportIdleConnectionError = (err: Error) =>
  process.stderr.write(
    `PostgreSQL closed an idle connection (${err.message}); it will be reopened.\n`,
  );

export async function openPostgres(
  databaseUrl: string,
  poolSize = 10,
  onIdleConnectionError: (err: Error) => void = reportIdleConnectionError,
): Promise<Database> {
  // Every session announces the version bumps it commits (migration 0014), which every process
  // hears on its own listening connection (notification-feed.ts, decision 0043).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    options: `-c app.announce_versions=on -c ${TRIGRAM_SETTING.replace(' = ', '=')}`,
  });
  const writes = countPoolWrites(pool);
  // A restart, failover or terminated backend breaks idle connections; unheard, the pool's 'error'
  // event would end the process. The pool discards the connection and opens another when needed.
  pool.on('error', onIdleConnectionError);
  const nodeDb = drizzlePg(pool, { schema });
  try {
    await migrateUnderLock(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  let closed = false;
  const notifications = postgresNotificationFeed(databaseUrl, writes);
  return {
    db: nodeDb as unknown as Db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    notifications,
    exclusive: (key, fn) => underAdvisoryLock(pool, key, () => fn()),
    async close() {
      if (closed) return;
      closed = true;
      await notifications.close();
      await pool.end();
    },
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

export { sql };
