import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
    timeout: 30_000,
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
    // As long as the spawn itself may take: a busy machine needs seconds to load the sources.
    30_000,
  );
});
