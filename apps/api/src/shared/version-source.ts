import type { NotificationFeed } from '../db/notification-feed';
import { freshBatchReader } from './fresh-batch';

/** How one kind of cache version is read from the database and announced by its triggers. */
export interface VersionShape<V> {
  /** Answer for a key nothing was stored for. */
  missing: V;
  /** Reads these keys now (one batched lookup per burst of requests). */
  readFresh(keys: string[]): Promise<Map<string, V>>;
  /** The channel the triggers announce bumps on … */
  channel: string;
  /** … and the keys and new versions one announcement carries. */
  parse(payload: string): Array<[string, V]>;
}

/**
 * Where a cache version comes from. Versions are kept in memory and moved by the triggers'
 * notifications (db/notification-feed.ts), so a request reads nothing; a key is read from the
 * database once, the first time it is asked for after listening began. While the feed cannot
 * vouch for its notifications (not listening yet, connection lost, heartbeat late), every read
 * goes to the database, batched (fresh-batch.ts), and nothing is kept; a new connection starts
 * from an empty memory.
 *
 * Announcements arrive in commit order and each key's row is written under its row lock, so the
 * last announcement of a key is its committed version (versions are not compared, only replaced).
 * A key read from the database is kept only if no announcement for it arrived meanwhile: one
 * that did is at least as new as the read.
 */
export function versionSource<V>(feed: NotificationFeed, shape: VersionShape<V>) {
  const batched = freshBatchReader((keys: string[]) => shape.readFresh(keys));
  const readFresh = async (key: string): Promise<V> => (await batched(key)) ?? shape.missing;

  const known = new Map<string, V>();
  /** Announcements heard per key in this generation, to tell whether a read raced one. */
  const heard = new Map<string, number>();
  let generation = 0;
  const adopt = (g: number) => {
    if (g === generation) return;
    known.clear();
    heard.clear();
    generation = g;
  };

  const subscription = feed.subscribe(shape.channel, (payload, g) => {
    adopt(g);
    for (const [key, version] of shape.parse(payload)) {
      known.set(key, version);
      heard.set(key, (heard.get(key) ?? 0) + 1);
    }
  });

  return {
    async read(key: string): Promise<V> {
      const g = await subscription.caughtUp();
      if (g === null) return readFresh(key);
      adopt(g);
      if (known.has(key)) return known.get(key) as V;
      const heardBefore = heard.get(key) ?? 0;
      const version = await readFresh(key);
      if (generation === g && (heard.get(key) ?? 0) === heardBefore) known.set(key, version);
      return version;
    },
    close: () => subscription.close(),
  };
}
