import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../test/harness';
import { insertClient, insertTherapist } from '../test/factories';

const ctx = useTestApp();

describe('security headers', () => {
  it('no HSTS while PUBLIC_URL is http; HSTS for a year once it is https', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/therapist/list' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await buildTestApp({ env: { PUBLIC_URL: 'https://www.manascare.example' } });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.app.close();
    }
  });

  it('Cache-Control: no-store on every API answer that may carry a token or personal data', async () => {
    const { token } = await insertClient(ctx.db);
    const therapist = await insertTherapist(ctx.db);
    const private_ = [
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'a@example.in', password: 'x' },
      }),
      ctx.app.inject({ method: 'GET', url: '/api/user/get-profile', headers: { token } }),
      ctx.app.inject({ method: 'GET', url: '/api/user/get-profile' }),
      ctx.app.inject({ method: 'GET', url: '/api/user/appointments', headers: { token } }),
      ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' }),
      ctx.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      // A signed-in directory answer says which therapists the caller liked.
      ctx.app.inject({ method: 'GET', url: '/api/therapist/list', headers: { token } }),
    ];
    for (const [i, res] of (await Promise.all(private_)).entries()) {
      expect(res.headers['cache-control'], `request ${i}`).toBe('no-store');
    }
    const publicAnswers = [
      ctx.app.inject({ method: 'GET', url: '/api/therapist/list' }),
      ctx.app.inject({ method: 'GET', url: '/api/therapist/search?location=Pune' }),
      ctx.app.inject({ method: 'GET', url: `/api/doctor/by-id/${therapist.id}` }),
    ];
    for (const res of await Promise.all(publicAnswers)) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'] ?? '').not.toContain('no-store');
    }
  });
  it('an API answer says nothing in it may load, run or be framed; a page keeps the document policy', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/therapist/top-regions' });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['referrer-policy']).toBe('no-referrer');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(String(docs.headers['content-security-policy'])).not.toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const page = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
