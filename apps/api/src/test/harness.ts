import { cpSync, mkdtempSync } from 'node:fs';
import type { TextProvider } from '../adapters/messaging/text-provider';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { loggerOptions } from '../logging';
import type { HumanCheck } from '../adapters/human-check/human-check';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { MailTransport } from '../adapters/mail/mail-transport';
import { createLocalStorage } from '../adapters/storage/local-storage';

let shared: Promise<Database> | undefined;

/** One database per test run (PGlite takes seconds to start); tests reset its rows instead. */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = inject('testDatabaseUrl');
    return url ? openPostgres(url, 20) : openPglite(null);
  })();
  return shared;
}

/**
 * A new DATA_DIR holding an empty embedded database with every migration applied, copied from the
 * run's template: as a first start on an empty DATA_DIR leaves it, in a fraction of the time.
 */
export function freshPgliteDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const template = inject('pgliteTemplate');
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

export const dbKind = () => (inject('testDatabaseUrl') ? 'postgres' : 'pglite');

/**
 * Empties every table and restarts the sequences the tables own, as TRUNCATE … RESTART IDENTITY of
 * all of them does. Every table is locked first, as that TRUNCATE locked them, so a write still in
 * flight from the previous test finishes before the check; then only the tables holding rows are
 * truncated and only the owned sequences that were used are restarted. A test touches a few of the
 * forty-odd tables, and truncating one costs new files for the table and its indexes: truncating
 * all of them took a third of a second on a PostgreSQL server, before each of some 650 tests.
 */
const RESET = `DO $reset$
DECLARE
  t text;
  s text;
  all_tables text[];
  full_tables text[] := '{}';
BEGIN
  SELECT array_agg(tablename ORDER BY tablename) INTO all_tables
  FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE '__drizzle%';
  IF all_tables IS NULL THEN RETURN; END IF;
  EXECUTE 'LOCK TABLE ' || (SELECT string_agg(format('public.%I', x), ', ') FROM unnest(all_tables) x)
    || ' IN ACCESS EXCLUSIVE MODE';
  FOREACH t IN ARRAY all_tables
  LOOP
    EXECUTE format('SELECT %L FROM public.%I LIMIT 1', t, t) INTO s;
    IF s IS NOT NULL THEN full_tables := full_tables || format('public.%I', t); END IF;
  END LOOP;
  IF cardinality(full_tables) > 0 THEN
    EXECUTE 'TRUNCATE ' || array_to_string(full_tables, ', ') || ' RESTART IDENTITY CASCADE';
  END IF;
  FOR s IN
    SELECT format('%I.%I', seq.schemaname, seq.sequencename)
    FROM pg_sequences seq
    JOIN pg_class c ON c.relname = seq.sequencename
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = seq.schemaname
    JOIN pg_depend d ON d.objid = c.oid AND d.deptype IN ('a', 'i')
    JOIN pg_class owner ON owner.oid = d.refobjid
    JOIN pg_namespace owner_ns ON owner_ns.oid = owner.relnamespace
    WHERE seq.schemaname = 'public' AND seq.last_value IS NOT NULL
      AND owner_ns.nspname = 'public' AND owner.relname NOT LIKE '__drizzle%'
  LOOP
    EXECUTE 'ALTER SEQUENCE ' || s || ' RESTART';
  END LOOP;
END
$reset$`;

export async function resetDatabase(database: Database) {
  // A background write of the previous test (a read-model refresh after its last answer) may
  // still hold row locks; PostgreSQL then picks one side of the deadlock to abort: retry.
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(sql.raw(RESET));
      return;
    } catch (err) {
      const code = (err as { cause?: { code?: string }; code?: string }).cause?.code;
      if (code !== '40P01' || attempt === 5) throw err;
    }
  }
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMITS: 'off', ...overrides });
}

/** Captures every log line the app writes, to prove no secret is ever logged. */
export class LogCapture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _enc: string, done: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logs?: LogCapture;
  humanCheck?: HumanCheck;
  paymentProvider?: PaymentProvider;
  /** The built web app to serve (defaults to apps/web/dist). */
  webDistDir?: string;
  /** Defaults to local files in a fresh temporary directory (never the project's data/). */
  storage?: FileStorage;
  /** The app's clock (defaults to the real one). */
  now?: () => Date;
  /** Defaults to the stored outbox. */
  textProvider?: TextProvider;
  /** Defaults to the dev mailbox (mails stay in the outbox). */
  mailTransport?: MailTransport;
}

export const temporaryStorage = () =>
  createLocalStorage(mkdtempSync(join(tmpdir(), 'uploads-test-')));

export async function buildTestApp(opts: TestAppOptions = {}) {
  const database = await testDatabase();
  const config = testConfig(opts.env);
  const storage = opts.storage ?? temporaryStorage();
  const app = await buildApp({
    config,
    database,
    logger: opts.logs ? loggerOptions('info', opts.logs) : false,
    humanCheck: opts.humanCheck,
    paymentProvider: opts.paymentProvider,
    webDistDir: opts.webDistDir,
    storage,
    now: opts.now,
    textProvider: opts.textProvider,
    mailTransport: opts.mailTransport,
  });
  await app.ready();
  return { app, database, config, db: database.db };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * One app per test file, closed after the file, with an empty database before every test. The
 * returned object is filled in by beforeAll, so read its fields inside hooks and tests only.
 */
export function useTestApp(opts: TestAppOptions = {}): TestApp {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    Object.assign(ctx, await buildTestApp(opts));
  });
  afterAll(async () => {
    await ctx.app.close();
  });
  beforeEach(async () => {
    await resetDatabase(ctx.database);
  });
  return ctx;
}
