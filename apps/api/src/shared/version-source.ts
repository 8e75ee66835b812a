import type { Database } from '../db/client';
import { freshBatchReader } from './fresh-batch';

/** How one kind of cache version is read, in each of the two ways a version source works. */
export interface VersionShape<V> {
  /** Answer for a key nothing was read for. */
  missing: V;
  /** On a PostgreSQL server: read these keys now (one batched lookup per burst of requests). */
  readFresh(keys: string[]): Promise<Map<string, V>>;
  /** On the embedded database: the channel its writes announce bumps on … */
  channel: string;
  /** … what a notification changes in memory … */
  onNotify(payload: string): void;
  /** … what is read once, after listening began so that a bump in between is not lost … */
  afterListening(): Promise<void>;
  /** … and the in-memory answer for a key (which may be read once, the first time). */
  readKnown(key: string): Promise<V>;
}

/**
 * Where a cache version comes from. On a PostgreSQL server (any number of processes) it is read
 * for every request, never remembered; concurrent requests share one lookup that began after they
 * arrived (fresh-batch.ts), so a committed write is always seen. The embedded database has exactly
 * one process, whose own writes are the only writes and whose NOTIFYs arrive before the writing
 * query resolves, so it listens once and keeps the versions in memory.
 */
export function versionSource<V>(database: Pick<Database, 'listen'>, shape: VersionShape<V>) {
  const { listen } = database;
  if (!listen) {
    const batched = freshBatchReader((keys: string[]) => shape.readFresh(keys));
    return {
      read: async (key: string): Promise<V> => (await batched(key)) ?? shape.missing,
      close: async () => {},
    };
  }

  let unsubscribe: (() => Promise<void>) | null = null;
  let ready: Promise<void> | null = null;
  const subscribe = async () => {
    unsubscribe = await listen(shape.channel, shape.onNotify);
    await shape.afterListening();
  };
  return {
    async read(key: string): Promise<V> {
      ready ??= subscribe().catch((err: unknown) => {
        ready = null;
        throw err;
      });
      await ready;
      return shape.readKnown(key);
    },
    async close() {
      await unsubscribe?.();
    },
  };
}
