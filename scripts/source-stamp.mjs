/**
 * A stamp says which sources a build was made from: `hashSources` digests each file's path, size
 * and modification time (a folder: every file in it; a missing input counts as absent) plus any
 * extra strings. Reading metadata only keeps the check cheap enough to run on every start; an
 * edit, a checkout or a copy changes a time, so the worst a stale time causes is one rebuild.
 * A build stores the digest next to its outputs; they are current while every one of them exists
 * and the stored digest equals a fresh one.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** [relative path, stats] of every file at or under `target`, in path order. */
async function filesWithStats(root, target) {
  const stats = await stat(target).catch(() => null);
  if (stats === null) return [];
  if (!stats.isDirectory()) return [[path.relative(root, target), stats]];
  const entries = (await readdir(target)).sort();
  const nested = await Promise.all(entries.map((e) => filesWithStats(root, path.join(target, e))));
  return nested.flat();
}

/** `inputs` are files or folders relative to `root`. */
export async function hashSources(root, inputs, extras = []) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const [file, stats] of await filesWithStats(root, path.join(root, input))) {
      hash.update(`${file}\0${stats.size}\0${stats.mtimeMs}\0`);
    }
  }
  for (const extra of extras) hash.update(`${extra}\0`);
  return hash.digest('hex');
}

export async function isStampCurrent({ outputs, stampFile, hash }) {
  const exists = await Promise.all(
    outputs.map((output) =>
      stat(output).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (exists.includes(false)) return false;
  const stored = await readFile(stampFile, 'utf8').catch(() => '');
  return stored.trim() === hash;
}

export async function writeStamp(stampFile, hash) {
  await writeFile(stampFile, `${hash}\n`);
}
