/**
 * `npm run seed [-- --count N]`: redoes the demo data (truncates every table, then seeds).
 * Embedded mode takes the DATA_DIR lock first, so it refuses while the server runs.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import type { DataDirLock } from '../db/data-dir-lock';
import { DEFAULT_DEMO_COUNT, resetDemo, seedDemo } from '../db/seed/seed';

const USAGE =
  'Usage: npm run seed [-- --count N]   (truncates all tables, then loads N demo therapists; default 60)';

function parseSeedArgs(argv: readonly string[]): { count: number } {
  let count = DEFAULT_DEMO_COUNT;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--reset') continue; // always implied
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    const [flag, inline] = arg.split('=', 2);
    if (flag === '--count') {
      const value = inline ?? argv[++i];
      if (
        value === undefined ||
        !/^\d+$/.test(value) ||
        Number(value) < 1 ||
        Number(value) > 1_000_000
      ) {
        throw new UsageError(
          `--count needs a whole number between 1 and 1000000 (got ${value ?? 'nothing'}).`,
        );
      }
      count = Number(value);
      continue;
    }
    throw new UsageError(`Unknown option ${arg}.`);
  }
  return { count };
}

class UsageError extends Error {}

async function main(): Promise<number> {
  let args: { count: number };
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`${err.message ? `${err.message}\n` : ''}${USAGE}\n`);
    return err.message ? 2 : 0;
  }

  const config = loadConfig();
  const embedded = config.databaseUrl === undefined;
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  try {
    if (embedded) {
      lock = lockDataDir(config.dataDir);
      if (lock.previousRunEndedUncleanly) {
        process.stdout.write(
          `Note: the previous process using ${config.dataDir} did not stop cleanly.\n`,
        );
      }
    }
    const where = embedded ? `embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    process.stdout.write(`Seeding the ${where}…\n`);
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await resetDemo(database.db);
    process.stdout.write('All tables emptied.\n');
    const result = await seedDemo(database.db, {
      count: args.count,
      invoices: config.invoices,
      log: (msg) => process.stdout.write(`${msg}\n`),
    });
    const { client, admin, finance, support, therapist } = result.credentials;
    process.stdout.write(
      `\nDemo data ready: ${result.therapists} therapists.\n` +
        `  Demo client:    ${client.email} / ${client.password}\n` +
        `  Demo owner:     ${admin.email} / ${admin.password} (opens /admin)\n` +
        `  Demo finance:   ${finance.email} / ${finance.password}\n` +
        `  Demo support:   ${support.email} / ${support.password}\n` +
        `  Demo therapist: ${therapist.email} / ${therapist.password}\n`,
    );
    return 0;
  } finally {
    try {
      await database?.close();
    } finally {
      lock?.release();
    }
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof ConfigError || err instanceof DataDirLockedError) {
      process.stderr.write(`Seed failed: ${err.message}\n`);
    } else {
      process.stderr.write(
        `Seed failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
    }
    process.exitCode = 1;
  },
);
