import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { runBackupCli } from './backup-cli';
import { insertClient, insertTherapist } from '../test/factories';
import { databaseFingerprint, type Fingerprint } from '../test/db-fingerprint';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function cli(argv: string[], dataDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBackupCli(argv, {
    env: { DATA_DIR: dataDir },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function fingerprintOf(dataDir: string): Promise<Fingerprint> {
  const database = await openPglite(dataDir);
  try {
    return await databaseFingerprint(database.db);
  } finally {
    await database.close();
  }
}

// The embedded database is what these commands are for: they run on PGlite in both db runs.
describe('npm run backup / npm run restore', { timeout: 180_000 }, () => {
  it('restores a backup into an empty data directory with every row as it was', async () => {
    const source = tempDir();
    const database = await openPglite(source);
    await insertTherapist(database.db, { name: 'Dr. Backup Test' });
    await insertClient(database.db, { firstName: 'Restored', email: 'restored@example.in' });
    const before = await databaseFingerprint(database.db);
    await database.close();
    expect(before.accounts?.rows).toBe(1);
    expect(before.therapists?.rows).toBe(1);

    const file = path.join(tempDir(), 'nested', 'backup.tar.gz');
    const backup = await cli(['backup', file], source);
    expect(backup).toMatchObject({ code: 0, err: '' });
    expect(backup.out).toContain(file);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    const target = tempDir();
    const restore = await cli(['restore', file], target);
    expect(restore).toMatchObject({ code: 0, err: '' });
    expect(await fingerprintOf(target)).toEqual(before);
    expect(fs.existsSync(path.join(target, 'server.lock'))).toBe(false);
  });

  it('refuses while another live process holds DATA_DIR, and never overwrites a database', async () => {
    const source = tempDir();
    await (await openPglite(source)).close();
    fs.writeFileSync(path.join(source, 'server.lock'), String(process.ppid));
    const locked = await cli(['backup', path.join(tempDir(), 'b.tar.gz')], source);
    expect(locked.code).toBe(1);
    expect(locked.err).toMatch(/in use by another running process.*\n.*Stop the server first/);
    fs.rmSync(path.join(source, 'server.lock'));

    const file = path.join(tempDir(), 'b.tar.gz');
    expect((await cli(['backup', file], source)).code).toBe(0);
    const again = await cli(['backup', file], source);
    expect(again).toMatchObject({ code: 1, err: `${file} already exists; choose another file.` });
    const overwrite = await cli(['restore', file], source);
    expect(overwrite.code).toBe(1);
    expect(overwrite.err).toContain('already holds a database');
  });

  it('explains usage, a missing file, an empty DATA_DIR, a bad archive and DATABASE_URL', async () => {
    const empty = tempDir();
    expect((await cli([], empty)).code).toBe(2);
    expect((await cli(['restore'], empty)).code).toBe(2);
    expect((await cli(['backup'], empty)).err).toContain('There is no embedded database');
    expect((await cli(['restore', path.join(empty, 'nope.tar.gz')], empty)).err).toContain(
      'There is no backup file',
    );
    const junk = path.join(tempDir(), 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a backup');
    const bad = await cli(['restore', junk], empty);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('could not be restored');
    expect(fs.existsSync(path.join(empty, 'pgdata'))).toBe(false);
    const out: string[] = [];
    const code = await runBackupCli(['backup'], {
      env: { DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' },
      out: (l) => out.push(l),
      err: (l) => out.push(l),
    });
    expect(code).toBe(1);
    expect(out.join()).toContain('pg_dump');
  });
});
