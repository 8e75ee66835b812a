// Runs every suite and fails when any of them fails: typecheck, lint, format, the message
// catalogues (every message in English and Hindi), unit tests, database tests on PGlite and on
// PostgreSQL, the production build, then the browser tests against that build. Prints each
// runner's own summary, each stage's time and a total line.
//
// The database suites each run their files one after another in one process, and the browser
// tests wait on a browser and a server more than they compute, so the run is spread over the
// machine's cores as four lanes that start together and share nothing (each database suite and
// each browser shard has its own database, ports, temporary folders and Redis key prefix):
//   1. the production build, the one browser test that rebuilds dist (see E2E_ALONE), then the
//      other browser tests, split by file into shards (E2E_SHARDS, default 2 on two or more cores)
//      that run side by side, each with its own server and database (on the PostgreSQL server when
//      there is one; the rebuild test keeps the embedded one, as `npm start` runs), so the tests
//      of a shard still run one after another against one server, as they were written to;
//   2. the checks: typecheck, lint, format, the message catalogues, unit tests;
//   3. the database suite on PGlite;
//   4. the database suite on PostgreSQL.
// The browser tests go first because they take longest. A stage running beside others has its
// output captured to a file and printed whole when it ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { browserTestPort } from './browser-test-port.mjs';

const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-tests-'));
const only = process.argv.slice(2);
const selected = (name) => !only.length || only.includes(name);
const results = [];
/** Each failed test's stage, name and first line of its failure, repeated in the summary. */
const failures = [];
let passed = 0;
let failed = 0;
const startedAll = Date.now();
// Captured output keeps its colours when the run itself is shown on a terminal.
const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};

/** Runs one stage with its output captured; prints it whole when the stage ends. */
function run(name, command, args, env = {}) {
  const line = [command, ...args].join(' ');
  process.stdout.write(`--- ${name} started: ${line}\n`);
  const logFile = path.join(reportsDir, `${name.replace(/\W+/g, '-')}.log`);
  const out = fs.openSync(logFile, 'w');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', out, out],
      env: { ...process.env, ...colour, ...env },
    });
    const finish = (code) => {
      fs.closeSync(out);
      const ok = code === 0;
      const seconds = Math.round((Date.now() - started) / 1000);
      results.push({ name, ok, seconds });
      process.stdout.write(`\n=== ${name}: ${line}\n`);
      process.stdout.write(fs.readFileSync(logFile));
      process.stdout.write(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds}s\n`);
      resolve(ok);
    };
    child.on('error', (err) => {
      fs.writeSync(out, `${err.message}\n`);
      finish(1);
    });
    child.on('close', finish);
  });
}

/** Stages one after another; answers whether all of them passed. */
async function lane(stages) {
  let ok = true;
  for (const stage of stages) ok = (await stage()) && ok;
  return ok;
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

function countVitest(stage, file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const suite of report.testResults) {
      const where = path.relative(process.cwd(), suite.name);
      const failedTests = suite.assertionResults.filter((t) => t.status === 'failed');
      for (const t of failedTests)
        failures.push(`${stage}  ${where} › ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
      // A file that failed outside any test (a hook, an import) counts no failed test.
      if (suite.status === 'failed' && !failedTests.length)
        failures.push(`${stage}  ${where}: ${firstLine(suite.message)}`);
    }
  } catch {
    failed += 1;
    failures.push(`${stage}  no report was written`);
  }
}

/** Playwright's suites nest by file and describe; walks them for each test's last result. */
function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    const inner = suite.file && !titles.length ? [suite.file] : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        yield { title: [...inner, spec.title].join(' › '), test };
    yield* playwrightTests(suite.suites, inner);
  }
}

/** Seconds each browser spec file took in this run, every attempt counted. */
const specSeconds = {};

function countPlaywright(stage, file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    // An error outside any test (the server did not start, a setup threw) runs no test at all.
    for (const error of report.errors ?? []) {
      failed += 1;
      failures.push(`${stage}  before or outside the tests: ${firstLine(error.message)}`);
    }
    for (const { title, test } of playwrightTests(report.suites)) {
      const spec = `e2e/${title.split(' › ')[0]}`;
      const took = (test.results ?? []).reduce((sum, r) => sum + r.duration, 0) / 1000;
      specSeconds[spec] = (specSeconds[spec] ?? 0) + took;
      const last = test.results?.at(-1);
      if (test.status === 'unexpected')
        failures.push(`${stage}  ${title}: ${firstLine(last?.error?.message)}`);
      else if (test.status === 'flaky')
        failures.push(`${stage}  passed only when run again: ${title}`);
    }
  } catch {
    failed += 1;
    failures.push(`${stage}  no report was written`);
  }
}

function script(name, npmScript) {
  return async () => (selected(name) ? run(name, 'npm', ['run', '--silent', npmScript]) : true);
}

function vitest(name, project, env = {}) {
  return async () => {
    if (!selected(name)) return true;
    const out = path.join(reportsDir, `${name}.json`);
    const args = ['run', '--project', project, '--reporter=default', '--reporter=json'];
    const ok = await run(name, 'npx', ['vitest', ...args, `--outputFile=${out}`], env);
    countVitest(name, out);
    return ok;
  };
}

async function postgresAvailable() {
  return asAdmin((client) => client.query('select 1')).then(
    () => true,
    () => false,
  );
}

const adminUrl =
  process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresSuite() {
  if (!selected('db-postgres')) return true;
  if (await postgresAvailable()) {
    return vitest('db-postgres', 'db', {
      TEST_DB: 'postgres',
      TEST_POSTGRES_ADMIN_URL: adminUrl,
    })();
  }
  if (process.env.CI) {
    process.stdout.write(`\nNo PostgreSQL server answers at ${adminUrl}: CI requires one.\n`);
    results.push({ name: 'db-postgres', ok: false, seconds: 0 });
    return false;
  }
  process.stdout.write(
    `\nSkipping the PostgreSQL run: no server answers at ${adminUrl} (set TEST_POSTGRES_ADMIN_URL).\n`,
  );
  return true;
}

// Rebuilds apps/web/dist in place under its own server: no other server may serve from dist
// meanwhile (a file being rewritten can be read half-written), so it runs before the other browser
// tests, beside the checks and the database suites (they never serve dist).
const E2E_ALONE = ['e2e/rebuild-while-serving.spec.ts'];

/** Seconds each browser spec file took in a recent run, to balance the shards. */
const DURATIONS_FILE = 'e2e/durations.json';

function recordedDurations() {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * The other spec files split into `count` shards of about equal length, each shard in name order
 * as one run would take them. A file's length is what it took in a recent run (DURATIONS_FILE);
 * a file not yet measured is estimated from its size, at the recorded files' seconds per byte.
 */
function e2eShards(count) {
  const recorded = recordedDurations();
  const files = fs
    .readdirSync('e2e')
    .filter((f) => f.endsWith('.spec.ts') && !E2E_ALONE.includes(`e2e/${f}`))
    .map((f) => ({ file: `e2e/${f}`, bytes: fs.statSync(path.join('e2e', f)).size }));
  const measured = files.filter((f) => recorded[f.file] > 0);
  const perByte = measured.length
    ? measured.reduce((sum, f) => sum + recorded[f.file], 0) /
      measured.reduce((sum, f) => sum + f.bytes, 0)
    : 1;
  const weighed = files
    .map((f) => ({
      file: f.file,
      weight: recorded[f.file] > 0 ? recorded[f.file] : f.bytes * perByte,
    }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const shards = Array.from({ length: count }, () => ({ files: [], weight: 0 }));
  for (const f of weighed) {
    const lightest = shards.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.files.push(f.file);
    lightest.weight += f.weight;
  }
  return shards.map((s) => s.files.sort()).filter((s) => s.length);
}

/**
 * What each sharded spec file took in this run, written beside the test results: copy it over
 * DURATIONS_FILE when the shards drift apart.
 */
function writeMeasuredDurations() {
  const sorted = Object.entries(specSeconds)
    .filter(([file]) => !E2E_ALONE.includes(file))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, seconds]) => [file, Math.round(seconds * 10) / 10]);
  if (!sorted.length) return;
  fs.mkdirSync('test-results', { recursive: true });
  fs.writeFileSync(
    'test-results/e2e-durations.json',
    `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`,
  );
}

/** Ports given to this run's browser-test servers, so two shards never draw the same one. */
const givenPorts = new Set();

/** Runs `fn` with the admin connection to the PostgreSQL server. */
async function asAdmin(fn) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A throwaway database for one browser-test server (dropped by `drop`), or null without a
 * PostgreSQL server: the server then keeps its data in an embedded database.
 */
async function browserTestDatabase(name) {
  if (!(await postgresAvailable())) return null;
  const database = `marketplace_${name.replace(/\W+/g, '_')}_${process.pid}_${Date.now()}`;
  await asAdmin((client) => client.query(`CREATE DATABASE ${database}`));
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: () =>
      asAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(
        (err) => process.stdout.write(`Could not drop ${database}: ${err.message}\n`),
      ),
  };
}

/**
 * One Playwright run of these spec files (paths as filters: each is anchored at its folder, so no
 * file matches another's name), with a server of its own: its own port, database and output
 * folder. The database is embedded (as `npm start` runs) when `embedded`, else one of its own on
 * the PostgreSQL server when there is one (as the site runs in production): the server's work then
 * runs natively there, where the embedded database took half of the server's time.
 */
async function playwright(name, files, { embedded = false } = {}) {
  const out = path.join(reportsDir, `${name}.json`);
  const port = await browserTestPort(givenPorts);
  givenPorts.add(port);
  const database = embedded ? null : await browserTestDatabase(name);
  const ok = await run(name, 'npx', ['playwright', 'test', '--reporter=list,json', ...files], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    E2E_PORT: String(port),
    E2E_OUTPUT_DIR: `test-results/${name}`,
    ...(database ? { E2E_DATABASE_URL: database.url } : {}),
  });
  await database?.drop();
  countPlaywright(name, out);
  return ok;
}

async function browserTestsAlone() {
  return selected('e2e') ? playwright('e2e-alone', E2E_ALONE, { embedded: true }) : true;
}

async function browserTests() {
  if (!selected('e2e')) return true;
  const count = Math.max(
    1,
    Number(process.env.E2E_SHARDS) || (os.availableParallelism() >= 2 ? 2 : 1),
  );
  const shards = e2eShards(count);
  const oks = await Promise.all(shards.map((files, i) => playwright(`e2e-${i + 1}`, files)));
  writeMeasuredDurations();
  return oks.every(Boolean);
}

// The browser tests run even when an earlier stage failed, as every stage does.
const lanes = await Promise.all([
  lane([script('build', 'build'), browserTestsAlone, browserTests]),
  lane([
    script('typecheck', 'typecheck'),
    script('lint', 'lint'),
    script('format', 'format:check'),
    script('i18n', 'i18n:check'),
    vitest('unit', 'unit'),
  ]),
  vitest('db-pglite', 'db', { TEST_DB: 'pglite' })(),
  postgresSuite(),
]);
const ok = lanes.every(Boolean);

process.stdout.write('\n=== Summary\n');
for (const r of results)
  process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)\n`);
process.stdout.write(`Total time: ${Math.round((Date.now() - startedAll) / 1000)}s\n`);
process.stdout.write(`Tests: ${passed} passed, ${failed} failed\n`);
if (failures.length)
  process.stdout.write(`\n=== Failed or unsteady tests\n${failures.join('\n')}\n`);
process.exit(ok && failed === 0 ? 0 : 1);
