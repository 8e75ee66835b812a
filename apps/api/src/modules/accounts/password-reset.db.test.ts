import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tokenResponse } from '@app/domain/schemas/account';
import { MESSAGES } from '@app/domain/messages';
import { useTestApp } from '../../test/harness';
import { auditLog, mailOutbox, passwordResets } from '../../db/schema';
import { DEV_HUMAN_TOKEN } from '../../adapters/human-check/dev';
import { hashToken } from './session-tokens';

const PUBLIC_URL = 'https://www.manascare.example';
const ctx = useTestApp({ env: { PUBLIC_URL, SITE_NAME: 'Manas Test' } });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

const EMAIL = 'asha@example.in';
async function register() {
  const res = await post('/api/user/register', {
    first_name: 'Asha',
    last_name: 'Rao',
    username: 'asha',
    email: EMAIL,
    password: 'old-password',
    turnstileToken: DEV_HUMAN_TOKEN,
  });
  return tokenResponse.parse(res.json()).token;
}

/** Asks for a link and reads it back from the outbox, as the user would from their inbox. */
async function requestLink(headers: Record<string, string> = {}) {
  const res = await post('/api/user/forgot-password', { email: EMAIL }, headers);
  expect(res.statusCode).toBe(200);
  const mails = await ctx.db.select().from(mailOutbox);
  const text = mails.at(-1)!.textBody;
  const link = new URL(text.match(/https?:\/\/\S+/)![0]);
  return {
    link,
    token: link.searchParams.get('token')!,
    email: link.searchParams.get('email')!,
    mails,
  };
}

describe('POST /api/user/forgot-password', () => {
  it('queues a mail with text, HTML, the site name and a link built from PUBLIC_URL', async () => {
    await register();
    const { link, token, email, mails } = await requestLink({
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.toAddress).toBe(EMAIL);
    expect(mail!.subject).toContain('Manas Test');
    expect(mail!.textBody).toContain('Manas Test');
    expect(mail!.textBody).toContain('60 minutes');
    expect(mail!.htmlBody).toContain('Manas Test');
    expect(mail!.htmlBody).toContain('60 minutes');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    expect(mail!.htmlBody).toContain(link.toString().replaceAll('&', '&amp;'));
    expect(mail!.textBody + mail!.htmlBody).not.toContain('evil.example');
    expect(email).toBe(EMAIL);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only a hash of the token is stored, with a 60-minute expiry.
    const [reset] = await ctx.db.select().from(passwordResets);
    expect(reset!.tokenHash).toBe(hashToken(token));
    const minutes = (reset!.expiresAt.getTime() - reset!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);
  });

  it('answers a known and an unknown email identically, and mails only the known one', async () => {
    await register();
    const known = await post('/api/user/forgot-password', { email: EMAIL });
    const unknown = await post('/api/user/forgot-password', { email: 'nobody@example.in' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(known.json()).toEqual({ success: true, message: MESSAGES.forgot.sent });
    expect(unknown.json()).toEqual(known.json());
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it.each([
    [{}, 'Please enter your email address'],
    [{ email: '  ' }, 'Please enter your email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('rejects %j with "%s"', async (payload, message) => {
    const res = await post('/api/user/forgot-password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('verify-reset-token and reset-password', () => {
  const invalid = {
    success: false,
    code: 'RESET_LINK_INVALID',
    message: 'Invalid or expired reset link',
  };

  it('a good link verifies, resets the password once, and signs out every session', async () => {
    const session = await register();
    const { token, email } = await requestLink();
    expect((await post('/api/user/verify-reset-token', { token, email })).json()).toEqual({
      success: true,
    });

    const blank = await post('/api/user/reset-password', { token, email, password: '        ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      success: false,
      code: 'VALIDATION',
      field: 'password',
      message: MESSAGES.reset.passwordBlank,
    });

    const res = await post('/api/user/reset-password', { token, email, password: 'new-password' });
    expect(res.json()).toEqual({ success: true, message: MESSAGES.reset.success });

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { token: session },
    });
    expect(profile.statusCode).toBe(401);
    expect((await post('/api/user/login', { email, password: 'old-password' })).statusCode).toBe(
      401,
    );
    expect((await post('/api/user/login', { email, password: 'new-password' })).statusCode).toBe(
      200,
    );

    // Single use.
    const again = await post('/api/user/verify-reset-token', { token, email });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalid);
    const reused = await post('/api/user/reset-password', {
      token,
      email,
      password: 'third-password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(invalid);
    expect((await post('/api/user/login', { email, password: 'new-password' })).statusCode).toBe(
      200,
    );

    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.password_reset'));
    expect(audit).toHaveLength(1);
  });

  it('a reset retires the other outstanding links of the account', async () => {
    await register();
    const first = await requestLink();
    const second = await requestLink();
    await post('/api/user/reset-password', {
      token: second.token,
      email: EMAIL,
      password: 'new-password',
    });
    const old = await post('/api/user/reset-password', {
      token: first.token,
      email: EMAIL,
      password: 'x-password',
    });
    expect(old.json()).toEqual(invalid);
  });

  it('rejects an expired link', async () => {
    await register();
    const { token, email } = await requestLink();
    await ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/api/user/verify-reset-token', { token, email })).json()).toEqual(invalid);
    const res = await post('/api/user/reset-password', { token, email, password: 'new-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid);
    expect((await post('/api/user/login', { email, password: 'old-password' })).statusCode).toBe(
      200,
    );
  });

  it('rejects a link used with another email or a made-up token', async () => {
    await register();
    const { token } = await requestLink();
    expect(
      (await post('/api/user/verify-reset-token', { token, email: 'other@example.in' })).json(),
    ).toEqual(invalid);
    expect(
      (await post('/api/user/verify-reset-token', { token: 'made-up', email: EMAIL })).json(),
    ).toEqual(invalid);
    const res = await post('/api/user/reset-password', {
      token,
      email: 'other@example.in',
      password: 'new-password',
    });
    expect(res.json()).toEqual(invalid);
  });

  it('lets only one of two racing resets with one link win', async () => {
    await register();
    const { token } = await requestLink();
    const results = await Promise.all(
      ['first-password', 'second-password'].map((password) =>
        post('/api/user/reset-password', { token, email: EMAIL, password }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it.each([
    ['/api/user/verify-reset-token', { email: EMAIL }, 'Invalid or expired reset link'],
    ['/api/user/verify-reset-token', { token: 'abc' }, 'Please fill in all fields'],
    ['/api/user/reset-password', { token: 'abc', email: EMAIL }, 'Password is required'],
    [
      '/api/user/reset-password',
      { token: 'abc', email: EMAIL, password: '12345' },
      'Password must be at least 6 characters',
    ],
    [
      '/api/user/reset-password',
      { token: '', email: EMAIL, password: '123456' },
      'Invalid or expired reset link',
    ],
    [
      '/api/user/reset-password',
      { token: 'abc', email: '', password: '123456' },
      'Please fill in all fields',
    ],
  ])('%s rejects %j with "%s"', async (url, payload, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
