import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './apps/web/vite-i18n.mjs';

// The web app's message catalogues as modules (virtual:messages/…), as its build has them.
const catalogues = () =>
  messageCatalogues({ localesDir: new URL('./packages/domain/locales', import.meta.url).pathname });

// Two projects: pure unit tests, and database tests that share one database per run.
// The db project runs once per database (TEST_DB=pglite | postgres), see scripts/test-all.mjs.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [catalogues()],
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.db.test.ts'],
          environment: 'node',
          // Files of a worker share loaded modules (decision 0072): each file loading them afresh
          // took half the unit run. A test restores any global it stubs.
          isolate: false,
          // Limits for a hung test, not for a slow machine: beside the other lanes on a busy
          // two-core runner, rendering and reading back an invoice PDF took over 7 s.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['apps/api/src/test/server-bundle-setup.ts'],
        },
      },
      {
        test: {
          name: 'db',
          include: ['apps/api/**/*.db.test.ts'],
          environment: 'node',
          // One shared database per run: files run one after another in one worker.
          fileParallelism: false,
          isolate: false,
          pool: 'forks',
          // Limits for a hung test, not for a slow machine: a busy two-core runner took 60 s to
          // build an app and 40 s for the two-instance invoice race.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
