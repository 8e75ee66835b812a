import { describe, expect, it } from 'vitest';
import { versionSource, type VersionShape } from './version-source';

/** A shape that counts versions in memory, reading `stored` where the database would be read. */
function counterShape(stored: Map<string, number>) {
  const known = new Map<string, number>();
  const reads: string[][] = [];
  const shape: VersionShape<number> = {
    missing: -1,
    readFresh: async (keys) => {
      reads.push(keys);
      return new Map(keys.filter((k) => stored.has(k)).map((k) => [k, stored.get(k) ?? 0]));
    },
    channel: 'test_version',
    onNotify: (payload) => {
      const [key, version] = payload.split(' ');
      if (key && version) known.set(key, Number(version));
    },
    afterListening: async () => {},
    readKnown: async (key) => known.get(key) ?? stored.get(key) ?? 0,
  };
  return { shape, reads };
}

describe('versionSource', () => {
  it('without notifications reads every time, never from memory, and answers missing keys', async () => {
    const stored = new Map([['a', 3]]);
    const { shape, reads } = counterShape(stored);
    const source = versionSource({}, shape);
    expect(await source.read('a')).toBe(3);
    stored.set('a', 4);
    const answers = await Promise.all([source.read('a'), source.read('b')]);
    expect(answers).toEqual([4, -1]);
    expect(reads.flat()).toEqual(['a', 'a', 'b']);
  });

  it('with notifications listens once, before the first answer, and follows the announced bumps', async () => {
    const { shape } = counterShape(new Map([['a', 1]]));
    let notify: ((payload: string) => void) | null = null;
    let listens = 0;
    let closed = false;
    const source = versionSource(
      {
        listen: async (channel, onNotify) => {
          expect(channel).toBe('test_version');
          listens++;
          notify = onNotify;
          return async () => {
            closed = true;
          };
        },
      },
      shape,
    );
    expect(await source.read('a')).toBe(1);
    notify!('a 7');
    expect(await source.read('a')).toBe(7);
    expect(listens).toBe(1);
    await source.close();
    expect(closed).toBe(true);
  });

  it('tries to listen again on the next read when listening failed', async () => {
    const { shape } = counterShape(new Map([['a', 2]]));
    let attempts = 0;
    const source = versionSource(
      {
        listen: async () => {
          attempts++;
          if (attempts === 1) throw new Error('connection lost');
          return async () => {};
        },
      },
      shape,
    );
    await expect(source.read('a')).rejects.toThrow('connection lost');
    expect(await source.read('a')).toBe(2);
    expect(attempts).toBe(2);
  });
});
