import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { begin, finish, KEEP_BUILDS } from './keep-built-assets.mjs';

const DAY = 24 * 60 * 60 * 1000;
let dist: string;
let clock: number;

beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'keep-built-assets-'));
  clock = Date.now() - 60 * DAY;
});
afterEach(() => rm(dist, { recursive: true, force: true }));

const assets = async () => (await readdir(path.join(dist, 'assets'))).sort();

/** One build as vite writes it at `clock`: the given files (with their compressed copies). */
async function build(files: string[], daysLater = 0) {
  clock += daysLater * DAY;
  await begin(dist, clock);
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  for (const name of files) {
    for (const file of [name, `${name}.br`, `${name}.gz`]) {
      const full = path.join(dist, 'assets', file);
      await writeFile(full, file);
      await utimes(full, new Date(clock), new Date(clock));
    }
  }
  return finish(dist, clock);
}

describe('a build in place', () => {
  it("keeps the previous builds' hashed assets, and the files of a build in both", async () => {
    await build(['index-a.js', 'home-a.js', 'shared-1.js']);
    const second = await build(['index-b.js', 'home-b.js', 'shared-1.js'], 1);
    expect(second).toEqual({
      current: ['home-b.js', 'index-b.js', 'shared-1.js'],
      kept: 2,
      removed: [],
    });
    expect(await assets()).toEqual(
      ['home-a.js', 'home-b.js', 'index-a.js', 'index-b.js', 'shared-1.js']
        .flatMap((f) => [f, `${f}.br`, `${f}.gz`])
        .sort(),
    );
  });

  it(`removes a build's assets once ${KEEP_BUILDS} newer builds exist and it was replaced a week ago`, async () => {
    await build(['index-0.js']);
    for (let i = 1; i <= KEEP_BUILDS; i++) await build([`index-${i}.js`], 10);
    // Replaced ten days ago, but only three builds back: kept.
    expect(await assets()).toContain('index-0.js');
    const next = await build([`index-${KEEP_BUILDS + 1}.js`], 10);
    expect(next.removed).toEqual(['index-0.js']);
    expect((await assets()).filter((f) => f.startsWith('index-0'))).toEqual([]);
    // Rebuilt often in one day: every build of the week stays.
    for (let i = 0; i < 6; i++) await build([`burst-${i}.js`], 0.1);
    expect((await assets()).filter((f) => /^burst-\d\.js$/.test(f))).toHaveLength(6);
  });

  it('counts what a dist held before builds were recorded as the build it replaces', async () => {
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'assets', 'index-old.js'), 'old');
    await utimes(path.join(dist, 'assets', 'index-old.js'), new Date(clock), new Date(clock));
    const next = await build(['index-new.js'], 1);
    expect(next).toMatchObject({ current: ['index-new.js'], kept: 1, removed: [] });
    expect(await assets()).toContain('index-old.js');
  });
});
