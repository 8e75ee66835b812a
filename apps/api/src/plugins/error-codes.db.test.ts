import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@app/domain/error-codes';
import { useTestApp } from '../test/harness';
import { insertClient } from '../test/factories';
import { withPassword } from '../test/privacy-test-kit';

const ctx = useTestApp();

type Failure = { success: false; code: string; message: string; field?: string };

async function login(password: string, language?: string) {
  const { account } = await insertClient(ctx.db);
  await withPassword(ctx, account.id);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: language ? { 'accept-language': language } : {},
    payload: { email: account.email, password },
  });
  return res;
}

describe('failure codes', () => {
  it('tells unauthorized, forbidden, invalid body, wrong password and unknown therapist apart', async () => {
    const { token } = await insertClient(ctx.db);
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/api/user/get-profile' }),
      await ctx.app.inject({ method: 'GET', url: '/api/admin/therapists', headers: { token } }),
      await ctx.app.inject({ method: 'POST', url: '/api/user/register', payload: { email: 1 } }),
      await login('Wrong#2026'),
      await ctx.app.inject({ method: 'GET', url: '/api/doctor/by-slug/nobody-at-all' }),
    ];
    const seen = answers.map((res) => [res.statusCode, res.json<Failure>().code]);
    expect(seen).toEqual([
      [401, 'NOT_SIGNED_IN'],
      [403, 'FORBIDDEN'],
      [400, 'VALIDATION'],
      [401, 'WRONG_CREDENTIALS'],
      [404, 'THERAPIST_NOT_FOUND'],
    ]);
    for (const res of answers) {
      const body = res.json<Failure>();
      expect(body.success).toBe(false);
      expect(ERROR_CODES[body.code as keyof typeof ERROR_CODES]).toBe(res.statusCode);
      expect(body.message.length).toBeGreaterThan(0);
    }
  });

  it('names the field a validation failure is about', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'someone@example.com', password: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Failure>()).toMatchObject({ code: 'VALIDATION', field: 'password' });
  });

  it('answers in Hindi when asked, with the same code', async () => {
    const english = (await login('Wrong#2026')).json<Failure>();
    const hindi = (await login('Wrong#2026', 'hi-IN,hi;q=0.9,en;q=0.8')).json<Failure>();
    expect(english).toEqual({
      success: false,
      code: 'WRONG_CREDENTIALS',
      message: 'Incorrect email or password',
    });
    expect(hindi).toEqual({
      success: false,
      code: 'WRONG_CREDENTIALS',
      message: 'ईमेल या पासवर्ड गलत है',
    });
  });

  it('answers an unknown API path with a code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json<Failure>().code).toBe('NOT_FOUND');
  });

  it('answers an invalid JSON body with a code', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Failure>()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  });
});

describe('the OpenAPI document', () => {
  it('lists the failure codes of each operation by status', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    }>();
    const login = doc.paths['/api/user/login']!.post!.responses;
    expect(login['401']!.description).toBe(
      'Failure codes: SECOND_FACTOR_REQUIRED, SECOND_FACTOR_WRONG, SIGN_IN_DISABLED, WRONG_CREDENTIALS',
    );
    expect(login['400']!.description).toContain('VALIDATION');
    expect(login['429']!.description).toBe('Failure codes: RATE_LIMITED');
    const profile = doc.paths['/api/user/get-profile']!.get!.responses;
    expect(profile['500']!.description).toBe('Failure codes: INTERNAL');
  });
});
