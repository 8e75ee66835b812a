/**
 * `npm run backup -- [file]` and `npm run restore -- <file>`: copy the embedded database (PGlite
 * in DATA_DIR) and the uploads beside it out to one file and back, while the server is stopped. With DATABASE_URL set,
 * use PostgreSQL's own pg_dump and pg_restore instead.
 */
import path from 'node:path';
import { runWhenMain } from '../shared/command-line';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupDataDir, restoreDataDir } from '../db/backup';
import { DataDirLockedError } from '../db/data-dir-lock';

const USAGE =
  'usage: npm run backup -- [file]      (default: backups/data-<date-time>.tar.gz)\n' +
  '       npm run restore -- <file>     (into an empty DATA_DIR)';

export interface BackupCliDeps {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  now?: () => Date;
}

const BUCKET_NOTE =
  'Uploads are kept in the S3 bucket (S3_BUCKET), not in this backup: keep the bucket versioned or copy it with its own tools.';

const stamp = (d: Date) => d.toISOString().replace(/[:]/g, '-').replace(/\..*$/, '');

/** Returns the exit code: 0 done, 1 refused or failed, 2 usage error. */
export async function runBackupCli(argv: string[], deps: BackupCliDeps): Promise<number> {
  const [command, file, ...rest] = argv;
  if ((command !== 'backup' && command !== 'restore') || rest.length > 0) {
    deps.err(USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig(deps.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      deps.err(err.message);
      return 1;
    }
    throw err;
  }
  if (config.databaseUrl) {
    deps.err(
      'DATABASE_URL is set: back up a PostgreSQL server with pg_dump ' +
        '(pg_dump --format=custom --file=backup.dump "$DATABASE_URL") and restore with pg_restore.',
    );
    return 1;
  }
  const uploadsDir = config.storage.kind === 'local' ? config.storage.dir : null;
  try {
    if (command === 'backup') {
      const target =
        file ?? path.join('backups', `data-${stamp(deps.now?.() ?? new Date())}.tar.gz`);
      const { bytes, uploads } = await backupDataDir(config.dataDir, target, uploadsDir);
      deps.out(
        `Backed up ${config.dataDir} to ${target}: the database and ${uploads} uploaded files (${Math.ceil(bytes / 1024)} KiB).`,
      );
      if (!uploadsDir) deps.out(BUCKET_NOTE);
    } else {
      if (!file) {
        deps.err(USAGE);
        return 2;
      }
      const { uploads } = await restoreDataDir(file, config.dataDir, uploadsDir);
      deps.out(
        `Restored ${file} into ${config.dataDir}: the database and ${uploads} uploaded files. Start the server with npm start.`,
      );
      if (!uploadsDir) deps.out(BUCKET_NOTE);
    }
    return 0;
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      deps.err(
        `${err.message}\nStop the server first: backup and restore need the database to itself.`,
      );
      return 1;
    }
    if (err instanceof BackupError) {
      deps.err(err.message);
      return 1;
    }
    throw err;
  }
}

runWhenMain(import.meta.url, runBackupCli);
