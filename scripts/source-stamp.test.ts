import { mkdtemp, mkdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashSources, isStampCurrent, writeStamp } from './source-stamp.mjs';

let root: string;
const at = (file: string) => path.join(root, file);
const INPUTS = ['src', 'package.json', 'not-there.json'];

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'source-stamp-'));
  await mkdir(at('src/nested'), { recursive: true });
  await writeFile(at('src/a.ts'), 'export const a = 1;\n');
  await writeFile(at('src/nested/b.ts'), 'export const b = 2;\n');
  await writeFile(at('package.json'), '{}\n');
  await writeFile(at('outside.ts'), 'not an input\n');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('hashSources', () => {
  it('is the same while nothing changes', async () => {
    expect(await hashSources(root, INPUTS)).toBe(await hashSources(root, INPUTS));
  });

  it('changes when a file in an input folder is edited', async () => {
    const before = await hashSources(root, INPUTS);
    await writeFile(at('src/nested/b.ts'), 'export const b = 3;;\n');
    expect(await hashSources(root, INPUTS)).not.toBe(before);
  });

  it('changes when only a modification time changes (an edit of the same size)', async () => {
    const before = await hashSources(root, INPUTS);
    await utimes(at('src/a.ts'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(await hashSources(root, INPUTS)).not.toBe(before);
  });

  it('changes when a file is added, renamed or a missing input appears', async () => {
    const hashes = [await hashSources(root, INPUTS)];
    await writeFile(at('src/c.ts'), '');
    hashes.push(await hashSources(root, INPUTS));
    await rename(at('src/c.ts'), at('src/d.ts'));
    hashes.push(await hashSources(root, INPUTS));
    await writeFile(at('not-there.json'), '{}\n');
    hashes.push(await hashSources(root, INPUTS));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('ignores files outside the inputs and depends on the extras', async () => {
    const before = await hashSources(root, INPUTS);
    await writeFile(at('outside.ts'), 'still not an input, but longer\n');
    expect(await hashSources(root, INPUTS)).toBe(before);
    expect(await hashSources(root, INPUTS, ['VITE_X=1'])).not.toBe(before);
  });
});

describe('isStampCurrent', () => {
  it('holds only while the output exists and the stored hash matches', async () => {
    const output = at('out/server.mjs');
    const outputs = [output];
    const stampFile = at('out/.source-hash');
    const hash = await hashSources(root, INPUTS);
    await mkdir(at('out'));
    expect(await isStampCurrent({ outputs, stampFile, hash })).toBe(false);
    await writeFile(output, '');
    expect(await isStampCurrent({ outputs, stampFile, hash })).toBe(false);
    await writeStamp(stampFile, hash);
    expect(await isStampCurrent({ outputs, stampFile, hash })).toBe(true);
    expect(await isStampCurrent({ outputs, stampFile, hash: 'other' })).toBe(false);
    await rm(output);
    expect(await isStampCurrent({ outputs, stampFile, hash })).toBe(false);
  });

  it('fails while any one of several outputs is missing', async () => {
    const outputs = [at('out/index.html'), at('out-ssr/entry.js')];
    const stampFile = at('out/.source-hash');
    const hash = await hashSources(root, INPUTS);
    await mkdir(at('out'));
    await mkdir(at('out-ssr'));
    await writeFile(outputs[0]!, '');
    await writeStamp(stampFile, hash);
    expect(await isStampCurrent({ outputs, stampFile, hash })).toBe(false);
    await writeFile(outputs[1]!, '');
    expect(await isStampCurrent({ outputs, stampFile, hash })).toBe(true);
    await rm(at('out-ssr'), { recursive: true });
    expect(await isStampCurrent({ outputs, stampFile, hash })).toBe(false);
  });
});
