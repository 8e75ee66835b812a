import { FRIENDLY } from '@app/domain/failure-words';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profileResponse, tokenResponse } from '@app/domain/schemas/account';
import { friendlyFailure } from '@app/domain/failure-words';
import { MESSAGES } from '@app/domain/messages';

/** What the web shows for a failed answer: decided by its code, in English. */
function shownFor(res: { statusCode: number; json: () => { code?: string; message: string } }) {
  const body = res.json();
  const words = friendlyFailure({
    status: res.statusCode,
    code: body.code ?? null,
    serverMessage: body.message,
  });
  return 'text' in words ? words.text : words.defaultMessage;
}
import { buildTestApp, resetDatabase } from '../../test/harness';
import { accounts, auditLog, sessions } from '../../db/schema';
import type { HumanCheck } from '../../adapters/human-check/human-check';
import { DEV_HUMAN_TOKEN } from '../../adapters/human-check/dev';
import { hashToken } from './session-tokens';
import { SESSION_TTL_MS } from './sessions.service';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const humanCalls: Array<{ token: string; remoteIp?: string }> = [];
const recordingCheck: HumanCheck = {
  async verify(token, opts = {}) {
    humanCalls.push({ token, remoteIp: opts.remoteIp });
    return token === DEV_HUMAN_TOKEN;
  },
};

beforeAll(async () => {
  ctx = await buildTestApp({ humanCheck: recordingCheck });
});
afterAll(async () => {
  await ctx.app.close();
});
beforeEach(async () => {
  await resetDatabase(ctx.database);
  humanCalls.length = 0;
});

const registration = (n = 1, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Asha',
  last_name: 'Rao',
  username: `asha_${n}`,
  email: `asha${n}@example.in`,
  password: 'secret-pass',
  turnstileToken: DEV_HUMAN_TOKEN,
  ...overrides,
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/user/register', () => {
  it('creates the account, signs it in and records it in the audit log', async () => {
    const res = await post('/api/user/register', registration(1, { email: ' Asha1@Example.IN ' }));
    expect(res.statusCode).toBe(200);
    const body = tokenResponse.parse(res.json());
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.message).toBe('Account created successfully');
    expect(humanCalls).toEqual([{ token: DEV_HUMAN_TOKEN, remoteIp: '127.0.0.1' }]);

    const [account] = await ctx.db.select().from(accounts);
    expect(account).toMatchObject({
      email: 'asha1@example.in',
      username: 'asha_1',
      firstName: 'Asha',
      role: 'client',
    });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);

    const [session] = await ctx.db.select().from(sessions);
    expect(session!.tokenHash).toBe(hashToken(body.token));
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBeGreaterThan(
      SESSION_TTL_MS - 60_000,
    );

    const audit = await ctx.db.select().from(auditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'account.registered',
        actorAccountId: account!.id,
        actorKind: 'user',
        entityId: account!.id,
      }),
    ]);
    expect(audit[0]!.createdAt).toBeInstanceOf(Date);

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { token: body.token },
    });
    expect(profileResponse.parse(profile.json()).userData).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      username: 'asha_1',
      email: 'asha1@example.in',
      phone: null,
      language: 'en',
    });
  });

  it('remembers the language a person chose, refuses others and strangers', async () => {
    const { token } = tokenResponse.parse(
      (await post('/api/user/register', registration(1))).json(),
    );
    const put = (body: unknown, headers: Record<string, string> = { token }) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/user/language',
        payload: body as object,
        headers,
      });
    expect((await put({ language: 'hi' })).json()).toEqual({ success: true, language: 'hi' });
    const bad = await put({ language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect((await put({ language: 'en' }, {})).json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { token },
    });
    expect(profileResponse.parse(profile.json()).userData.language).toBe('hi');
  });

  it('refuses a missing or rejected human check', async () => {
    for (const turnstileToken of [undefined, '', 'forged-token']) {
      const res = await post('/api/user/register', registration(1, { turnstileToken }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(MESSAGES.signup.verifyHuman);
    }
    const rejected = await post(
      '/api/user/register',
      registration(1, { turnstileToken: 'forged' }),
    );
    expect(rejected.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: 'Please verify you are human',
    });
    expect(await ctx.db.select().from(accounts)).toEqual([]);
  });

  it.each([
    [{ first_name: undefined }, 'First name is required'],
    [{ first_name: '   ' }, 'First name is required'],
    [{ last_name: '' }, 'Last name is required'],
    [{ first_name: 'x'.repeat(51) }, 'Name cannot exceed 50 characters'],
    [{ username: '' }, 'Username is required'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(31) }, 'Username cannot exceed 30 characters'],
    [{ username: 'asha rao' }, 'Username can only contain letters, numbers, underscores and dots'],
    [{ email: undefined }, 'Email is required'],
    [{ email: 'asha@' }, 'Please enter a valid email address'],
    [{ password: undefined }, 'Password is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'x'.repeat(129) }, 'Password cannot exceed 128 characters'],
    [{ password: '      ' }, 'Password cannot be only spaces'],
    [{ first_name: '<script>' }, MESSAGES.profile.nameCharacters],
    [{ last_name: 'Rao<b>' }, MESSAGES.profile.nameCharacters],
  ])('rejects %j with "%s"', async (change, message) => {
    const res = await post('/api/user/register', registration(1, change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION',
      field: expect.any(String),
      message: expect.stringContaining(message),
    });
  });

  it('answers 409 for a duplicate email or username, whatever the case', async () => {
    expect((await post('/api/user/register', registration(1))).statusCode).toBe(200);

    const sameEmail = await post(
      '/api/user/register',
      registration(2, { email: 'ASHA1@example.IN' }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(shownFor(sameEmail)).toBe(FRIENDLY.duplicateEmail.defaultMessage);

    const sameUsername = await post('/api/user/register', registration(2, { username: 'ASHA_1' }));
    expect(sameUsername.statusCode).toBe(409);
    expect(shownFor(sameUsername)).toBe(FRIENDLY.duplicateUsername.defaultMessage);

    expect(await ctx.db.select().from(accounts)).toHaveLength(1);
    expect(await ctx.db.select().from(sessions)).toHaveLength(1);
  });

  it('lets exactly one of two racing registrations of one email win', async () => {
    const results = await Promise.all([
      post('/api/user/register', registration(1)),
      post('/api/user/register', registration(2, { email: 'asha1@example.in' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(shownFor(results.find((r) => r.statusCode === 409)!)).toBe(
      FRIENDLY.duplicateEmail.defaultMessage,
    );
  });
});

describe('POST /api/user/login and /api/user/logout', () => {
  it('signs in with the right password, case-insensitively by email', async () => {
    await post('/api/user/register', registration(1));
    const res = await post('/api/user/login', {
      email: 'ASHA1@example.in',
      password: 'secret-pass',
    });
    expect(res.statusCode).toBe(200);
    const body = tokenResponse.parse(res.json());
    expect(body).toMatchObject({
      message: 'Welcome back! You are now logged in.',
      firstLogin: false,
    });
    const inHindi = await post(
      '/api/user/login',
      { email: 'asha1@example.in', password: 'secret-pass' },
      { 'accept-language': 'hi' },
    );
    expect(inHindi.json()).toMatchObject({ message: 'फिर से स्वागत है! आप लॉग इन हो गए हैं।' });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { token: body.token },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    await post('/api/user/register', registration(1));
    const wrong = await post('/api/user/login', {
      email: 'asha1@example.in',
      password: 'not-the-password',
    });
    const unknown = await post('/api/user/login', {
      email: 'nobody@example.in',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: 'Incorrect email or password',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: 'a@b', password: 'x' }, 'Please enter a valid email address'],
    [{ email: 'asha@example.in' }, 'Password is required'],
    [{ email: 'asha@example.in', password: '' }, 'Password is required'],
  ])('rejects %j with "%s"', async (payload, message) => {
    const res = await post('/api/user/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('logout revokes the token on the server', async () => {
    const { token } = tokenResponse.parse(
      (await post('/api/user/register', registration(1))).json(),
    );
    const other = tokenResponse.parse(
      (
        await post('/api/user/login', { email: 'asha1@example.in', password: 'secret-pass' })
      ).json(),
    ).token;

    const out = await post('/api/user/logout', {}, { token });
    expect(out.json()).toEqual({ success: true, message: expect.any(String) });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { token },
    });
    expect(after.statusCode).toBe(401);
    expect((await post('/api/user/logout', {}, { token })).statusCode).toBe(401);
    // Other devices stay signed in.
    const stillIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { token: other },
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('an expired session is refused', async () => {
    const { token } = tokenResponse.parse(
      (await post('/api/user/register', registration(1))).json(),
    );
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { token },
    });
    expect(res.statusCode).toBe(401);
    expect(shownFor(res)).toBe(FRIENDLY.sessionExpired.defaultMessage);
  });
});

describe('profile', () => {
  const update = (token: string | undefined, payload: Record<string, unknown>) =>
    post('/api/user/update-profile', payload, token ? { token } : {});

  it('answers 401 without a valid token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/get-profile' })).statusCode).toBe(
      401,
    );
    const bogus = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { token: 'nope' },
    });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().success).toBe(false);
    expect(
      (await update(undefined, { firstName: 'A', lastName: 'B', username: 'abc' })).statusCode,
    ).toBe(401);
    expect((await update(undefined, {})).statusCode).toBe(401);
  });

  it('updates names and username, records it, keeps the email', async () => {
    const { token } = tokenResponse.parse(
      (await post('/api/user/register', registration(1))).json(),
    );
    const res = await update(token, {
      firstName: ' Meera ',
      lastName: 'Iyer',
      username: 'Meera.I',
    });
    expect(res.json()).toEqual({ success: true, message: 'Profile updated successfully' });
    expect(res.json().message).toBe('Profile updated successfully');
    const profile = profileResponse.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/user/get-profile', headers: { token } })
      ).json(),
    );
    expect(profile.userData).toEqual({
      firstName: 'Meera',
      lastName: 'Iyer',
      username: 'Meera.I',
      email: 'asha1@example.in',
      phone: null,
      language: 'en',
    });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.profile_updated'));
    expect(audit).toHaveLength(1);
    // Changing only the case of one's own username is fine.
    expect(
      (await update(token, { firstName: 'Meera', lastName: 'Iyer', username: 'meera.i' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a username taken by someone else, in any case', async () => {
    await post('/api/user/register', registration(1));
    const { token } = tokenResponse.parse(
      (await post('/api/user/register', registration(2))).json(),
    );
    const res = await update(token, { firstName: 'A', lastName: 'B', username: 'Asha_1' });
    expect(res.statusCode).toBe(409);
    expect(shownFor(res)).toBe(FRIENDLY.duplicateUsername.defaultMessage);
  });

  it.each([
    [{ lastName: 'B', username: 'abc' }, 'First name is required'],
    [{ firstName: 'A', lastName: ' ', username: 'abc' }, 'Last name is required'],
    [{ firstName: 'A', lastName: 'B', username: '' }, 'Username is required'],
    [{ firstName: 'A', lastName: 'B', username: 'a b c' }, 'Username can only contain'],
  ])('rejects %j with "%s"', async (payload, message) => {
    const { token } = tokenResponse.parse(
      (await post('/api/user/register', registration(1))).json(),
    );
    const res = await update(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
