/**
 * `node scripts/keep-built-assets.mjs begin|finish <dist>`, around `vite build` (which no longer
 * empties dist): a server that is still running holds the previous build's HTML in memory, and a
 * replica of a rolling deploy may still hand it out, so the hashed files that HTML asks for (the
 * entry, every lazy chunk, styles, fonts) must stay servable after a rebuild in place.
 *
 * `begin` notes when the build started; `finish` records the assets this build wrote in
 * dist/.vite/asset-builds.json and deletes only assets no recent build wrote: kept are the files
 * of the last KEEP_BUILDS builds and of every build replaced less than KEEP_DAYS ago.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const KEEP_BUILDS = 3;
export const KEEP_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;
/** Copies the server sends instead (scripts/precompress.mjs); they go with their file. */
const COPIES = /\.(br|gz)$/;

const paths = (dist) => ({
  assets: path.join(dist, 'assets'),
  begun: path.join(dist, '.vite', 'build-begun'),
  history: path.join(dist, '.vite', 'asset-builds.json'),
});

async function assetFiles(dir) {
  try {
    return (await readdir(dir)).filter((name) => !COPIES.test(name)).sort();
  } catch (err) {
    if (err.code === 'ENOENT') return [];
    throw err;
  }
}

async function readHistory(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
}

export async function begin(dist, now = Date.now()) {
  const p = paths(dist);
  await mkdir(path.dirname(p.begun), { recursive: true });
  // A dist built before builds were recorded: what is there is the build being replaced.
  if ((await readHistory(p.history)) === null) {
    const files = await assetFiles(p.assets);
    if (files.length > 0) await writeFile(p.history, JSON.stringify([{ builtAt: now, files }]));
  }
  await writeFile(p.begun, String(now));
}

/** Answers the files this build wrote and the older ones it deleted. */
export async function finish(dist, now = Date.now()) {
  const p = paths(dist);
  const begun = Number(await readFile(p.begun, 'utf8'));
  const current = [];
  for (const name of await assetFiles(p.assets)) {
    // File times can be a little coarser than the clock.
    if ((await stat(path.join(p.assets, name))).mtimeMs >= begun - 2000) current.push(name);
  }
  const history = [{ builtAt: now, files: current }, ...((await readHistory(p.history)) ?? [])];
  // history[i] was replaced when history[i - 1] was built.
  const kept = history.filter(
    (build, i) => i <= KEEP_BUILDS || now - history[i - 1].builtAt < KEEP_DAYS * DAY,
  );
  const keep = new Set(kept.flatMap((build) => build.files));
  const removed = [];
  for (const name of await readdir(p.assets)) {
    if (keep.has(name.replace(COPIES, ''))) continue;
    await rm(path.join(p.assets, name), { force: true });
    if (!COPIES.test(name)) removed.push(name);
  }
  await writeFile(p.history, JSON.stringify(kept));
  await rm(p.begun, { force: true });
  return { current, kept: keep.size - current.length, removed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, dist = 'dist'] = process.argv.slice(2);
  if (command === 'begin') await begin(path.resolve(dist));
  else if (command === 'finish') {
    const { current, kept, removed } = await finish(path.resolve(dist));
    console.log(
      `assets: ${current.length} from this build, ${kept} kept from earlier builds, ${removed.length} older ones removed`,
    );
  } else {
    console.error('usage: node scripts/keep-built-assets.mjs begin|finish <dist>');
    process.exit(2);
  }
}
