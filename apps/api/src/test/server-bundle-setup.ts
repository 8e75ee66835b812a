/**
 * Tests that start the server as a process run it as `npm start` does, from the bundle of the
 * current sources: built here when the sources changed, before any test file runs.
 */
export { ensureServerBundle as default } from '../../../../scripts/server-bundle.mjs';
