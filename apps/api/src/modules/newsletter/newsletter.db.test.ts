import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { buildTestApp, useTestApp } from '../../test/harness';
import { newsletterSubscribers } from '../../db/schema';

const ctx = useTestApp();

const subscribe = (
  app: typeof ctx.app,
  payload: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
) => app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload, remoteAddress });

describe('POST /api/newsletter/subscribe', () => {
  it('stores a new subscriber, trimmed and lower-cased', async () => {
    const res = await subscribe(ctx.app, { email: '  Priya@Example.COM ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.newsletter.success });
    const rows = await ctx.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(['priya@example.com']);
  });

  it('answers a repeat subscription kindly, whatever the letter case, and keeps one row', async () => {
    await subscribe(ctx.app, { email: 'priya@example.com' });
    const again = await subscribe(ctx.app, { email: 'PRIYA@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message: 'You are already subscribed to our newsletter. Thank you!',
    });
    expect(await ctx.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it('treats an address stored in another case before as the same subscriber', async () => {
    await ctx.db.insert(newsletterSubscribers).values({ email: 'Mixed.Case@Example.com' });
    const res = await subscribe(ctx.app, { email: 'mixed.case@example.com' });
    expect(res.json()).toMatchObject({ success: true });
    expect(await ctx.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it.each([
    ['an empty email', { email: '' }, MESSAGES.newsletter.emailRequired],
    ['a whitespace-only email', { email: '   ' }, MESSAGES.newsletter.emailRequired],
    ['no email at all', {}, MESSAGES.newsletter.emailRequired],
    ['a malformed email', { email: 'priya@example' }, MESSAGES.contact.emailInvalid],
  ])('rejects %s with 400 and the spec message', async (_label, payload, message) => {
    const res = await subscribe(ctx.app, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: expect.any(String), message });
    expect(await ctx.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it('limits each email to 5 attempts per 10 minutes, not people sharing an address', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      // Thirty people behind one address subscribe.
      for (let i = 0; i < 30; i++) {
        expect(
          (await subscribe(limited.app, { email: `r${i}@example.com` }, '100.64.0.7')).statusCode,
        ).toBe(200);
      }
      for (let i = 0; i < 4; i++)
        await subscribe(limited.app, { email: 'r0@example.com' }, `198.51.100.${i + 1}`);
      const res = await subscribe(limited.app, { email: 'R0@example.com' }, '198.51.100.9');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false });
      expect(await ctx.db.select().from(newsletterSubscribers)).toHaveLength(30);
      // A body the limit cannot key on is still answered by the rule's own message.
      expect((await subscribe(limited.app, { email: 42 })).statusCode).toBe(400);
    } finally {
      await limited.app.close();
    }
  });
});
