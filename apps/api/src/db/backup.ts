import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { assertStorageKey } from '../adapters/storage/file-storage';
import { createLocalStorage } from '../adapters/storage/local-storage';
import { lockDataDir } from './data-dir-lock';
import { readTar, writeTar, type TarEntry } from './tar';

export class BackupError extends Error {
  override name = 'BackupError';
}

const pgdataOf = (dataDir: string) => path.resolve(dataDir, 'pgdata');

/**
 * A backup is a gzip-compressed tar: `backup.json`, `database.tar.gz` (the PostgreSQL data
 * directory as PGlite dumps it) and `uploads/<key>` for every uploaded file (photos, documents),
 * which the database only names. A backup of an earlier version is the database dump alone.
 */
const MANIFEST = 'backup.json';
const DATABASE = 'database.tar.gz';
const UPLOADS = 'uploads/';

/** Every stored file under `dir` as its storage key; writes still in progress (`.tmp`) are not. */
function uploadedFiles(dir: string): TarEntry[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((relative) => relative.split(path.sep).join('/'))
    .filter((key) => !key.endsWith('.tmp') && fs.statSync(path.join(dir, key)).isFile())
    .sort()
    .map((key) => ({ name: key, data: fs.readFileSync(path.join(dir, key)) }));
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * Writes the embedded database of `dataDir` and the uploads in `uploadsDir` (null when uploads
 * live in a bucket) to `file`. Holds the DATA_DIR lock throughout, so it refuses while a server
 * (or any other command) has the database open.
 */
export async function backupDataDir(
  dataDir: string,
  file: string,
  uploadsDir: string | null,
): Promise<{ bytes: number; uploads: number }> {
  if (!fs.existsSync(path.join(pgdataOf(dataDir), 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists; choose another file.`);
  const lock = lockDataDir(dataDir);
  try {
    const pg = new PGlite(pgdataOf(dataDir), { extensions: { pg_trgm } });
    try {
      await pg.waitReady;
      await pg.query('CHECKPOINT');
      const dump = await pg.dumpDataDir('gzip');
      const uploads = uploadsDir ? uploadedFiles(uploadsDir) : [];
      const manifest = { format: 2, createdAt: new Date().toISOString(), uploads: uploads.length };
      const bytes = zlib.gzipSync(
        writeTar([
          { name: MANIFEST, data: Buffer.from(JSON.stringify(manifest, null, 2)) },
          { name: DATABASE, data: Buffer.from(await dump.arrayBuffer()) },
          ...uploads.map((u) => ({ name: `${UPLOADS}${u.name}`, data: u.data })),
        ]),
      );
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      // Written aside and renamed, so a failed backup never leaves a truncated file behind.
      const partial = `${file}.partial`;
      fs.writeFileSync(partial, bytes);
      fs.renameSync(partial, file);
      return { bytes: bytes.length, uploads: uploads.length };
    } finally {
      await pg.close();
    }
  } finally {
    lock.release();
  }
}

/** The database dump and the uploads of a backup file; an earlier version's is the dump alone. */
function openBackup(file: string): { database: Buffer; uploads: TarEntry[] } {
  const bytes = fs.readFileSync(file);
  let entries: TarEntry[];
  try {
    entries = readTar(zlib.gunzipSync(bytes));
  } catch (err) {
    throw new BackupError(
      `${file} could not be restored (${(err as Error).message}); is it a backup made by npm run backup?`,
    );
  }
  if (entries[0]?.name !== MANIFEST) return { database: bytes, uploads: [] };
  const database = entries.find((e) => e.name === DATABASE);
  if (!database) throw new BackupError(`${file} holds no database; is it a complete backup?`);
  const uploads = entries
    .filter((e) => e.name.startsWith(UPLOADS))
    .map((e) => ({ name: e.name.slice(UPLOADS.length), data: e.data }));
  for (const upload of uploads) {
    try {
      assertStorageKey(upload.name);
    } catch {
      throw new BackupError(
        `${file} names an upload outside the uploads folder; nothing restored.`,
      );
    }
  }
  return { database: database.data, uploads };
}

/**
 * Restores a backup into `dataDir` and its uploads into `uploadsDir`, neither of which may hold
 * data yet (move the old ones away first: a restore never overwrites anything). Holds the
 * DATA_DIR lock throughout. Answers how many uploaded files it put back.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  uploadsDir: string | null,
): Promise<{ uploads: number }> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  const pgdata = pgdataOf(dataDir);
  if (!isEmptyDir(pgdata))
    throw new BackupError(
      `${dataDir} already holds a database. Restore into an empty DATA_DIR, or move ${pgdata} away first.`,
    );
  const backup = openBackup(file);
  if (backup.uploads.length > 0 && !uploadsDir)
    throw new BackupError(
      `${file} holds ${backup.uploads.length} uploaded files, but uploads are kept in a bucket here: restore without S3_BUCKET, then copy ${dataDir}/uploads into the bucket.`,
    );
  if (uploadsDir && backup.uploads.length > 0 && !isEmptyDir(uploadsDir))
    throw new BackupError(
      `${uploadsDir} already holds uploads. Restore into an empty DATA_DIR, or move it away first.`,
    );
  const lock = lockDataDir(dataDir);
  try {
    let pg: PGlite | undefined;
    try {
      pg = new PGlite(pgdata, {
        loadDataDir: new Blob([backup.database]),
        extensions: { pg_trgm },
      });
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
    if (uploadsDir) {
      const storage = createLocalStorage(uploadsDir);
      try {
        for (const upload of backup.uploads) await storage.put(upload.name, upload.data, '');
      } catch (err) {
        fs.rmSync(pgdata, { recursive: true, force: true });
        fs.rmSync(uploadsDir, { recursive: true, force: true });
        throw new BackupError(`The uploads could not be restored (${(err as Error).message}).`);
      }
    }
    return { uploads: backup.uploads.length };
  } finally {
    lock.release();
  }
}
