import { cpSync, mkdtempSync } from 'node:fs';
import type { TextProvider } from '../adapters/messaging/text-provider';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { loggerOptions } from '../logging';
import type { HumanCheck } from '../adapters/human-check/human-check';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { MailTransport } from '../adapters/mail/mail-transport';
import { createLocalStorage } from '../adapters/storage/local-storage';

import { resetDatabase } from './reset-database';

export { resetDatabase };

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
