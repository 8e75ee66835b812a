import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { insertClient } from '../test/factories';

const ctx = useTestApp();

const NUL = '\u0000';
const LONE = '\uD83D';

describe('NUL and lone surrogates are refused with a 400 naming the field', () => {
  it.each([
    ['register', '/api/user/register', { first_name: `A${NUL}`, last_name: 'B' }, 'first_name'],
    ['login', '/api/user/login', { email: `a${LONE}@example.in`, password: 'x' }, 'email'],
    [
      'login password',
      '/api/user/login',
      { email: 'a@example.in', password: `p${NUL}` },
      'password',
    ],
    ['forgot-password', '/api/user/forgot-password', { email: `${NUL}@x.in` }, 'email'],
    [
      'verify-reset-token',
      '/api/user/verify-reset-token',
      { token: `t${NUL}`, email: 'a@example.in' },
      'token',
    ],
    ['newsletter', '/api/newsletter/subscribe', { email: `b${LONE}@example.in` }, 'email'],
    [
      'contact',
      '/api/contact/submit',
      { first_name: 'Asha', email: 'a@example.in', message: `Hello there ${NUL} friend` },
      'message',
    ],
  ])('%s', async (_name, url, payload, field) => {
    const res = await ctx.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'UNSAFE_TEXT',
      field,
      message: expect.stringMatching(
        new RegExp(`^Invalid field ${field}: contains characters that are not allowed`),
      ),
    });
  });

  it('in query strings: GET /api/therapist/search?location=%00', async () => {
    for (const url of [
      '/api/therapist/search?location=%00',
      '/api/therapist/list?speciality=a%00b',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/^Invalid query parameter (location|speciality)/);
    }
  });

  it('in path parameters and nested or unknown body fields of a signed-in route', async () => {
    const { token } = await insertClient(ctx.db);
    const byId = await ctx.app.inject({ method: 'GET', url: '/api/doctor/by-id/a%00b' });
    expect(byId.statusCode).toBe(400);
    expect(byId.json().message).toMatch(/^Invalid field id:/);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      headers: { token },
      payload: { firstName: 'A', lastName: 'B', username: 'abc', extra: { deep: [`x${LONE}`] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid field extra\.deep\.0:/);
  });

  it('in JSON escapes (\\u0000, \\ud800), which is how a lone surrogate arrives', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a\\ud800@example.in"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid field email:/);
  });

  it('keeps ordinary Unicode, emoji and quotes working', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: "o'brien+😀@example.in" },
    });
    expect(res.statusCode).toBe(200);
  });
});
