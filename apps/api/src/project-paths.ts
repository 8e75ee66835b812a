import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders the server reads from disk, found from the project's root rather than from the reading
 * module's own file: the same code runs from its TypeScript source (tests, command-line tools) and
 * from the one-file bundle `npm start` builds, and a path relative to the module would differ.
 */
const ROOT_MARKER = path.join('apps', 'api', 'package.json');

/** The nearest folder at or above `start` that holds `apps/api/package.json`. */
export function findProjectRoot(
  start: string,
  exists: (file: string) => boolean = fs.existsSync,
): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (exists(path.join(dir, ROOT_MARKER))) return dir;
    if (path.dirname(dir) === dir) {
      throw new Error(`No project root (a folder with ${ROOT_MARKER}) at or above ${start}`);
    }
  }
}

const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

export const projectPaths = {
  /** Drizzle's generated SQL, applied on every start. */
  migrations: path.join(projectRoot, 'apps/api/src/db/migrations'),
  /** The built web app the server serves. */
  webDist: path.join(projectRoot, 'apps/web/dist'),
  /** Fonts embedded in generated PDFs (OFL, committed with the code, never the system's). */
  fonts: path.join(projectRoot, 'apps/api/assets/fonts'),
} as const;
