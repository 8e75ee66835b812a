import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { phoneVerifications, textMessages } from '../../db/schema';
import { insertClient } from '../../test/factories';
import { buildTestApp, useTestApp, type TestApp } from '../../test/harness';
import { post } from '../../test/booking-test-kit';
import { getMyData } from '../../test/privacy-test-kit';
import { PHONE_CODE_MASK } from '@app/domain/notices';

const ctx = useTestApp();

/** The code as delivered: what the phone received (the development outbox shows it to an owner). */
async function lastCode(app: TestApp) {
  await app.app.jobs.runDue();
  const owner = await insertClient(app.db, { role: 'owner' });
  const res = await app.app.inject({
    method: 'GET',
    url: '/api/dev/messages',
    headers: { token: owner.token },
  });
  const sms = (res.json().messages as { kind: string; variables: Record<string, string> }[]).find(
    (m) => m.kind === 'phone.code',
  );
  return sms!.variables['1']!;
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
    // The stored copy masks the code; the phone got the real one.
    expect(text!.body).toBe(
      `${PHONE_CODE_MASK} is your Manas Care verification code. It expires in 10 minutes. Do not share it with anyone.`,
    );
    expect(JSON.stringify(text)).not.toContain(code);

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

  it('records the WhatsApp agreement in the words of the page it was ticked on', async () => {
    const choose = (token: string, language: 'en' | 'hi') =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/user/notification-preferences',
        headers: { token, 'accept-language': language },
        payload: {
          sms: { bookings: true, reminders: true },
          whatsapp: { bookings: true, reminders: true },
          whatsappOptIn: true,
        },
      });
    const wordings = [];
    for (const language of ['en', 'hi'] as const) {
      const { token } = await insertClient(ctx.db);
      await start(token);
      expect((await verify(token, await lastCode(ctx))).statusCode).toBe(200);
      const res = await choose(token, language);
      expect(res.statusCode).toBe(200);
      wordings.push(res.json().preferences.whatsappConsent.wording);
    }
    expect(wordings).toEqual([
      'I agree to receive messages about my bookings and session reminders on WhatsApp at this number. No marketing. I can reply STOP at any time to end them.',
      'मैं सहमत हूँ कि मुझे इस नंबर पर WhatsApp से मेरी बुकिंग से जुड़े मैसेज और सेशन के रिमाइंडर भेजे जाएँ। कोई मार्केटिंग नहीं। इन्हें बंद करने के लिए मैं कभी भी STOP लिखकर भेज सकता/सकती हूँ।',
    ]);
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

describe('what proving a phone answers, in the caller’s language', () => {
  type Language = 'en' | 'hi';
  type Answer = { success?: boolean; code?: string; message: string };
  const call = (url: string, payload: object, token: string, language: Language) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { token, 'accept-language': language },
      payload,
    });
  const startIn = (token: string, language: Language, phone = '98765 43210') =>
    call('/api/user/phone/start-verification', { phone }, token, language);
  const verifyIn = (token: string, code: string, language: Language) =>
    call('/api/user/phone/verify', { code }, token, language);
  /** The same step for two people, one reading English and one Hindi. */
  async function both(
    step: (
      token: string,
      language: Language,
    ) => Promise<{ statusCode: number; json: () => unknown }>,
  ) {
    const answers = [];
    for (const language of ['en', 'hi'] as const) {
      const { token } = await insertClient(ctx.db);
      const res = await step(token, language);
      answers.push({ status: res.statusCode, ...(res.json() as Answer) });
    }
    return answers;
  }

  it('refuses a number that is not an Indian mobile in Hindi, with the same code', async () => {
    const [en, hi] = await both((token, language) => startIn(token, language, '12345'));
    expect(en).toMatchObject({
      status: 400,
      code: 'REFUSED',
      message: 'Enter a 10-digit Indian mobile number',
    });
    expect(hi).toMatchObject({
      status: 400,
      code: 'REFUSED',
      message: '10 अंकों का भारतीय मोबाइल नंबर लिखें',
    });
  });

  it('says the code was sent, and the phone is verified, in Hindi', async () => {
    const sent = await both((token, language) => startIn(token, language));
    expect(sent.map((a) => [a.status, a.message])).toEqual([
      [200, 'We sent a 6-digit code to your phone. It expires in 10 minutes.'],
      [200, 'हमने आपके फ़ोन पर 6 अंकों का कोड भेजा है। यह 10 मिनट में ख़त्म हो जाएगा।'],
    ]);
    const verified = await both(async (token, language) => {
      await startIn(token, language);
      return verifyIn(token, await lastCode(ctx), language);
    });
    expect(verified.map((a) => [a.status, a.message])).toEqual([
      [200, 'Your phone number is verified.'],
      [200, 'आपका फ़ोन नंबर वेरिफ़ाइड हो गया है।'],
    ]);
  });

  it('refuses a wrong, a locked, a missing and an expired code in Hindi, with the same codes', async () => {
    const wrongOnce = await both(async (token, language) => {
      await startIn(token, language);
      return verifyIn(token, wrong(await lastCode(ctx)), language);
    });
    expect(wrongOnce).toEqual([
      expect.objectContaining({
        status: 400,
        code: 'REFUSED',
        message: 'That code is not right. 4 tries left.',
      }),
      expect.objectContaining({
        status: 400,
        code: 'REFUSED',
        message: 'यह कोड सही नहीं है। 4 कोशिशें बाक़ी हैं।',
      }),
    ]);

    const lastTry = await both(async (token, language) => {
      await startIn(token, language);
      const bad = wrong(await lastCode(ctx));
      for (let i = 0; i < 3; i++) await verifyIn(token, bad, language);
      return verifyIn(token, bad, language);
    });
    expect(lastTry.map((a) => [a.status, a.code, a.message])).toEqual([
      [400, 'REFUSED', 'That code is not right. 1 try left.'],
      [400, 'REFUSED', 'यह कोड सही नहीं है। 1 कोशिश बाक़ी है।'],
    ]);

    const locked = await both(async (token, language) => {
      await startIn(token, language);
      const bad = wrong(await lastCode(ctx));
      for (let i = 0; i < 5; i++) await verifyIn(token, bad, language);
      return verifyIn(token, bad, language);
    });
    expect(locked.map((a) => [a.status, a.code, a.message])).toEqual([
      [429, 'RATE_LIMITED', 'Too many wrong codes. Ask for a new code.'],
      [429, 'RATE_LIMITED', 'बहुत बार ग़लत कोड डाला गया है। नया कोड मँगाएँ।'],
    ]);

    const none = await both((token, language) => verifyIn(token, '123456', language));
    expect(none.map((a) => [a.status, a.code, a.message])).toEqual([
      [400, 'REFUSED', 'No code is waiting for this account. Ask for a new code.'],
      [400, 'REFUSED', 'इस खाते के लिए कोई कोड बाक़ी नहीं है। नया कोड मँगाएँ।'],
    ]);

    const expired = await both(async (token, language) => {
      await startIn(token, language);
      const code = await lastCode(ctx);
      await ctx.db.update(phoneVerifications).set({ expiresAt: sql`now() - interval '1 second'` });
      return verifyIn(token, code, language);
    });
    expect(expired.map((a) => [a.status, a.code, a.message])).toEqual([
      [400, 'REFUSED', 'This code has expired. Ask for a new code.'],
      [400, 'REFUSED', 'इस कोड का समय ख़त्म हो गया है। नया कोड मँगाएँ।'],
    ]);
  });
});

describe('a live code is kept nowhere readable', () => {
  it('masks it in the stored text, so the data download and the team export never show it', async () => {
    const person = await insertClient(ctx.db);
    await start(person.token);
    // Queued, not yet sent: the row already holds only the mask.
    const [queued] = await ctx.db.select().from(textMessages);
    expect(queued!.body.startsWith(PHONE_CODE_MASK)).toBe(true);
    expect((queued!.variables as Record<string, string>)['1']).toBe(PHONE_CODE_MASK);

    const code = await lastCode(ctx);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await ctx.db.select().from(textMessages);
    expect(JSON.stringify(rows)).not.toContain(code);

    const mine = await getMyData(ctx, person.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(PHONE_CODE_MASK);
    expect(mine.body).not.toContain(code);
    const owner = await insertClient(ctx.db, { role: 'owner' });
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/people/${person.account.id}/export`,
      headers: { token: owner.token },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(code);

    // The code itself still proves the phone.
    expect((await verify(person.token, code)).statusCode).toBe(200);
  });

  it('a code not sent before it expired is not sent at all', async () => {
    const person = await insertClient(ctx.db);
    await start(person.token);
    await ctx.db.update(textMessages).set({ createdAt: sql`now() - interval '11 minutes'` });
    await ctx.app.jobs.runDue();
    const [row] = await ctx.db.select().from(textMessages);
    expect(row).toMatchObject({ status: 'skipped', codeUntilSent: null });
  });

  it('the migration masks codes stored before', async () => {
    const person = await insertClient(ctx.db);
    const body =
      '482913 is your Manas Care verification code. It expires in 10 minutes. Do not share it with anyone.';
    await ctx.db.insert(textMessages).values({
      noticeKey: 'phone.code:old',
      channel: 'sms',
      kind: 'phone.code',
      accountId: person.account.id,
      toPhone: '+919876543210',
      sender: 'MNSCRE',
      templateId: '1107000000000000001',
      variables: { '1': '482913', '2': 'Manas Care' },
      body,
      status: 'sent',
    });
    const migration = readFileSync(
      new URL('../../db/migrations/0031_privacy-and-second-factor.sql', import.meta.url),
      'utf8',
    );
    const masking = migration
      .split('--> statement-breakpoint')
      .filter((statement) => /update\s+"text_messages"/i.test(statement));
    expect(masking.length).toBeGreaterThan(0);
    for (const statement of masking) await ctx.db.execute(sql.raw(statement));
    const [row] = await ctx.db.select().from(textMessages);
    expect(row!.body).toBe(body.replace('482913', PHONE_CODE_MASK));
    expect(row!.variables).toEqual({ '1': PHONE_CODE_MASK, '2': 'Manas Care' });
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
