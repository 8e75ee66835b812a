import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from './client';
import { freePort, startServer, type ServerProcess } from '../test/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-crash-'));
const started: ServerProcess[] = [];

/** The server on this test's DATA_DIR, from the bundle as `npm start` runs it. */
async function serverOnDataDir(port: number) {
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
    port,
  );
  started.push(server);
  return server;
}

afterAll(async () => {
  for (const server of started) await server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database durability', () => {
  it('keeps every answered write after SIGKILL, refuses a second process, and restarts', async () => {
    // Ports the system says are free: a random one can be a service's (NATS listens at 4222).
    const port = await freePort();
    const secondPort = await freePort();
    const first = await serverOnDataDir(port);

    // A second process on the same DATA_DIR is refused with a clear message.
    await expect(serverOnDataDir(secondPort)).rejects.toThrow(
      'is in use by another running process',
    );

    const answered: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const email = `w${worker}-${i}@crash.example`;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/newsletter/subscribe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email }),
          });
          if (res.ok) answered.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (answered.length < 150) await new Promise((r) => setTimeout(r, 10));
    await first.kill();
    stop = true;
    await Promise.all(writers);

    // It starts again on the directory the killed process left behind.
    const restarted = await serverOnDataDir(port);
    expect(restarted.output()).toContain('did not shut down cleanly');
    expect(await restarted.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const database = await openPglite(dataDir);
    const result = (await database.db.execute(
      sql`select email from newsletter_subscribers`,
    )) as unknown as {
      rows: { email: string }[];
    };
    await database.close();
    const stored = new Set(result.rows.map((r) => r.email));
    const lost = answered.filter((e) => !stored.has(e));
    expect(answered.length).toBeGreaterThanOrEqual(150);
    expect(lost).toEqual([]);
  }, 300_000);
});
