import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bundleFile } from '../../../scripts/server-bundle.mjs';
import { freePort } from './test/server-process';

/** The child may take this long to load on a busy machine; the test waits as long as the child may run. */
const START_BUDGET_MS = 30_000;

function start(env: Record<string, string>) {
  // The server bundle, as `npm start` runs it (the unit project's global setup builds it).
  return spawnSync(process.execPath, [bundleFile], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
    timeout: START_BUDGET_MS,
  });
}

describe('server start-up with a bad environment', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'postgres//broken' }, 'DATABASE_URL'],
  ])(
    'exits non-zero and names the variable for %j',
    (env, name) => {
      const result = start(env);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(name);
      expect(result.stderr).toContain('Invalid configuration');
    },
    START_BUDGET_MS + 5_000,
  );
});

describe('server start-up with an uploads bucket it cannot use', () => {
  it(
    'exits non-zero before opening the database, naming the bucket and the settings',
    async () => {
      const result = start({
        S3_BUCKET: 'manas-uploads',
        S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
        AWS_ACCESS_KEY_ID: 'test',
        AWS_SECRET_ACCESS_KEY: 'test',
        AWS_MAX_ATTEMPTS: '1',
        DATA_DIR: '/nonexistent/never-created',
      });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('the uploads bucket "manas-uploads" cannot be used');
      expect(result.stderr).toContain('Check S3_BUCKET, S3_ENDPOINT');
    },
    START_BUDGET_MS + 5_000,
  );
});
