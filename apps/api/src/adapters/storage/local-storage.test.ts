import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

describe('local file storage', async () => {
  const root = await mkdtemp(join(tmpdir(), 'storage-test-'));
  const storage = createLocalStorage(root);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores, reads and deletes a file under its key', async () => {
    await storage.put('photos/abc-480.webp', Buffer.from('hello'), 'image/webp');
    expect((await storage.get('photos/abc-480.webp'))?.toString()).toBe('hello');
    expect(await readdir(join(root, 'photos'))).toEqual(['abc-480.webp']);
    await storage.delete('photos/abc-480.webp');
    expect(await storage.get('photos/abc-480.webp')).toBeNull();
    await storage.delete('photos/abc-480.webp');
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../etc/passwd', 'photos/../../x', '/abs/path', 'photos', 'Photos/a.png']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'invalid storage key',
      );
    }
  });
});
