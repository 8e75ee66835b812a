import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { jpegWithExif, joinFields, postJoin } from '../../test/join-kit';
import { useTestApp } from '../../test/harness';
import { insertClient } from '../../test/factories';

const ctx = useTestApp();

const photo = async () => ({ name: 'me.jpg', type: 'image/jpeg', data: await jpegWithExif() });

describe('the join form’s refusals in the caller’s language', () => {
  it('refuses a field the form’s schema rejects in Hindi, with the same code as in English', async () => {
    const fields = joinFields({ phone: '98765 4321' });
    const [en, hi] = await Promise.all(
      (['en', 'hi'] as const).map(async (language) =>
        postJoin(ctx.app, fields, { image: await photo() }, { 'accept-language': language }),
      ),
    );
    expect([en!.statusCode, hi!.statusCode]).toEqual([400, 400]);
    expect(en!.json()).toMatchObject({ code: 'REFUSED', message: MESSAGES.join.phoneInvalid });
    expect(hi!.json()).toMatchObject({
      code: 'REFUSED',
      message: 'कृपया 10 अंकों का सही फ़ोन नंबर लिखें',
    });
  });

  it('words a figure the rule carries in Hindi', async () => {
    const res = await postJoin(
      ctx.app,
      joinFields({ about: 'x'.repeat(3001) }),
      { image: await photo() },
      { 'accept-language': 'hi' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('ज़्यादा से ज़्यादा 3000 अक्षर');
  });

  it('answers a sent application in Hindi, and an email already registered with its code', async () => {
    const sent = await postJoin(
      ctx.app,
      joinFields(),
      { image: await photo() },
      { 'accept-language': 'hi' },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: 'आपका आवेदन भेज दिया गया है! मंज़ूरी मिलने के बाद आपकी प्रोफ़ाइल लाइव हो जाएगी।',
    });
    await insertClient(ctx.db, { email: 'taken@example.com' });
    const taken = await postJoin(
      ctx.app,
      joinFields({ email: 'taken@example.com' }),
      { image: await photo() },
      { 'accept-language': 'hi' },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'यह ईमेल पहले से पंजीकृत है',
    });
  });
});
