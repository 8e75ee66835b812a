import 'dotenv/config';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { LOCKS, openDatabase, type Database } from './db/client';
import { lockDataDir, DataDirLockedError, type DataDirLock } from './db/data-dir-lock';
import { createFileStorage } from './adapters/storage/create-file-storage';
import { seedDemo } from './db/seed/seed';

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function openStorage(
  config: Config,
): Promise<{ database: Database; lock: DataDirLock | null }> {
  if (config.databaseUrl) return { database: await openDatabase(config), lock: null };
  const lock = lockDataDir(config.dataDir);
  if (lock.previousRunEndedUncleanly) {
    process.stderr.write(
      `The previous server run on ${config.dataDir} did not shut down cleanly; ` +
        'the embedded PostgreSQL replays its write-ahead log to recover.\n',
    );
  }
  try {
    return { database: await openDatabase(config), lock };
  } catch (err) {
    lock.release();
    fail(
      `The embedded database in ${config.dataDir} could not be opened (${(err as Error).message}). ` +
        'Refusing to start on a damaged data directory: restore a backup with `npm run restore`, ' +
        'or move the directory away to start empty.',
    );
  }
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  // Uploads first: a bucket that cannot be used stops the start before anything else opens.
  const files = createFileStorage(config);
  try {
    await files.check?.();
  } catch (err) {
    fail(
      `${(err as Error).message}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the AWS credentials ` +
        '(AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).',
    );
  }

  let storage: Awaited<ReturnType<typeof openStorage>>;
  try {
    storage = await openStorage(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }
  const { database, lock } = storage;

  let seededNow = false;
  if (config.seedDemo) {
    // Replicas starting together seed once: the others wait, then find the data present.
    const seeded = await database.exclusive(LOCKS.demoSeed, () =>
      seedDemo(database.db, { invoices: config.invoices }),
    );
    seededNow = seeded.created;
    const { client, admin, finance, support, therapist } = seeded.credentials;
    process.stdout.write(
      `${seeded.created ? `Demo data created: ${seeded.therapists} therapists.` : 'Demo data present.'}\n` +
        `  Demo client:    ${client.email} / ${client.password}\n` +
        `  Demo owner:     ${admin.email} / ${admin.password} (opens /admin)\n` +
        `  Demo finance:   ${finance.email} / ${finance.password}\n` +
        `  Demo support:   ${support.email} / ${support.password}\n` +
        `  Demo therapist: ${therapist.email} / ${therapist.password} (opens /dashboard)\n`,
    );
  }

  const app = await buildApp({ config, database, storage: files });
  if (seededNow) {
    // Fresh demo data: the listing shows each card's next open time from its first answer.
    await app.booking.availabilityModel?.sweep();
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      // Also part of app.close(); said here so the order is plain: the last job ends before the database.
      await app.jobs.stop();
      await database.close();
    } finally {
      lock?.release();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.jobs.start();
  process.stdout.write(
    `${config.site.name} is running at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)\n`,
  );
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
