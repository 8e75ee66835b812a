import { buildServerBundle, isBundleCurrent } from '../../../../scripts/server-bundle.mjs';

/**
 * Tests that start the server as a process run it as `npm start` does, from the bundle of the
 * current sources: built here when the sources changed, before any test file runs.
 */
export default async function ensureServerBundle() {
  if (!(await isBundleCurrent())) await buildServerBundle();
}
