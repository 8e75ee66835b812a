/**
 * The web app's build is up to date when nothing it is built from changed: its sources, the domain
 * package, the lock file, the web app's .env files and the VITE_* variables. `sourceHash()` digests
 * them; the build stores it in dist/.source-hash (`node scripts/web-build-stamp.mjs write`), with
 * the mode it was built in: Vite builds React for development when the shell exports
 * NODE_ENV=development, so a stamp says which build it is and only a production one is current.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
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

// The page drawer is built apart from the app: either missing means a rebuild.
const OUTPUTS = [
  path.join(root, 'apps/web/dist/index.html'),
  path.join(root, 'apps/web/dist-ssr/entry-server.js'),
];

/** The mode a build run with this environment makes: Vite keeps a NODE_ENV it finds set. */
export const buildModeOf = (env = process.env) => env.NODE_ENV || 'production';

const stampText = (hash, mode) => `${hash}\nmode=${mode}`;

/** The mode the stamped build was made in; null without a stamp or one that names no mode. */
export async function readBuildMode(file = stampFile) {
  const text = await readFile(file, 'utf8').catch(() => '');
  return /^mode=(.+)$/m.exec(text)?.[1]?.trim() ?? null;
}

/** Current: every output there, sources unchanged since, and built in `mode` (production). */
export async function isBuildCurrent({
  stampFile: file = stampFile,
  outputs = OUTPUTS,
  mode = 'production',
} = {}) {
  return isStampCurrent({ outputs, stampFile: file, hash: stampText(await sourceHash(), mode) });
}

/** Stamps the build just made with its sources and the mode `env` made it in. */
export async function writeBuildStamp({ stampFile: file = stampFile, env = process.env } = {}) {
  await writeStamp(file, stampText(await sourceHash(), buildModeOf(env)));
}

/**
 * Builds the web app for production whatever NODE_ENV the caller's shell has (the server it
 * serves may still run in development); answers the build's exit status.
 */
export function buildWebApp(env = process.env, run = spawnSync) {
  const result = run('npm', ['run', 'build'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'write') {
  await writeBuildStamp();
}
