/**
 * The plain ustar archives backups are made of (readable by any `tar`): regular files only, each
 * name up to 255 bytes (a 155-byte prefix and a 100-byte name, split at a slash).
 */
export interface TarEntry {
  name: string;
  data: Buffer;
}

const BLOCK = 512;

function splitName(name: string): { prefix: string; base: string } {
  const bytes = Buffer.byteLength(name);
  if (bytes <= 100) return { prefix: '', base: name };
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`${name} is too long a name for a tar archive`);
}

function header(entry: TarEntry, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.name);
  const field = (value: string, offset: number, length: number) =>
    block.write(value, offset, length, 'utf8');
  const octal = (value: number, offset: number, length: number) =>
    field(value.toString(8).padStart(length - 1, '0'), offset, length - 1);
  field(base, 0, 100);
  octal(0o600, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(entry.data.length, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  block.fill(' ', 148, 156);
  field('0', 156, 1);
  field('ustar\u000000', 257, 8);
  field(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8);
  return block;
}

const padding = (length: number) => Buffer.alloc((BLOCK - (length % BLOCK)) % BLOCK);

export function writeTar(entries: TarEntry[], mtime = new Date()): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries)
    parts.push(header(entry, mtime), entry.data, padding(entry.data.length));
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

const text = (block: Buffer, offset: number, length: number) => {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

/** The regular files of an archive; anything that is not a well-formed ustar archive throws. */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((b) => b === 0)) return entries;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (sum !== Number.parseInt(text(block, 148, 8).trim(), 8))
      throw new Error('not a tar archive (bad header checksum)');
    const size = Number.parseInt(text(block, 124, 12).trim() || '0', 8);
    const type = text(block, 156, 1);
    const prefix = text(block, 345, 155);
    const base = text(block, 0, 100);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error('the tar archive is cut short');
    if (type === '0' || type === '')
      entries.push({
        name: prefix ? `${prefix}/${base}` : base,
        data: Buffer.from(archive.subarray(start, start + size)),
      });
    offset = start + size + padding(size).length;
  }
  throw new Error('the tar archive is cut short');
}
