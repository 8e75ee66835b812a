import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LogCapture, buildTestApp, useTestApp } from '../../test/harness';
import { mailOutbox } from '../../db/schema';
import { insertClient } from '../../test/factories';
import { enqueueMail, type OutgoingMail } from '../../shared/mail/mail-outbox';

const ctx = useTestApp();

/** Every mailbox request in these tests is made by a signed-in admin unless it says otherwise. */
async function asAdmin() {
  const { token } = await insertClient(ctx.db, { role: 'owner' });
  return (url: string) => ctx.app.inject({ method: 'GET', url, headers: { token } });
}

const resetMail: OutgoingMail = {
  kind: 'account.password-reset',
  to: 'asha@example.com',
  subject: 'Reset your password <now>',
  text: 'Open http://localhost:3000/reset-password?token=abc&email=asha%40example.com. It expires in an hour.',
  html: '<html><head><title>x</title></head><body><a href="http://localhost:3000/reset-password?token=abc">Reset</a><script>alert(1)</script></body></html>',
};

describe('dev mailbox (no SMTP_URL)', () => {
  it('lists outbox mails as JSON, newest first', async () => {
    const first = await enqueueMail(ctx.db, {
      kind: 'account.password-reset',
      to: 'a@example.com',
      subject: 'First',
      text: 'one',
    });
    const second = await enqueueMail(ctx.db, resetMail);
    const get = await asAdmin();
    const res = await get('/api/dev/mailbox');
    expect(res.statusCode).toBe(200);
    const { mails } = res.json<{ mails: Array<Record<string, unknown>> }>();
    expect(mails.map((m) => m.id)).toEqual([second, first]);
    expect(mails[0]).toMatchObject({
      kind: 'account.password-reset',
      to: 'asha@example.com',
      subject: resetMail.subject,
      text: resetMail.text,
      status: 'pending',
    });
    expect(Date.parse(String(mails[0]!.createdAt))).not.toBeNaN();
  });

  it('shows the list page with escaped subjects and its own CSP', async () => {
    const id = await enqueueMail(ctx.db, resetMail);
    const res = await (await asAdmin())('/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.body).toContain(`href="/dev/mailbox/${id}"`);
    expect(res.body).toContain('Reset your password &lt;now&gt;');
    expect(res.body).toContain('asha@example.com');
  });

  it('shows one message with headers, a clickable text part and the HTML part in a sandboxed frame', async () => {
    const id = await enqueueMail(ctx.db, resetMail);
    const get = await asAdmin();
    const res = await get(`/dev/mailbox/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<dd>asha@example.com</dd>`);
    expect(res.body).toContain(`outbox-${id}@`);
    expect(res.body).toContain(
      '<a href="http://localhost:3000/reset-password?token=abc&amp;email=asha%40example.com">',
    );
    expect(res.body).toMatch(
      new RegExp(`<iframe[^>]*src="/dev/mailbox/${id}/html"[^>]*\\s+sandbox="`),
    );
    expect(res.body).not.toContain('alert(1)');

    const part = await get(`/dev/mailbox/${id}/html`);
    expect(part.statusCode).toBe(200);
    expect(part.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox /);
    expect(part.body).toContain('<head><base target="_top"><title>');
    expect(part.body).toContain('href="http://localhost:3000/reset-password?token=abc"');
  });

  it('answers 404 for an unknown mail and for a mail without an HTML part', async () => {
    const textOnly = await enqueueMail(ctx.db, {
      kind: 'account.password-reset',
      to: 'a@example.com',
      subject: 'Plain',
      text: 'one',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const get = await asAdmin();
    expect((await get(`/dev/mailbox/${unknown}`)).statusCode).toBe(404);
    expect((await get(`/dev/mailbox/${textOnly}/html`)).statusCode).toBe(404);
  });
});

describe('dev mailbox access', () => {
  const urls = (id: string) => [
    '/api/dev/mailbox',
    '/dev/mailbox',
    `/dev/mailbox/${id}`,
    `/dev/mailbox/${id}/html`,
  ];

  it('answers 401 without a session and 403 to a client or therapist, showing no mail', async () => {
    const id = await enqueueMail(ctx.db, resetMail);
    const client = await insertClient(ctx.db);
    const therapist = await insertClient(ctx.db, { role: 'therapist' });
    for (const url of urls(id)) {
      const anonymous = await ctx.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false });
      for (const { token } of [client, therapist]) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { token } });
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain('asha@example.com');
        expect(res.body).not.toContain('token=abc');
      }
    }
  });
});

describe('delivery without SMTP_URL', () => {
  it('marks mails delivered to the dev mailbox and logs their id, never the subject or body', async () => {
    const logs = new LogCapture();
    const logged = await buildTestApp({ logs });
    try {
      const id = await enqueueMail(logged.db, resetMail);
      expect(await logged.app.jobs.runDue()).toBe(1);
      const [row] = await logged.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'sent', lastError: null, attempts: 1 });
      const line = logs.lines.find((l) => l.includes(id));
      expect(line).toContain('mail delivered');
      const all = logs.lines.join('\n');
      for (const personal of ['token=abc', 'Reset your password', 'asha@example.com'])
        expect(all).not.toContain(personal);
    } finally {
      await logged.app.close();
    }
  });
});

describe('dev mailbox in production', () => {
  it('does not exist, even for an admin', async () => {
    const prod = await buildTestApp({
      env: { NODE_ENV: 'production', ALLOW_OFFLINE_STANDINS: 'true' },
    });
    try {
      const id = await enqueueMail(prod.db, resetMail);
      const { token } = await insertClient(prod.db, { role: 'owner' });
      for (const url of ['/api/dev/mailbox', `/dev/mailbox/${id}`]) {
        for (const headers of [{}, { token }]) {
          const res = await prod.app.inject({ method: 'GET', url, headers });
          expect(res.statusCode).toBe(404);
          expect(res.body).not.toContain(resetMail.subject);
        }
      }
    } finally {
      await prod.app.close();
    }
  });
});

describe('dev mailbox with SMTP_URL set', () => {
  it('is not registered', async () => {
    const smtp = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      await enqueueMail(smtp.db, resetMail);
      const json = await smtp.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(json.statusCode).toBe(404);
      const html = await smtp.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(html.body).not.toContain('Dev mailbox');
      expect(html.body).not.toContain(resetMail.subject);
    } finally {
      await smtp.app.close();
    }
  });
});
