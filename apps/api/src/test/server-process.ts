import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { processCpu } from '../../../../scripts/process-cpu.mjs';
import { bundleFile } from '../../../../scripts/server-bundle.mjs';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

export interface ServerProcess {
  url: string;
  output(): string;
  /** SIGKILL: no clean-up of any kind; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown; resolves with the exit code. */
  stop(): Promise<number | null>;
  /**
   * Resolves once the process has used almost no CPU for `quietMs` (it has nothing left to do
   * but its timers' polls), or after `withinMs`; true when it went quiet. Linux (/proc) only:
   * elsewhere it waits `quietMs` and answers false.
   */
  untilQuiet(quietMs?: number, withinMs?: number): Promise<boolean>;
}

/** A second of polling costs the idle server a few ticks; working costs many more. */
const QUIET_TICKS_PER_SECOND = 5;

/**
 * Starts the real server as a child process, for tests that kill it, with exactly `env` (plus PATH
 * and HOME), and waits for /readyz. It runs the server bundle, as `npm start` does (each test project's
 * global setup builds it when the sources changed): a start from the TypeScript sources took twice
 * as long, and some tests start the server a dozen times.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  readyWithinMs = 120_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', bundleFile], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      return exited(child);
    },
    async untilQuiet(quietMs = 2000, withinMs = 60_000) {
      const deadline = Date.now() + withinMs;
      const first = processCpu(child.pid);
      if (!first) {
        await new Promise((r) => setTimeout(r, quietMs));
        return false;
      }
      let windowStart = { at: Date.now(), ticks: first.ticks };
      while (Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        const cpu = processCpu(child.pid);
        if (!cpu) return false;
        const now = { at: Date.now(), ticks: cpu.ticks };
        const used = now.ticks - windowStart.ticks;
        if (used > (QUIET_TICKS_PER_SECOND * (now.at - windowStart.at)) / 1000) windowStart = now;
        else if (now.at - windowStart.at >= quietMs) return true;
      }
      return false;
    },
  };
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill();
  throw new Error(`the server was not ready within ${readyWithinMs} ms:\n${output}`);
}
