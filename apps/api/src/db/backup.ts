import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';

export class BackupError extends Error {
  override name = 'BackupError';
}

const pgdataOf = (dataDir: string) => path.resolve(dataDir, 'pgdata');

/**
 * Writes the embedded database of `dataDir` to `file` (a gzip-compressed tar of the PostgreSQL
 * data directory, as PGlite dumps it). Holds the DATA_DIR lock throughout, so it refuses while a
 * server (or any other command) has the database open.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!fs.existsSync(path.join(pgdataOf(dataDir), 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists; choose another file.`);
  const lock = lockDataDir(dataDir);
  try {
    const pg = new PGlite(pgdataOf(dataDir));
    try {
      await pg.waitReady;
      await pg.query('CHECKPOINT');
      const dump = await pg.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      // Written aside and renamed, so a failed backup never leaves a truncated file behind.
      const partial = `${file}.partial`;
      fs.writeFileSync(partial, bytes);
      fs.renameSync(partial, file);
      return { bytes: bytes.length };
    } finally {
      await pg.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Restores a backup into `dataDir`, which must not hold a database yet (move the old one away
 * first: a restore never overwrites data). Holds the DATA_DIR lock throughout.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  const pgdata = pgdataOf(dataDir);
  if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0)
    throw new BackupError(
      `${dataDir} already holds a database. Restore into an empty DATA_DIR, or move ${pgdata} away first.`,
    );
  const lock = lockDataDir(dataDir);
  try {
    const archive = new Blob([fs.readFileSync(file)]);
    let pg: PGlite | undefined;
    try {
      pg = new PGlite(pgdata, { loadDataDir: archive });
      await pg.waitReady;
      await pg.query('select 1');
      await pg.query('CHECKPOINT');
    } catch (err) {
      fs.rmSync(pgdata, { recursive: true, force: true });
      throw new BackupError(
        `${file} could not be restored (${(err as Error).message}); is it a backup made by npm run backup?`,
      );
    } finally {
      await pg?.close().catch(() => {});
    }
  } finally {
    lock.release();
  }
}
