import fs from 'node:fs';
import { openPglite, openPostgres, type Database } from '../db/client';
import { dbKind, freshPgliteDataDir } from './harness';
import { runTag, scratchDatabase } from './scratch-database';
import { startServer, type ServerProcess } from './server-process';

/**
 * Servers a test starts as processes of their own and kills with SIGKILL, on a data directory
 * (PGlite) or a scratch PostgreSQL database of the test's own, with the webhook secret it signs with.
 */
export function killedServerKit(name: string, webhookSecret: string) {
  const kind = dbKind();
  const dataDir = freshPgliteDataDir(`marketplace-${name}-`);
  const scratch = scratchDatabase(`marketplace_${name.replaceAll('-', '_')}_${runTag()}`);
  const running: ServerProcess[] = [];
  let databaseUrl: string | null = null;

  return {
    kind,
    webhookSecret,
    get databaseUrl() {
      return databaseUrl;
    },
    /** Creates the scratch database on PostgreSQL; PGlite needs nothing before the first start. */
    async prepare() {
      if (kind === 'postgres') databaseUrl = await scratch.create();
    },
    /** The server's database, opened by the test; PGlite only while the server is stopped. */
    openStore: (): Promise<Database> =>
      databaseUrl ? openPostgres(databaseUrl, 2) : openPglite(dataDir),
    async boot(port: number) {
      const server = await startServer(
        {
          HOST: '127.0.0.1',
          NODE_ENV: 'test',
          SEED_DEMO: 'false',
          RATE_LIMITS: 'off',
          LOG_LEVEL: 'warn',
          RAZORPAY_WEBHOOK_SECRET: webhookSecret,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
        },
        port,
      );
      running.push(server);
      return server;
    },
    async cleanUp() {
      for (const s of running) await s.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await scratch.drop();
    },
  };
}
