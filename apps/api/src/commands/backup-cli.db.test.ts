import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { openPglite, type Database } from '../db/client';
import { runBackupCli } from './backup-cli';
import { readTar } from '../db/tar';
import { buildApp } from '../app';
import { uploads } from '../db/schema';
import { createLocalStorage } from '../adapters/storage/local-storage';
import { insertClient, insertTherapist } from '../test/factories';
import { dbKind, freshPgliteDataDir, testConfig } from '../test/harness';
import { jpegWithExif, joinFields, PDF, postJoin } from '../test/join-kit';
import { databaseFingerprint, type Fingerprint } from '../test/db-fingerprint';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  dirs.push(dir);
  return dir;
};
/** A DATA_DIR whose embedded database exists already, empty, as a first start leaves it. */
const startedDir = () => {
  const dir = freshPgliteDataDir('backup-test-');
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

/** The site served from `dataDir`'s database and uploads, as `npm start` serves it. */
async function siteOn(dataDir: string) {
  const database: Database = await openPglite(dataDir);
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    database,
    logger: false,
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Every uploaded photo and document as the site serves it: status and bytes, by storage key. */
async function servedUploads(site: Awaited<ReturnType<typeof siteOn>>, adminToken: string) {
  const served: Record<string, { status: number; bytes: string }> = {};
  for (const u of await site.db.select().from(uploads)) {
    const url = u.storageKey.startsWith('photos/')
      ? `/api/media/${u.storageKey}`
      : `/api/doctor/documents/${u.id}`;
    const res = await site.app.inject({ method: 'GET', url, headers: { token: adminToken } });
    served[u.storageKey] = {
      status: res.statusCode,
      bytes: res.rawPayload.toString('base64'),
    };
  }
  return served;
}

// The embedded database is what these commands are for: they open PGlite data directories of their
// own whatever the run's database is, so they run once, in the PGlite run (the PostgreSQL run would
// repeat the very same work).
const skip = dbKind() === 'postgres';
describe('npm run backup / npm run restore', { timeout: 180_000, skip }, () => {
  it('restores a backup into an empty data directory with every row as it was', async () => {
    const source = startedDir();
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

  it('backs up the uploads with the database: after a wipe and a restore every photo and document opens', async () => {
    const source = startedDir();
    const site = await siteOn(source);
    const joined = await postJoin(site.app, joinFields(), {
      image: { name: 'me.jpg', type: 'image/jpeg', data: await jpegWithExif() },
      documents: [
        { name: 'degree.pdf', type: 'application/pdf', data: PDF },
        { name: 'licence.pdf', type: 'application/pdf', data: Buffer.concat([PDF, PDF]) },
      ],
    });
    expect(joined.statusCode).toBe(200);
    const admin = await insertClient(site.db, { role: 'owner' });
    const before = await servedUploads(site, admin.token);
    await site.close();
    const keys = Object.keys(before);
    expect(keys.filter((k) => k.startsWith('photos/')).length).toBeGreaterThan(0);
    expect(keys.filter((k) => k.startsWith('documents/'))).toHaveLength(2);
    expect(Object.values(before).map((s) => s.status)).toEqual(keys.map(() => 200));

    const file = path.join(tempDir(), 'with-uploads.tar.gz');
    const backup = await cli(['backup', file], source);
    expect(backup).toMatchObject({ code: 0, err: '' });
    expect(backup.out).toContain(`the database and ${keys.length} uploaded files`);
    // A plain gzip-compressed tar: the manifest, the database, then each upload by its key.
    const names = readTar(zlib.gunzipSync(fs.readFileSync(file))).map((e) => e.name);
    expect(names).toEqual([
      'backup.json',
      'database.tar.gz',
      ...keys.sort().map((k) => `uploads/${k}`),
    ]);

    // The machine is lost: only the backup file is left.
    fs.rmSync(source, { recursive: true, force: true });
    const target = tempDir();
    const restore = await cli(['restore', file], target);
    expect(restore).toMatchObject({ code: 0, err: '' });
    expect(restore.out).toContain(`the database and ${keys.length} uploaded files`);
    const restored = await siteOn(target);
    try {
      expect(await servedUploads(restored, admin.token)).toEqual(before);
    } finally {
      await restored.close();
    }

    // A restore never writes over uploads that are already there.
    const occupied = tempDir();
    fs.mkdirSync(path.join(occupied, 'uploads', 'photos'), { recursive: true });
    fs.writeFileSync(path.join(occupied, 'uploads', 'photos', 'kept.webp'), 'kept');
    const refused = await cli(['restore', file], occupied);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('already holds uploads');
    expect(fs.existsSync(path.join(occupied, 'pgdata'))).toBe(false);
  });

  it('restores a backup made before uploads were included (the database dump alone)', async () => {
    const source = startedDir();
    const database = await openPglite(source);
    await insertClient(database.db, { firstName: 'Earlier', email: 'earlier@example.in' });
    const before = await databaseFingerprint(database.db);
    await database.close();
    const current = path.join(tempDir(), 'current.tar.gz');
    expect((await cli(['backup', current], source)).code).toBe(0);
    // An earlier backup was PGlite's dump alone, as the database entry of today's still is.
    const dump = readTar(zlib.gunzipSync(fs.readFileSync(current))).find(
      (e) => e.name === 'database.tar.gz',
    )!.data;
    const file = path.join(tempDir(), 'earlier.tar.gz');
    fs.writeFileSync(file, dump);

    const target = tempDir();
    const restore = await cli(['restore', file], target);
    expect(restore).toMatchObject({ code: 0, err: '' });
    expect(restore.out).toContain('the database and 0 uploaded files');
    expect(await fingerprintOf(target)).toEqual(before);
  });

  it('refuses while another live process holds DATA_DIR, and never overwrites a database', async () => {
    const source = startedDir();
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
