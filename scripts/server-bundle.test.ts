import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_INPUTS, bundleFile } from './server-bundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('server bundle', () => {
  it('stamps only inputs that exist, so a moved folder cannot silently drop out of the stamp', () => {
    for (const input of SERVER_INPUTS) expect(existsSync(path.join(root, input)), input).toBe(true);
  });

  it('covers the API, the domain package and the lock file', () => {
    expect(SERVER_INPUTS).toEqual(
      expect.arrayContaining(['apps/api/src', 'packages/domain/src', 'package-lock.json']),
    );
  });

  it('is written under a git-ignored dist folder', () => {
    expect(path.relative(root, bundleFile)).toBe(path.join('apps', 'api', 'dist', 'server.mjs'));
  });
});
