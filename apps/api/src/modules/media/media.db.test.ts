import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { insertTherapist } from '../../test/factories';

const ctx = useTestApp();

describe('GET /api/media/portraits/:slug.svg', () => {
  it('draws the therapist’s illustrated portrait, the same every time', async () => {
    await insertTherapist(ctx.db, { slug: 'meera-nair', name: 'Meera Nair', gender: 'Female' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/media/portraits/meera-nair.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.body).toMatch(/^<svg /);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/media/portraits/meera-nair.svg',
    });
    expect(again.body).toBe(res.body);
  });

  it('draws the same portrait as a WebP picture, kept after the first drawing', async () => {
    await insertTherapist(ctx.db, { slug: 'arjun-das', name: 'Arjun Das', gender: 'Male' });
    const url = '/api/media/portraits/arjun-das.webp';
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('max-age');
    const body = res.rawPayload;
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const { default: sharp } = await import('sharp');
    expect(await sharp(body).metadata()).toMatchObject({ width: 256, height: 256 });
    const again = await ctx.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(body)).toBe(true);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/media/portraits/nobody.webp',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 for an unknown therapist and 400 for a malformed name', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/media/portraits/nobody.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Image not found' });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/media/portraits/..%2Fx.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
  });
});
