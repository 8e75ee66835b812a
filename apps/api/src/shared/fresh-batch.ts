/**
 * Many callers' reads of small keyed values (version numbers) answered by one query per batch,
 * without ever answering a caller from a read that began before it asked. A caller who arrives
 * while a read is running waits for the next one, which starts when the running one ends and
 * carries every key asked for meanwhile. So each answer is at least as new as the moment it was
 * asked for (a write committed before the request is always seen), and under load N concurrent
 * requests cost two round trips, not N.
 */
export function freshBatchReader<K, V>(readMany: (keys: K[]) => Promise<Map<K, V>>) {
  interface Batch {
    keys: Set<K>;
    result: Promise<Map<K, V>>;
    settle: (run: Promise<Map<K, V>>) => void;
  }
  let running = false;
  let waiting: Batch | null = null;

  const newBatch = (): Batch => {
    let settle!: Batch['settle'];
    const result = new Promise<Map<K, V>>((resolve) => {
      settle = resolve;
    });
    return { keys: new Set(), result, settle };
  };

  function start() {
    const batch = waiting as Batch;
    waiting = null;
    running = true;
    const run = Promise.resolve().then(() => readMany([...batch.keys]));
    batch.settle(run);
    void run
      .catch(() => {})
      .finally(() => {
        running = false;
        if (waiting) start();
      });
  }

  return async function read(key: K): Promise<V | undefined> {
    waiting ??= newBatch();
    const batch = waiting;
    batch.keys.add(key);
    if (!running) start();
    return (await batch.result).get(key);
  };
}
