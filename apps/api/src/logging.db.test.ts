import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LogCapture, useTestApp } from './test/harness';
import { insertTherapist } from './test/factories';
import { DEV_HUMAN_TOKEN } from './adapters/human-check/dev';
import { scrubLogValue } from './log-scrub';

const logs = new LogCapture();
const ctx = useTestApp({ logs });

const person = {
  first_name: 'Priyamvada',
  last_name: 'Venkataraman',
  username: 'priyamvada_v',
  email: 'priyamvada.private@example.in',
  password: 'Secret#Garden2026',
};
const phone = '9876543210';
const healthText = 'I have been feeling hopeless about my divorce';

/** Database constraints that refuse this test's rows, so every write below fails inside PostgreSQL. */
const FORCED = [
  ['accounts', `email not like '%refused%' and first_name <> 'Refusedname'`],
  ['password_resets', 'false'],
  ['contact_messages', 'false'],
  ['newsletter_subscribers', 'false'],
  ['reports', 'false'],
] as const;

async function forceDatabaseErrors(on: boolean) {
  for (const [table, check] of FORCED) {
    await ctx.db.execute(
      sql.raw(
        on
          ? `alter table ${table} add constraint log_test_refuse check (${check}) not valid`
          : `alter table ${table} drop constraint if exists log_test_refuse`,
      ),
    );
  }
}

afterEach(() => forceDatabaseErrors(false));

const post = (url: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} });

describe('logs carry no personal data, secrets or SQL parameters', () => {
  it('while routes handle personal data and the database fails', async () => {
    logs.lines.length = 0;
    const therapist = await insertTherapist(ctx.db);
    const reg = await post('/api/user/register', { ...person, turnstileToken: DEV_HUMAN_TOKEN });
    expect(reg.statusCode).toBe(200);
    const token = reg.json<{ token: string }>().token;
    const login = await post('/api/user/login', { email: person.email, password: person.password });
    const loginToken = login.json<{ token: string }>().token;
    await post('/api/user/login', { email: person.email, password: 'Wrong#Guess2026' });
    await ctx.app.inject({ method: 'GET', url: '/api/user/get-profile', headers: { token } });

    await forceDatabaseErrors(true);
    const failures = [
      await post('/api/user/register', {
        ...person,
        username: 'refused_user',
        email: 'refused.person@example.in',
        turnstileToken: DEV_HUMAN_TOKEN,
      }),
      await post(
        '/api/user/update-profile',
        { firstName: 'Refusedname', lastName: person.last_name, username: person.username },
        token,
      ),
      await post('/api/user/forgot-password', { email: person.email }),
      await post('/api/contact/submit', {
        first_name: person.first_name,
        last_name: person.last_name,
        email: person.email,
        phone,
        message: healthText,
        turnstileToken: DEV_HUMAN_TOKEN,
      }),
      await post('/api/newsletter/subscribe', { email: person.email }),
      await post(
        '/api/user/report-therapist',
        { therapistId: therapist.id, therapistName: 'X', message: healthText },
        token,
      ),
    ];
    for (const res of failures) {
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: 'Internal server error',
      });
    }

    const all = logs.lines.join('\n');
    // Nothing that says who, or what they wrote ...
    const passwordHash = (
      (await ctx.db.execute(
        sql`select password_hash from accounts where email = ${person.email}`,
      )) as unknown as { rows: { password_hash: string }[] }
    ).rows[0]!.password_hash;
    for (const secret of [
      person.email,
      person.first_name,
      person.last_name,
      person.username,
      person.password,
      'Wrong#Guess2026',
      'refused.person',
      'Refusedname',
      phone,
      healthText,
      'hopeless',
      token,
      loginToken,
      passwordHash,
      '$argon2',
      'params:',
      'Failing row',
    ]) {
      expect(all, secret).not.toContain(secret);
    }
    // ... but the failures were logged, with what failed.
    expect(logs.lines.filter((l) => l.includes('request failed'))).toHaveLength(failures.length);
    expect(all).toContain('log_test_refuse');
    expect(all).toContain('23514');
  });
});

describe('scrubLogValue', () => {
  it('masks emails, hashes, tokens and phone numbers in any string or error', () => {
    const error = new Error(
      'Failed query: insert into "accounts" ("email") values ($1)\nparams: a@b.in,Asha',
    );
    (error as Error & { cause?: unknown }).cause = Object.assign(
      new Error('invalid input syntax for type uuid: "Asha Rao"'),
      { code: '22P02', detail: 'Key (email)=(a@b.in) already exists.' },
    );
    const out = JSON.stringify(
      scrubLogValue({
        err: error,
        note: 'mail to asha@example.in, +91 98765 43210, $argon2id$v=19$m=19456$abc',
        token: 'q'.repeat(43),
        id: '0c8c5a53-1a57-4b0f-8a43-5c9c1a0a3f19',
      }),
    );
    for (const leaked of [
      'a@b.in',
      'Asha',
      'asha@example.in',
      '98765',
      '$argon2id',
      'q'.repeat(43),
    ])
      expect(out).not.toContain(leaked);
    expect(out).toContain('insert into');
    expect(out).toContain('22P02');
    expect(out).toContain('0c8c5a53-1a57-4b0f-8a43-5c9c1a0a3f19');
    // Ids whose digits happen to look like a phone number stay intact.
    expect(scrubLogValue('mail 00000000-0000-4000-8000-000000000000 sent')).toBe(
      'mail 00000000-0000-4000-8000-000000000000 sent',
    );
  });
});

describe('calendar feed addresses', () => {
  it('never reach the request log: the token is the feed’s only key', async () => {
    const reg = await post('/api/user/register', {
      ...person,
      username: 'feed_reader',
      email: 'feed.reader@example.in',
      turnstileToken: DEV_HUMAN_TOKEN,
    });
    const feed = await post('/api/user/calendar-feed', {}, reg.json<{ token: string }>().token);
    const url = feed.json<{ url: string }>().url;
    const path = new URL(url.replace(/^webcal:/, 'http:')).pathname;
    const feedToken = path.split('/').pop()!.replace('.ics', '');
    expect(feedToken).toHaveLength(43);

    logs.lines.length = 0;
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    // A mistyped or shortened address is masked as well: it may be most of a live key.
    const partial = feedToken.slice(0, 20);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/calendar/${partial}.ics?x=1` })).statusCode,
    ).toBe(404);

    const all = logs.lines.join('\n');
    expect(all).toContain('/api/calendar/');
    expect(all).not.toContain(feedToken);
    expect(all).not.toContain(partial);
  });
});
