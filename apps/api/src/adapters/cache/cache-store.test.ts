import { describe, expect, it } from 'vitest';
import { memoryCacheStore, redisCacheStore } from './cache-store';
import { hasRedisServer, useRedisServer } from '../../test/redis-server';

describe('memoryCacheStore', () => {
  it('returns what was set until its TTL passes', async () => {
    let at = 1_000;
    const store = memoryCacheStore(10, () => at);
    await store.set('a', { n: 1 }, 5);
    expect(await store.get('a')).toEqual({ n: 1 });
    at += 4_999;
    expect(await store.get('a')).toEqual({ n: 1 });
    at += 1;
    expect(await store.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry when full', async () => {
    const store = memoryCacheStore(2);
    await store.set('a', 1, 60);
    await store.set('b', 2, 60);
    expect(await store.get('a')).toBe(1);
    await store.set('c', 3, 60);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBe(1);
    expect(await store.get('c')).toBe(3);
  });

  it('keeps null as a value (a cached "not found")', async () => {
    const store = memoryCacheStore();
    await store.set('missing', null, 60);
    expect(await store.get('missing')).toBeNull();
  });
});

describe.skipIf(!hasRedisServer)('redisCacheStore', () => {
  const redisUrl = useRedisServer();
  const errors: Error[] = [];
  const open = (prefix = 'test:') =>
    redisCacheStore(redisUrl(), { prefix, onError: (e) => errors.push(e) });

  it('shares entries between processes', async () => {
    const a = open();
    const b = open();
    await Promise.all([a.ready(), b.ready()]);
    await a.set('search:1', { doctors: ['x'], total: 1 }, 60);
    expect(await b.get('search:1')).toEqual({ doctors: ['x'], total: 1 });
    expect(await b.get('search:2')).toBeUndefined();
    await Promise.all([a.close(), b.close()]);
    expect(errors).toEqual([]);
  });

  it('answers a miss, not an error, when Redis cannot be reached', async () => {
    const lost: Error[] = [];
    const store = redisCacheStore('redis://127.0.0.1:1', {
      prefix: 'x:',
      onError: (e) => lost.push(e),
    });
    await store.set('k', 1, 60);
    const other = redisCacheStore('redis://127.0.0.1:1', { prefix: 'x:', onError: () => {} });
    expect(await other.get('k')).toBeUndefined();
    expect(lost.length).toBeGreaterThan(0);
    await Promise.all([store.close(), other.close()]);
  });
});
