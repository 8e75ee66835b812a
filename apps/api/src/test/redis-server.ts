import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './server-process';

/** Whether the Debian `redis-server` binary is installed (suites that need it skip otherwise). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/**
 * Starts a private, non-persistent redis-server for the calling suite and stops it afterwards.
 * Returns a getter for its URL (known once beforeAll has run).
 */
export function useRedisServer(): () => string {
  let server: ChildProcess | undefined;
  let port = 0;
  beforeAll(async () => {
    // A port the system says is free: a random one can be a service's (RabbitMQ listens at 25672).
    port = await freePort();
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'pipe',
    });
    const started = server;
    const ready = new Promise<void>((resolve) => {
      started.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
    });
    await Promise.race([
      ready,
      once(started, 'exit').then(() => Promise.reject(new Error('redis-server exited'))),
    ]);
  });
  afterAll(() => {
    server?.kill();
  });
  return () => `redis://127.0.0.1:${port}`;
}

/** Whether a Redis server answers at `url`. */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
