import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedJson, preferredEncoding } from './json-encoding';

describe('preferredEncoding', () => {
  it('answers brotli, else gzip, among what the client accepts', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding(['deflate', 'br;q=0.5'])).toBe('br');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('never answers an encoding the client refused with q=0', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br; q=0.0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*;q=0')).toBeNull();
    expect(preferredEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

describe('encodedJson', () => {
  it('compresses once per encoding, into bytes that decode to the same JSON', () => {
    const json = JSON.stringify({ doctors: Array.from({ length: 50 }, (_, i) => ({ i })) });
    const body = encodedJson(json);
    const br = body.encoded('br');
    expect(body.encoded('br')).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(json);
    expect(zlib.gunzipSync(body.encoded('gzip')).toString()).toBe(json);
    expect(br.length).toBeLessThan(json.length / 3);
  });
});
