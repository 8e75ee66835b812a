import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { lockDataDir } from './data-dir-lock';

export interface Storage {
  database: Database;
  release(): Promise<void>;
}

/** The database missing where a command looked for it. */
export class NoDatabaseError extends Error {}

/**
 * Opens the database for a maintenance command as the server does: PostgreSQL when configured,
 * else the embedded one in DATA_DIR under its lock (DataDirLockedError while the server holds it).
 */
export async function openCommandStorage(config: Config): Promise<Storage> {
  if (config.databaseUrl) {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    return { database, release: () => database.close() };
  }
  if (!fs.existsSync(path.join(config.dataDir, 'pgdata')))
    throw new NoDatabaseError(
      `There is no embedded database in ${config.dataDir}: start the server once (npm start), or set DATABASE_URL or DATA_DIR.`,
    );
  const lock = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ dataDir: config.dataDir });
    return {
      database,
      async release() {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
