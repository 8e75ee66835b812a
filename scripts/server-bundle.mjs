/**
 * The server as one ESM file, so `npm start` does not compile the API's TypeScript on every start.
 * esbuild bundles apps/api and the domain package into apps/api/dist/server.mjs (with a source
 * map); every other package stays an import from node_modules. The bundle is rebuilt only when
 * what it is built from changed (see source-stamp.mjs): `isBundleCurrent()` costs a hash of the
 * inputs below. `node scripts/server-bundle.mjs` builds it now; with `--if-stale`, only when it is
 * not current.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashSources, isStampCurrent, writeStamp } from './source-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_INPUTS = [
  'apps/api/src',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'tsconfig.base.json',
  'package-lock.json',
  'scripts/server-bundle.mjs',
  'scripts/source-stamp.mjs',
];
const bundleDir = path.join(root, 'apps/api/dist');
export const bundleFile = path.join(bundleDir, 'server.mjs');
const stampFile = path.join(bundleDir, '.source-hash');

export function serverSourceHash() {
  return hashSources(root, SERVER_INPUTS);
}

export async function isBundleCurrent() {
  return isStampCurrent({ outputs: [bundleFile], stampFile, hash: await serverSourceHash() });
}

/**
 * The domain package exports TypeScript files, which node cannot import: it goes in the bundle.
 * Only its listed entry points resolve, as they do for tsc, vite and vitest.
 */
const bundleDomainPackage = {
  name: 'bundle-domain-package',
  setup(build) {
    build.onResolve({ filter: /^@app\/domain\// }, async (args) => {
      const domainDir = path.join(root, 'packages/domain');
      const { exports } = JSON.parse(await readFile(path.join(domainDir, 'package.json'), 'utf8'));
      const target = exports[`./${args.path.slice('@app/domain/'.length)}`];
      if (!target)
        return { errors: [{ text: `${args.path} is not an entry point of @app/domain` }] };
      return { path: path.join(domainDir, target) };
    });
  },
};

/**
 * Builds the bundle and stamps it; throws (esbuild has printed the errors) when it fails. Each file
 * is written under a temporary name and renamed, so a server starting meanwhile from the same
 * checkout never imports half a file.
 */
export async function buildServerBundle() {
  const hash = await serverSourceHash();
  const { build } = await import('esbuild');
  await rm(stampFile, { force: true });
  const { outputFiles } = await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile: bundleFile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [bundleDomainPackage],
    sourcemap: true,
    // Names stay as written (errors, classes), as they are when run from source.
    keepNames: true,
    logLevel: 'warning',
  });
  await mkdir(bundleDir, { recursive: true });
  for (const file of outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
  }
  await writeStamp(stampFile, hash);
}

/** Builds the bundle only when it is not current. */
export async function ensureServerBundle() {
  if (!(await isBundleCurrent())) await buildServerBundle();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const build = process.argv.includes('--if-stale') ? ensureServerBundle : buildServerBundle;
  await build().catch(() => process.exit(1));
}
