import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from './client';
import { freePort } from '../test/server-process';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-crash-'));
const children: ChildProcess[] = [];

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function waitReady(port: number, server: ReturnType<typeof startServer>) {
  const { child } = server;
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null)
      throw new Error(`server exited during start-up:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database durability', () => {
  it('keeps every answered write after SIGKILL, refuses a second process, and restarts', async () => {
    // Ports the system says are free: a random one can be a service's (NATS listens at 4222).
    const port = await freePort();
    const secondPort = await freePort();
    const first = startServer(port);
    await waitReady(port, first);

    // A second process on the same DATA_DIR is refused with a clear message.
    const second = startServer(secondPort);
    expect(await exited(second.child)).not.toBe(0);
    expect(second.output()).toContain('is in use by another running process');

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
    first.child.kill('SIGKILL');
    await exited(first.child);
    stop = true;
    await Promise.all(writers);

    // It starts again on the directory the killed process left behind.
    const restarted = startServer(port);
    await waitReady(port, restarted);
    expect(restarted.output()).toContain('did not shut down cleanly');
    restarted.child.kill('SIGTERM');
    expect(await exited(restarted.child)).toBe(0);
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
    // Three starts of the server from source: a busy two-core runner took over 120 s.
  }, 300_000);
});
