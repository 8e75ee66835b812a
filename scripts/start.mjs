/**
 * `npm start`: builds the web app and the server bundle, each only when its sources changed since
 * its last build (see web-build-stamp.mjs and server-bundle.mjs), then runs the server bundle in
 * this process. The web app is always built for production, whatever NODE_ENV the shell has, and
 * a development build left by `NODE_ENV=development npm run build` is rebuilt.
 */
import { pathToFileURL } from 'node:url';
import { buildWebApp, isBuildCurrent, readBuildMode } from './web-build-stamp.mjs';
import { buildServerBundle, bundleFile, isBundleCurrent } from './server-bundle.mjs';

const [webBuildCurrent, bundleCurrent] = await Promise.all([isBuildCurrent(), isBundleCurrent()]);

if (webBuildCurrent) {
  console.log('Web app build is up to date.');
} else {
  const mode = await readBuildMode();
  console.log(
    mode && mode !== 'production'
      ? `The web app was built for ${mode}: building it for production…`
      : 'Building the web app…',
  );
  const status = buildWebApp();
  if (status !== 0) process.exit(status);
}

if (bundleCurrent) {
  console.log('Server bundle is up to date.');
} else {
  console.log('Building the server bundle…');
  try {
    await buildServerBundle();
  } catch (err) {
    // esbuild has printed its errors; anything else (esbuild missing, a disk error) is told here.
    const reason = Array.isArray(err.errors) ? 'see the errors above' : err.message;
    console.error(
      `\nThe server bundle could not be built (${reason}); the server did not start.\n`,
    );
    process.exit(1);
  }
}

// Stack traces name the TypeScript files and lines, not the bundle's.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundleFile).href);
