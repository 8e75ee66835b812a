import { describe, expect, it } from 'vitest';
import { freshBatchReader } from './fresh-batch';

/** A store whose reads resolve only when the test says so, recording what each read saw. */
function manualStore() {
  const values = new Map<string, number>();
  const reads: { keys: string[]; release: () => void }[] = [];
  const readMany = (keys: string[]) => {
    const snapshot = new Map(keys.filter((k) => values.has(k)).map((k) => [k, values.get(k)!]));
    return new Promise<Map<string, number>>((resolve) => {
      reads.push({ keys, release: () => resolve(snapshot) });
    });
  };
  return { values, reads, readMany };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('freshBatchReader', () => {
  it('answers callers who ask while a read runs with one later read carrying all their keys', async () => {
    const store = manualStore();
    store.values.set('a', 1);
    const read = freshBatchReader(store.readMany);

    const first = read('a');
    await tick();
    expect(store.reads).toHaveLength(1);

    store.values.set('a', 2);
    store.values.set('b', 7);
    const second = read('a');
    const third = read('b');
    await tick();
    expect(store.reads).toHaveLength(1);

    store.reads[0]!.release();
    expect(await first).toBe(1);
    await tick();
    expect(store.reads).toHaveLength(2);
    expect(store.reads[1]!.keys).toEqual(['a', 'b']);
    store.reads[1]!.release();
    // Asked after the value moved to 2: never answered from the read that began before.
    expect(await second).toBe(2);
    expect(await third).toBe(7);
  });

  it('answers undefined for a key the store does not hold', async () => {
    const read = freshBatchReader(async () => new Map<string, number>());
    expect(await read('missing')).toBeUndefined();
  });

  it('passes a failed read to its callers and keeps serving later ones', async () => {
    let fail = true;
    const read = freshBatchReader(async (keys: string[]) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, 1]));
    });
    await expect(read('a')).rejects.toThrow('connection lost');
    fail = false;
    expect(await read('a')).toBe(1);
  });
});
