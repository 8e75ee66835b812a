/**
 * `npm start`: builds the web app only when its sources changed since the last build (see
 * web-build-stamp.mjs), then starts the server in this process.
 */
import { spawnSync } from 'node:child_process';
import { isBuildCurrent } from './web-build-stamp.mjs';

if (await isBuildCurrent()) {
  console.log('Web app build is up to date.');
} else {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../apps/api/src/server.ts');
