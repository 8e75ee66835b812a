import { mkdtempSync } from 'node:fs';
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

export const dbKind = () => (inject('testDatabaseUrl') ? 'postgres' : 'pglite');

export async function resetDatabase(database: Database) {
  const result = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`,
  )) as unknown as { rows: { tablename: string }[] };
  const names = result.rows.map((r) => `"${r.tablename}"`).join(', ');
  if (!names) return;
  // A background write of the previous test (a read-model refresh after its last answer) may
  // still hold row locks; PostgreSQL then picks one side of the deadlock to abort: retry.
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
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
