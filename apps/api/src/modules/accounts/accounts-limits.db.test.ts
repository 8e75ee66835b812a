import { describe, expect, it } from 'vitest';
import { LogCapture, useTestApp } from '../../test/harness';
import { DEV_HUMAN_TOKEN } from '../../adapters/human-check/dev';
import { BUDGETS } from '../../plugins/rate-limit-budgets';
import { MESSAGES } from '@app/domain/messages';

const logs = new LogCapture();
const ctx = useTestApp({
  env: { RATE_LIMITS: 'on', PUBLIC_URL: 'https://www.manascare.example' },
  logs,
});

let ipCounter = 0;
/** Each test gets its own addresses: the in-memory counters live as long as the app. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const post = (
  url: string,
  payload: unknown,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress, headers });

async function statuses(n: number, send: (i: number) => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push((await send(i)).statusCode);
  return codes;
}

describe('rate limits', () => {
  it('login: past 100 tries from one address, each needs the human check; nobody is refused', async () => {
    const ip = freshIp();
    const perAddress = BUDGETS.login.humanCheckPerAddress;
    const codes = await statuses(perAddress, (i) =>
      post('/api/user/login', { email: `u${i}@example.in`, password: 'x' }, ip),
    );
    expect(codes).toEqual(Array(perAddress).fill(401));
    const asked = await post('/api/user/login', { email: 'other@example.in', password: 'x' }, ip);
    expect(asked.statusCode).toBe(403);
    // A new account's first try: the attempts came from this network, not at this account.
    expect(asked.json()).toEqual({
      success: false,
      code: 'HUMAN_CHECK_REQUIRED',
      message: 'Many attempts came from your network. Please confirm you are human to continue.',
      humanCheckRequired: true,
    });
    expect(asked.json().message).not.toContain('this account');
    const checked = await post(
      '/api/user/login',
      { email: 'other@example.in', password: 'x', turnstileToken: DEV_HUMAN_TOKEN },
      ip,
    );
    expect(checked.statusCode).toBe(401);
    // Another address is not affected.
    expect(
      (await post('/api/user/login', { email: 'u1@example.in', password: 'x' }, freshIp()))
        .statusCode,
    ).toBe(401);
  });

  it('login: past 10 tries on one account (from any IPs) the owner gets in with the human check', async () => {
    const email = 'owner@example.in';
    const password = 'Owner#Pass2026';
    await post(
      '/api/user/register',
      {
        first_name: 'O',
        last_name: 'W',
        username: 'owner_acct',
        email,
        password,
        turnstileToken: DEV_HUMAN_TOKEN,
      },
      freshIp(),
    );
    const codes = await statuses(10, () =>
      post('/api/user/login', { email: 'Owner@example.in', password: 'guess' }, freshIp()),
    );
    expect(codes).toEqual(Array(10).fill(401));

    // The stranger's guesses do not lock the owner out; they make every attempt need the check.
    const asked = await post('/api/user/login', { email, password }, freshIp());
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: MESSAGES.humanCheck.required,
      humanCheckRequired: true,
    });
    const badCheck = await post(
      '/api/user/login',
      { email, password, turnstileToken: 'forged' },
      freshIp(),
    );
    expect(badCheck.statusCode).toBe(403);
    expect(badCheck.json()).toMatchObject({ humanCheckRequired: true });
    const guessWithCheck = await post(
      '/api/user/login',
      { email, password: 'guess', turnstileToken: DEV_HUMAN_TOKEN },
      freshIp(),
    );
    expect(guessWithCheck.statusCode).toBe(401);
    const owner = await post(
      '/api/user/login',
      { email, password, turnstileToken: DEV_HUMAN_TOKEN },
      freshIp(),
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
    // Other accounts are not affected.
    expect(
      (await post('/api/user/login', { email: 'someone@example.in', password: 'x' }, freshIp()))
        .statusCode,
    ).toBe(401);
  });

  it('forgot-password: past 50 per address or 5 per email, the human check', async () => {
    const ip = freshIp();
    const perAddress = BUDGETS.forgotPassword.humanCheckPerAddress;
    const byIp = await statuses(perAddress + 1, (i) =>
      post('/api/user/forgot-password', { email: `a${i}@example.in` }, ip),
    );
    expect(byIp).toEqual([...Array(perAddress).fill(200), 403]);
    const checked = await post(
      '/api/user/forgot-password',
      { email: 'another@example.in', turnstileToken: DEV_HUMAN_TOKEN },
      ip,
    );
    expect(checked.statusCode).toBe(200);
    const byEmail = await statuses(6, () =>
      post('/api/user/forgot-password', { email: 'victim@example.in' }, freshIp()),
    );
    expect(byEmail).toEqual([...Array(5).fill(200), 403]);
    const owner = await post(
      '/api/user/forgot-password',
      { email: 'victim@example.in', turnstileToken: DEV_HUMAN_TOKEN },
      freshIp(),
    );
    expect(owner.statusCode).toBe(200);
  });

  it('reset-password: people behind one address are not refused after a few tries', async () => {
    const ip = freshIp();
    const codes = await statuses(30, () =>
      post(
        '/api/user/reset-password',
        { token: 'guess', email: 'a@example.in', password: 'new-password' },
        ip,
      ),
    );
    expect(codes).toEqual(Array(30).fill(400));
  });
});

describe('logs', () => {
  it('no password, token or reset link appears in any log line', async () => {
    logs.lines.length = 0;
    const email = 'secret.person@example.in';
    const password = 'Pa55-word-original';
    const newPassword = 'Pa55-word-replaced';
    const ip = freshIp();
    const reg = await post(
      '/api/user/register',
      {
        first_name: 'S',
        last_name: 'P',
        username: 'secretp',
        email,
        password,
        turnstileToken: DEV_HUMAN_TOKEN,
      },
      ip,
    );
    const session = reg.json().token as string;
    const login = await post('/api/user/login', { email, password }, freshIp());
    const loginToken = login.json().token as string;
    await post('/api/user/login', { email, password: 'Wrong-guess-123' }, freshIp());
    await ctx.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { token: session },
    });
    await post('/api/user/forgot-password', { email }, freshIp());
    const { textBody } = (await ctx.db.query.mailOutbox.findFirst())!;
    const link = textBody.match(/https?:\/\/\S+/)![0];
    const resetToken = new URL(link).searchParams.get('token')!;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/user/verify-reset-token?token=${resetToken}`,
      payload: { token: resetToken, email },
      remoteAddress: freshIp(),
    });
    const reset = await post(
      '/api/user/reset-password',
      { token: resetToken, email, password: newPassword },
      freshIp(),
    );
    expect(reset.statusCode).toBe(200);
    await post('/api/user/logout', {}, freshIp(), { token: loginToken });

    expect(logs.lines.length).toBeGreaterThan(5);
    const all = logs.lines.join('\n');
    for (const secret of [
      password,
      newPassword,
      'Wrong-guess-123',
      session,
      loginToken,
      resetToken,
      link,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
