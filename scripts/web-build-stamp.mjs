/**
 * The web app's build is up to date when nothing it is built from changed: its sources, the domain
 * package, the lock file, the web app's .env files and the VITE_* variables. `sourceHash()` digests
 * them; the build stores it in dist/.source-hash (`node scripts/web-build-stamp.mjs write`).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'scripts/precompress.mjs',
];
export const stampFile = path.join(root, 'apps/web/dist/.source-hash');

async function* files(target) {
  if (!existsSync(target)) return;
  const entries = await readdir(target, { withFileTypes: true }).catch(() => null);
  if (entries === null) {
    yield target;
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    yield* files(path.join(target, entry.name));
  }
}

export async function sourceHash() {
  const hash = createHash('sha256');
  const webDir = path.join(root, 'apps/web');
  const envFiles = (await readdir(webDir)).filter((n) => n.startsWith('.env')).sort();
  for (const input of [...INPUTS, ...envFiles.map((n) => `apps/web/${n}`)]) {
    for await (const file of files(path.join(root, input))) {
      hash
        .update(path.relative(root, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  for (const key of Object.keys(process.env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()) {
    hash.update(`${key}=${process.env[key]}\0`);
  }
  return hash.digest('hex');
}

export async function isBuildCurrent() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) return false;
  const stored = await readFile(stampFile, 'utf8').catch(() => '');
  return stored.trim() === (await sourceHash());
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'write') {
  await writeFile(stampFile, `${await sourceHash()}\n`);
}
