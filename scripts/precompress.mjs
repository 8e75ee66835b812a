/**
 * `node scripts/precompress.mjs <dir>`: writes a brotli (.br) and a gzip (.gz) copy next to every
 * compressible file of the built web app, at the highest levels (done once per build, not per
 * request). The server's static handler sends them to clients that accept them.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this, the headers outweigh the saving. */
const MIN_BYTES = 1024;

const isNewerThan = (mtimeMs) => async (copy) => {
  try {
    return (await stat(copy)).mtimeMs >= mtimeMs;
  } catch {
    return false;
  }
};

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Dot folders (.vite: the build manifest) are not served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full);
    } else yield full;
  }
}

const root = path.resolve(process.argv[2] ?? 'dist');
let raw = 0;
let br = 0;
let count = 0;
for await (const file of files(root)) {
  const { size, mtimeMs } = await stat(file);
  if (!COMPRESSIBLE.has(path.extname(file)) || size < MIN_BYTES) continue;
  // An earlier build's asset (kept, see keep-built-assets.mjs) already has its copies.
  if ((await Promise.all([`${file}.br`, `${file}.gz`].map(isNewerThan(mtimeMs)))).every(Boolean))
    continue;
  const data = await readFile(file);
  const [b, g] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
  raw += data.length;
  br += b.length;
  count += 1;
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli`,
);
