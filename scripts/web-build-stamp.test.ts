import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildModeOf,
  buildWebApp,
  isBuildCurrent,
  readBuildMode,
  writeBuildStamp,
} from './web-build-stamp.mjs';

let dir: string;
let stampFile: string;
let outputs: string[];

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'web-build-stamp-'));
  stampFile = path.join(dir, '.source-hash');
  outputs = [path.join(dir, 'index.html')];
  await writeFile(outputs[0]!, '<!doctype html>');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the web build npm start makes', () => {
  it('is a production build whatever NODE_ENV the shell exported', () => {
    const calls: Array<{ command: string; args: string[]; env?: NodeJS.ProcessEnv }> = [];
    const status = buildWebApp(
      { NODE_ENV: 'development', PATH: '/usr/bin', VITE_X: '1' },
      (command: string, args: string[], options: { env?: NodeJS.ProcessEnv }) => {
        calls.push({ command, args, env: options.env });
        return { status: 0 };
      },
    );
    expect(status).toBe(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args).toEqual(['run', 'build']);
    expect(calls[0]!.env).toMatchObject({ NODE_ENV: 'production', PATH: '/usr/bin', VITE_X: '1' });
  });
});

describe('the build stamp', () => {
  it('records the mode the build ran in (React builds for development when NODE_ENV says so)', async () => {
    expect(buildModeOf({})).toBe('production');
    expect(buildModeOf({ NODE_ENV: 'development' })).toBe('development');
    await writeBuildStamp({ stampFile, env: { NODE_ENV: 'development' } });
    expect(await readBuildMode(stampFile)).toBe('development');
    await writeBuildStamp({ stampFile, env: {} });
    expect(await readBuildMode(stampFile)).toBe('production');
  });

  it('holds a development build as not current, so npm start rebuilds it for production', async () => {
    await writeBuildStamp({ stampFile, env: { NODE_ENV: 'development' } });
    expect(await isBuildCurrent({ stampFile, outputs })).toBe(false);
    await writeBuildStamp({ stampFile, env: { NODE_ENV: 'production' } });
    expect(await isBuildCurrent({ stampFile, outputs })).toBe(true);
  });

  it('holds a stamp that names no mode (written before modes were recorded) as not current', async () => {
    await writeBuildStamp({ stampFile, env: { NODE_ENV: 'production' } });
    const [hash] = (await import('node:fs')).readFileSync(stampFile, 'utf8').split('\n');
    await writeFile(stampFile, `${hash}\n`);
    expect(await readBuildMode(stampFile)).toBeNull();
    expect(await isBuildCurrent({ stampFile, outputs })).toBe(false);
  });
});
