import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot, projectPaths } from './project-paths';

describe('findProjectRoot', () => {
  const root = path.resolve('/srv/app');
  const exists = (file: string) => file === path.join(root, 'apps/api/package.json');

  it('finds the root from the source folder and from the bundle folder alike', () => {
    expect(findProjectRoot(path.join(root, 'apps/api/src/db'), exists)).toBe(root);
    expect(findProjectRoot(path.join(root, 'apps/api/dist'), exists)).toBe(root);
    expect(findProjectRoot(root, exists)).toBe(root);
  });

  it('says so when no folder above holds the marker', () => {
    expect(() => findProjectRoot(path.resolve('/elsewhere/deep'), exists)).toThrow(
      /No project root/,
    );
  });
});

describe('projectPaths', () => {
  it('points at the committed migrations', () => {
    expect(existsSync(path.join(projectPaths.migrations, 'meta', '_journal.json'))).toBe(true);
  });

  it('points at the web app build folder', () => {
    expect(projectPaths.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });
});
