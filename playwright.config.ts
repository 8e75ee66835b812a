import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';

// Chosen once in the main process; workers inherit the environment, so they agree on both.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  [path.join(import.meta.dirname, 'scripts/browser-test-port.mjs')],
  {
    encoding: 'utf8',
  },
).trim();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
// Chromium's headless shell draws pages as the browser does without the desktop browser around
// it; the browser tests took a quarter less time with it. The full browser where it is missing.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test-all.mjs gives each concurrent shard a folder of its own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test cost the browser tests a tenth or more of their time: in CI
    // a failed test is traced when it runs again, elsewhere every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // As a person who asked for less motion sees the app (decision 0074): the same pages without
    // transitions to draw, which took a third of the browser's work. Tests of motion ask for it.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    // The production build served by the one process, on a throwaway embedded database (or the
    // PostgreSQL database E2E_DATABASE_URL names): the server's bundle as `npm start` runs it,
    // built first if its sources changed.
    command:
      'node scripts/server-bundle.mjs --if-stale && node --enable-source-maps apps/api/dist/server.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // A database of its own on a PostgreSQL server (scripts/test-all.mjs makes one per shard),
      // seeded with the demo data as the embedded one is.
      ...(process.env.E2E_DATABASE_URL
        ? { DATABASE_URL: process.env.E2E_DATABASE_URL, SEED_DEMO: 'true' }
        : {}),
    },
  },
});
