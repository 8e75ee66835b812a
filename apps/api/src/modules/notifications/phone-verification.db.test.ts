import { describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { phoneVerifications, textMessages } from '../../db/schema';
import { insertClient } from '../../test/factories';
import { buildTestApp, useTestApp, type TestApp } from '../../test/harness';
import { post } from '../../test/booking-test-kit';

const ctx = useTestApp();

async function lastCode(app: TestApp) {
  const [row] = await app.db
    .select()
    .from(textMessages)
    .where(eq(textMessages.kind, 'phone.code'))
    .orderBy(desc(textMessages.createdAt))
    .limit(1);
  return (row!.variables as Record<string, string>)['1']!;
}

const start = (token: string, phone = '98765 43210') =>
  post(ctx, '/api/user/phone/start-verification', { phone }, token);
const verify = (token: string, code: string) =>
  post(ctx, '/api/user/phone/verify', { code }, token);
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('proving a phone with a one-time code', () => {
  it('texts a 6-digit code, stored hashed, that verifies once', async () => {
    const { token } = await insertClient(ctx.db);
    const res = await start(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, phone: '+91 98xxxxxx10' });
    const code = await lastCode(ctx);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await ctx.db.select().from(phoneVerifications);
    expect(stored!.codeHash).not.toContain(code);
    const [text] = await ctx.db.select().from(textMessages);
    expect(text).toMatchObject({ channel: 'sms', toPhone: '+919876543210', sender: 'MNSCRE' });
    expect(text!.body).toBe(
      `${code} is your Manas Care verification code. It expires in 10 minutes. Do not share it with anyone.`,
    );

    expect((await verify(token, code)).statusCode).toBe(200);
    const again = await verify(token, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/No code is waiting/);
    const prefs = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/notification-preferences',
      headers: { token },
    });
    expect(prefs.json().preferences).toMatchObject({
      phone: '+91 98xxxxxx10',
      pendingPhone: null,
      sms: { bookings: true, reminders: true },
      whatsapp: { bookings: false, reminders: false },
      whatsappConsent: null,
    });
  });

  it('locks the code after 5 wrong tries, even for the right code then', async () => {
    const { token } = await insertClient(ctx.db);
    await start(token);
    const code = await lastCode(ctx);
    for (let i = 1; i <= 4; i++) {
      const res = await verify(token, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(`${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left`);
    }
    expect((await verify(token, wrong(code))).statusCode).toBe(429);
    const locked = await verify(token, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many wrong codes/);
    // A new code starts afresh.
    await start(token);
    expect((await verify(token, await lastCode(ctx))).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { token } = await insertClient(ctx.db);
    await start(token);
    const code = await lastCode(ctx);
    await ctx.db.update(phoneVerifications).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await verify(token, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('refuses what is not an Indian mobile, a malformed code, and strangers', async () => {
    const { token } = await insertClient(ctx.db);
    expect((await start(token, '12345')).statusCode).toBe(400);
    expect((await start(token, '+1 415 555 0100')).statusCode).toBe(400);
    expect((await verify(token, '12ab56')).statusCode).toBe(400);
    expect((await post(ctx, '/api/user/phone/verify', { code: '123456' })).statusCode).toBe(401);
    expect(
      (await post(ctx, '/api/user/phone/start-verification', { phone: '9876543210' })).statusCode,
    ).toBe(401);
  });
});

describe('limits on codes', () => {
  const limited = useTestApp({ env: { RATE_LIMITS: 'on' } });
  const send = (token: string, phone: string) =>
    post(limited, '/api/user/phone/start-verification', { phone }, token);

  it('counts codes per number across accounts, and per account across numbers', async () => {
    for (let i = 0; i < 5; i++) {
      const { token } = await insertClient(limited.db);
      expect((await send(token, '9123456780')).statusCode).toBe(200);
    }
    const other = await insertClient(limited.db);
    expect((await send(other.token, '+91 91234 56780')).statusCode).toBe(429);
    for (let i = 1; i <= 4; i++)
      expect((await send(other.token, `912345679${i}`)).statusCode).toBe(200);
    expect((await send(other.token, '9123456799')).statusCode).toBe(429);
  });
});

describe('the development outbox of text messages', () => {
  it('shows the messages to an admin, refuses others, and does not exist in production', async () => {
    const { token } = await insertClient(ctx.db);
    await start(token);
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const get = (t?: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/dev/messages', headers: t ? { token: t } : {} });
    const res = await get(admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toMatchObject({
      channel: 'sms',
      kind: 'phone.code',
      to: '+919876543210',
      templateId: expect.stringMatching(/^1107/),
    });
    expect((await get()).statusCode).toBe(401);
    expect((await get(token)).statusCode).toBe(403);

    const prod = await buildTestApp({
      env: { NODE_ENV: 'production', ALLOW_OFFLINE_STANDINS: 'true' },
    });
    try {
      const prodAdmin = await insertClient(prod.db, { role: 'owner' });
      const answer = await prod.app.inject({
        method: 'GET',
        url: '/api/dev/messages',
        headers: { token: prodAdmin.token },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await prod.app.close();
    }
  });
});
