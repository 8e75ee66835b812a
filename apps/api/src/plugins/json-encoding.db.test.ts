import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { insertClient, insertTherapist } from '../test/factories';

const ctx = useTestApp();

const BROWSER = 'gzip, deflate, br, zstd';

describe('compressed JSON answers', () => {
  it('a signed-out search is sent compressed as asked, the same JSON as sent plain', async () => {
    for (let i = 0; i < 12; i++) await insertTherapist(ctx.db, { name: `Therapist ${i}` });
    const url = '/api/therapist/search?pageSize=12';
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    // Twice each: the first is computed, the second is the answer kept for the query string.
    for (let round = 0; round < 2; round++) {
      const br = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': BROWSER },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

      const gz = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('a personal answer is compressed as it is sent; a short one, an error or a refusal is not', async () => {
    for (let i = 0; i < 12; i++) await insertTherapist(ctx.db, { name: `Therapist ${i}` });
    const { token } = await insertClient(ctx.db);
    const url = '/api/therapist/search?pageSize=12';
    const plain = await ctx.app.inject({ method: 'GET', url, headers: { token } });
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { token, 'accept-encoding': BROWSER },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const refused = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { token, 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);

    const short = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { token, 'accept-encoding': BROWSER },
    });
    expect(short.statusCode).toBe(200);
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.json()).toMatchObject({ success: true });

    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/therapist/search?page=0',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-encoding']).toBeUndefined();
    expect(bad.json()).toMatchObject({ success: false });
  });
});
