// Runs every suite in order and fails when any of them fails:
// typecheck, lint, format, the message catalogues (every message in English and Hindi), unit tests,
// database tests on PGlite and on PostgreSQL, then the browser
// tests against the production build. Prints each runner's own summary and a total line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-tests-'));
const only = process.argv.slice(2);
const results = [];
let passed = 0;
let failed = 0;

function run(name, command, args, env = {}) {
  if (only.length && !only.includes(name)) return true;
  process.stdout.write(`\n=== ${name}: ${[command, ...args].join(' ')}\n`);
  const started = Date.now();
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function countVitest(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } catch {
    failed += 1;
  }
}

function countPlaywright(file) {
  try {
    const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } catch {
    failed += 1;
  }
}

function vitest(name, project, env = {}) {
  const out = path.join(reportsDir, `${name}.json`);
  const ok = run(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ],
    env,
  );
  if (!only.length || only.includes(name)) countVitest(out);
  return ok;
}

async function postgresAvailable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const adminUrl =
  process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let ok = true;
ok = run('typecheck', 'npm', ['run', '--silent', 'typecheck']) && ok;
ok = run('lint', 'npm', ['run', '--silent', 'lint']) && ok;
ok = run('format', 'npm', ['run', '--silent', 'format:check']) && ok;
ok = run('i18n', 'npm', ['run', '--silent', 'i18n:check']) && ok;
ok = vitest('unit', 'unit') && ok;
ok = vitest('db-pglite', 'db', { TEST_DB: 'pglite' }) && ok;
if (!only.length || only.includes('db-postgres')) {
  if (await postgresAvailable(adminUrl)) {
    ok =
      vitest('db-postgres', 'db', { TEST_DB: 'postgres', TEST_POSTGRES_ADMIN_URL: adminUrl }) && ok;
  } else if (process.env.CI) {
    process.stdout.write(`\nNo PostgreSQL server answers at ${adminUrl}: CI requires one.\n`);
    results.push({ name: 'db-postgres', ok: false, seconds: 0 });
    ok = false;
  } else {
    process.stdout.write(
      `\nSkipping the PostgreSQL run: no server answers at ${adminUrl} (set TEST_POSTGRES_ADMIN_URL).\n`,
    );
  }
}
ok = run('build', 'npm', ['run', '--silent', 'build']) && ok;
if (!only.length || only.includes('e2e')) {
  const out = path.join(reportsDir, 'e2e.json');
  ok =
    run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    }) && ok;
  countPlaywright(out);
}

process.stdout.write('\n=== Summary\n');
for (const r of results)
  process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)\n`);
process.stdout.write(`Tests: ${passed} passed, ${failed} failed\n`);
process.exit(ok && failed === 0 ? 0 : 1);
