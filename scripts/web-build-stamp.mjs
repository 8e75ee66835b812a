/**
 * The web app's build is up to date when nothing it is built from changed: its sources, the domain
 * package, the lock file, the web app's .env files and the VITE_* variables. `sourceHash()` digests
 * them; the build stores it in dist/.source-hash (`node scripts/web-build-stamp.mjs write`).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashSources, isStampCurrent, writeStamp } from './source-stamp.mjs';

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
  'scripts/keep-built-assets.mjs',
];
export const stampFile = path.join(root, 'apps/web/dist/.source-hash');

export async function sourceHash() {
  const envFiles = (await readdir(path.join(root, 'apps/web')))
    .filter((n) => n.startsWith('.env'))
    .sort()
    .map((n) => `apps/web/${n}`);
  const viteVariables = Object.keys(process.env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()
    .map((key) => `${key}=${process.env[key]}`);
  return hashSources(root, [...INPUTS, ...envFiles], viteVariables);
}

export async function isBuildCurrent() {
  return isStampCurrent({
    // The page drawer is built apart from the app: either missing means a rebuild.
    outputs: [
      path.join(root, 'apps/web/dist/index.html'),
      path.join(root, 'apps/web/dist-ssr/entry-server.js'),
    ],
    stampFile,
    hash: await sourceHash(),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'write') {
  await writeStamp(stampFile, await sourceHash());
}
