import { describe, expect, it } from 'vitest';
import type { NotificationFeed } from '../db/notification-feed';
import { versionSource, type VersionShape } from './version-source';

/** A shape that counts versions in `stored`, where the database would be read. */
function counterShape(stored: Map<string, number>) {
  const reads: string[][] = [];
  let beforeRead: (() => void) | null = null;
  const shape: VersionShape<number> = {
    missing: -1,
    readFresh: async (keys) => {
      reads.push(keys);
      beforeRead?.();
      return new Map(keys.filter((k) => stored.has(k)).map((k) => [k, stored.get(k) ?? 0]));
    },
    channel: 'test_version',
    parse: (payload) => {
      const [key, version] = payload.split(' ');
      return key && version ? [[key, Number(version)]] : [];
    },
  };
  return { shape, reads, onRead: (fn: () => void) => (beforeRead = fn) };
}

/** A feed whose state the test sets: `generation` null is a lost channel. */
function fakeFeed() {
  const state = { generation: 1 as number | null, closed: false, channel: '' };
  let deliver: (payload: string, generation: number) => void = () => {};
  const feed: NotificationFeed = {
    subscribe(channel, onNotify) {
      state.channel = channel;
      deliver = onNotify;
      return {
        caughtUp: async () => state.generation,
        close: async () => {
          state.closed = true;
        },
      };
    },
    close: async () => {},
  };
  const notify = (payload: string) => deliver(payload, state.generation ?? 0);
  return { feed, state, notify };
}

describe('versionSource', () => {
  it('reads a key once, then follows the announced bumps without reading', async () => {
    const stored = new Map([['a', 1]]);
    const { shape, reads } = counterShape(stored);
    const { feed, state, notify } = fakeFeed();
    const source = versionSource(feed, shape);
    expect(state.channel).toBe('test_version');
    expect(await source.read('a')).toBe(1);
    expect(await source.read('a')).toBe(1);
    notify('a 7');
    expect(await source.read('a')).toBe(7);
    expect(reads).toEqual([['a']]);
    await source.close();
    expect(state.closed).toBe(true);
  });

  it('takes the last announcement, not the largest number', async () => {
    const { shape } = counterShape(new Map([['a', 1]]));
    const { feed, notify } = fakeFeed();
    const source = versionSource(feed, shape);
    notify('a 9');
    notify('a 8');
    expect(await source.read('a')).toBe(8);
  });

  it('while the channel is down reads every time and keeps nothing', async () => {
    const stored = new Map([['a', 3]]);
    const { shape, reads } = counterShape(stored);
    const { feed, state } = fakeFeed();
    const source = versionSource(feed, shape);
    state.generation = null;
    expect(await source.read('a')).toBe(3);
    stored.set('a', 4);
    const answers = await Promise.all([source.read('a'), source.read('b')]);
    expect(answers).toEqual([4, -1]);
    expect(reads.flat()).toEqual(['a', 'a', 'b']);
  });

  it('forgets what it knew when a new connection (generation) takes over', async () => {
    const stored = new Map([['a', 1]]);
    const { shape, reads } = counterShape(stored);
    const { feed, state } = fakeFeed();
    const source = versionSource(feed, shape);
    expect(await source.read('a')).toBe(1);
    // Missed while the channel was down: the bump to 5 was never announced to this process.
    stored.set('a', 5);
    state.generation = 2;
    expect(await source.read('a')).toBe(5);
    expect(reads.length).toBe(2);
  });

  it('keeps an announcement that arrived during the first read of its key over the read', async () => {
    const stored = new Map([['a', 1]]);
    const { shape, reads, onRead } = counterShape(stored);
    const { feed, notify } = fakeFeed();
    const source = versionSource(feed, shape);
    onRead(() => notify('a 2'));
    expect(await source.read('a')).toBe(1);
    onRead(() => {});
    expect(await source.read('a')).toBe(2);
    expect(reads.length).toBe(1);
  });
});
