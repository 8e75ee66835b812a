import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar, writeTar } from './tar';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tar-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const long = `documents/${'d'.repeat(60)}/${'f'.repeat(90)}.pdf`;
const entries = [
  { name: 'backup.json', data: Buffer.from('{"format":2}') },
  { name: 'photos/3f1c-320.webp', data: randomBytes(1500) },
  { name: long, data: randomBytes(512) },
  { name: 'uploads/empty.txt', data: Buffer.alloc(0) },
];

// The archives are read back by GNU tar, not only by the code that wrote them.
describe('backup tar archives', () => {
  it('are read by tar with every name and byte', () => {
    const file = path.join(dir, 'written.tar');
    fs.writeFileSync(file, writeTar(entries));
    const out = path.join(dir, 'out');
    fs.mkdirSync(out);
    execFileSync('tar', ['-xf', file, '-C', out]);
    for (const e of entries) expect(fs.readFileSync(path.join(out, e.name))).toEqual(e.data);
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(
      entries.map((e) => e.name),
    );
  });

  it("read tar's own archives, skipping folders, and refuse what is not one", () => {
    const src = path.join(dir, 'src');
    for (const e of entries) {
      fs.mkdirSync(path.dirname(path.join(src, e.name)), { recursive: true });
      fs.writeFileSync(path.join(src, e.name), e.data);
    }
    const file = path.join(dir, 'by-tar.tar');
    execFileSync('tar', ['--format=ustar', '-cf', file, '-C', src, '.']);
    const read = readTar(fs.readFileSync(file)).map((e) => ({
      name: e.name.replace(/^\.\//, ''),
      data: e.data,
    }));
    expect(read.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...entries].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(() => readTar(Buffer.from('not a backup'.repeat(100)))).toThrow(/not a tar archive/);
    expect(() => readTar(writeTar(entries).subarray(0, 1024))).toThrow(/cut short/);
    expect(() => writeTar([{ name: 'x'.repeat(300), data: Buffer.alloc(1) }])).toThrow(/too long/);
  });
});
