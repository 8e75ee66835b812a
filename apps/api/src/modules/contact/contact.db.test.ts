import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { buildTestApp, useTestApp } from '../../test/harness';
import { DEV_HUMAN_TOKEN } from '../../adapters/human-check/dev';
import { contactMessages, mailOutbox } from '../../db/schema';

const C = MESSAGES.contact;

const ctx = useTestApp();

const valid = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'Asha.Rao@Example.com',
  phone: '+91 98765-43210',
  message: 'I would like to know more about online sessions.',
  turnstileToken: DEV_HUMAN_TOKEN,
};

const submit = (
  app: typeof ctx.app,
  payload: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
) => app.inject({ method: 'POST', url: '/api/contact/submit', payload, remoteAddress });

describe('POST /api/contact/submit', () => {
  it('stores the message and enqueues an acknowledgement to the sender in one go', async () => {
    const res = await submit(ctx.app, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: C.success });

    const [stored] = await ctx.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@example.com',
      phone: '9876543210',
      message: valid.message,
    });

    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    const [ack] = mails;
    expect(ack).toMatchObject({ toAddress: 'asha.rao@example.com', status: 'pending' });
    expect(ack!.subject).toContain(ctx.config.site.name);
    expect(ack!.textBody).toContain('We have received your message');
    expect(ack!.textBody).toContain(ctx.config.site.supportEmail);
    expect(ack!.htmlBody).toContain(`mailto:${ctx.config.site.supportEmail}`);
  });

  it("mails none of the visitor's words to the address typed in, which nobody has proved", async () => {
    const spam = {
      ...valid,
      first_name: 'Claim',
      last_name: 'Prize',
      email: 'someone.else@example.com',
      message: 'You won a prize: visit https://prize.example now <b>today</b>',
    };
    expect((await submit(ctx.app, spam)).statusCode).toBe(200);
    const [ack] = await ctx.db.select().from(mailOutbox);
    expect(ack!.toAddress).toBe('someone.else@example.com');
    const sent = [ack!.subject, ack!.textBody, ack!.htmlBody].join('\n');
    for (const typed of ['Claim', 'Prize', 'prize.example', 'You won', 'today'])
      expect(sent).not.toContain(typed);
    // The team still has the whole message.
    const [stored] = await ctx.db.select().from(contactMessages);
    expect(stored?.message).toBe(spam.message);
  });

  it('accepts a missing phone and an empty last name', async () => {
    const { phone: _phone, ...noPhone } = valid;
    expect((await submit(ctx.app, { ...noPhone, last_name: '' })).statusCode).toBe(200);
    const [stored] = await ctx.db.select().from(contactMessages);
    expect(stored).toMatchObject({ phone: '', lastName: '' });
  });

  it.each([
    ['a missing name', { first_name: undefined }, C.nameRequired],
    ['a blank name', { first_name: '   ', last_name: '' }, C.nameRequired],
    ['a one-letter name', { first_name: 'A', last_name: '' }, C.nameMin],
    ['digits in the name', { first_name: 'Asha2' }, C.nameLetters],
    ['a missing email', { email: undefined }, C.emailRequired],
    ['a blank email', { email: '  ' }, C.emailRequired],
    ['an email without a domain', { email: 'asha@' }, C.emailInvalid],
    ['a phone of 9 digits', { phone: '987654321' }, C.phoneDigits],
    ['a phone with 91 and 9 digits', { phone: '91987654321' }, C.phoneDigits],
    ['a phone with letters', { phone: '98765abcde' }, C.phoneInvalid],
    ['a foreign country code', { phone: '+44 7911123456' }, C.phoneInvalid],
    ['a phone starting with 5', { phone: '5876543210' }, C.phoneIndian],
    ['+91 and a number starting with 1', { phone: '+91 1876543210' }, C.phoneIndian],
    ['a missing query', { message: undefined }, C.queryRequired],
    ['a blank query', { message: '    ' }, C.queryRequired],
    ['a 9-character query', { message: '123456789' }, C.queryMin],
    ['a 1001-character query', { message: 'x'.repeat(1001) }, C.queryMax],
    ['a missing human check token', { turnstileToken: undefined }, MESSAGES.signup.verifyHuman],
  ])('rejects %s with the spec message', async (_label, change, message) => {
    const res = await submit(ctx.app, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: expect.any(String), message });
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(0);
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('accepts the phone forms the spec allows and a query of exactly 10 and 1000 characters', async () => {
    for (const [phone, message] of [
      ['9876543210', '1234567890'],
      ['919876543210', 'x'.repeat(1000)],
      ['+919876543210', 'Ten chars!'],
      ['09876543210', '🙂'.repeat(1000)],
    ] as const) {
      const res = await submit(ctx.app, { ...valid, phone, message });
      expect(res.statusCode, phone).toBe(200);
    }
    const phones = (await ctx.db.select().from(contactMessages)).map((r) => r.phone);
    expect(phones).toEqual(['9876543210', '9876543210', '9876543210', '9876543210']);
  });

  it('answers a name or query over its limit with that limit, and stores nothing', async () => {
    for (const [change, message] of [
      [{ first_name: 'A'.repeat(51), last_name: '' }, C.nameMax],
      [{ first_name: 'Asha', last_name: 'R'.repeat(60) }, C.nameMax],
      [{ first_name: '<script>alert(1)</script>' }, C.nameLetters],
      [{ message: '🙂'.repeat(1001) }, C.queryMax],
    ] as const) {
      const res = await submit(ctx.app, { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: expect.any(String), message });
    }
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('refuses a failed human check and stores nothing', async () => {
    const res = await submit(ctx.app, { ...valid, turnstileToken: 'not-the-dev-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: 'Please verify you are human',
    });
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(0);
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('answers a Hindi page in Hindi, with the codes English gets', async () => {
    const inHindi = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact/submit',
        payload,
        headers: { 'accept-language': 'hi' },
      });
    const sent = await inHindi(valid);
    expect(sent.json()).toEqual({
      success: true,
      message: 'आपका संदेश मिल गया, धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
    });
    for (const change of [{ turnstileToken: 'not-the-dev-token' }, { message: 'short' }]) {
      const [english, hindi] = [
        await submit(ctx.app, { ...valid, ...change }),
        await inHindi({ ...valid, ...change }),
      ];
      expect(hindi.statusCode).toBe(400);
      expect(hindi.json().code).toBe(english.json().code);
      expect(hindi.json().message).toMatch(/[\u0900-\u097F]/);
      expect(english.json().message).not.toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('contact wiring', () => {
  let other: Awaited<ReturnType<typeof buildTestApp>> | undefined;
  afterEach(async () => {
    await other?.app.close();
    other = undefined;
  });

  it("asks the human check with the caller's IP and the contact action", async () => {
    const verify = vi.fn(async () => true);
    other = await buildTestApp({ humanCheck: { verify } });
    expect((await submit(other.app, valid, '203.0.113.9')).statusCode).toBe(200);
    expect(verify).toHaveBeenCalledWith(DEV_HUMAN_TOKEN, {
      remoteIp: '203.0.113.9',
      action: 'contact',
    });
  });

  it('limits each email to 5 submissions per 10 minutes, not people sharing an address', async () => {
    other = await buildTestApp({ env: { RATE_LIMITS: 'on' } });
    for (let i = 0; i < 5; i++) {
      expect((await submit(other.app, valid, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    const limited = await submit(other.app, { ...valid, email: 'ASHA.RAO@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false });
    // Twenty people behind one address write in.
    for (let i = 0; i < 20; i++) {
      const sender = { ...valid, email: `sender${i}@example.com` };
      expect((await submit(other.app, sender, '100.64.0.1')).statusCode).toBe(200);
    }
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(25);
  });
});
