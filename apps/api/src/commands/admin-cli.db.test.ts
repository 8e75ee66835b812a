import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, auditLog } from '../db/schema';
import { buildTestApp, resetDatabase } from '../test/harness';
import type { Ctx } from '../test/booking-test-kit';
import { paidAppointment, queuedClientRequest } from '../test/appointments-test-kit';
import { runCli } from './appointments-cli';
import { runAdminCli } from './admin-cli';

// Rate limits on, as in production: the point is that commands no longer sign in every time.
let ctx: Ctx;
let baseUrl: string;
beforeAll(async () => {
  ctx = await buildTestApp({ env: { RATE_LIMITS: 'on' } });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.app.close();
});
beforeEach(async () => {
  await resetDatabase(ctx.database);
});

const ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
const PASSWORD = 'Calm#Waters2026';

async function admin(
  argv: string[],
  opts: { password?: string; env?: Record<string, string> } = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(argv, {
    env: { ...ENV, ...opts.env },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readPassword: async () => opts.password ?? PASSWORD,
    openStorage: async () => ({ database: ctx.database, release: async () => undefined }),
  });
  return { code, out, err };
}

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

describe('npm run admin', () => {
  it('creates an owner with a password that is never printed, and changes roles', async () => {
    const made = await admin(['create', '--email', 'ops@example.com', '--first-name', 'Ops']);
    expect(made).toMatchObject({ code: 0, out: ['Team account created: ops@example.com (owner)'] });
    expect([...made.out, ...made.err].join('\n')).not.toContain(PASSWORD);
    const [row] = await ctx.db.select().from(accounts).where(eq(accounts.email, 'ops@example.com'));
    expect(row).toMatchObject({ role: 'owner', firstName: 'Ops' });
    expect((await login('ops@example.com', PASSWORD)).statusCode).toBe(200);

    const again = await admin(['create', '--email', 'OPS@example.com']);
    expect(again.code).toBe(1);
    expect(again.err[0]).toContain('exists already');
    const short = await admin(['create', '--email', 'x@example.com'], { password: 'short' });
    expect([short.code, short.err]).toEqual([1, ['The password must be 8 to 128 characters.']]);

    const demoted = await admin(['role', '--email', 'ops@example.com', '--role', 'client']);
    expect(demoted).toMatchObject({ code: 0, out: ['ops@example.com is now client.'] });
    const [change] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.role_changed'));
    expect(change!.data).toMatchObject({ before: { role: 'owner' }, after: { role: 'client' } });
    expect((await admin(['role', '--email', 'nobody@example.com', '--role', 'owner'])).code).toBe(
      1,
    );
    for (const role of ['support', 'finance', 'owner', 'therapist']) {
      const changed = await admin(['role', '--email', 'ops@example.com', '--role', role]);
      expect(changed).toMatchObject({ code: 0, out: [`ops@example.com is now ${role}.`] });
    }
    const finance = await admin(['create', '--email', 'money@example.com', '--role', 'finance']);
    expect(finance.out).toEqual(['Team account created: money@example.com (finance)']);
    const [money] = await ctx.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'money@example.com'));
    expect(money?.role).toBe('finance');
    expect((await admin(['role', '--email', 'a@b.in', '--role', 'root'])).code).toBe(2);
    expect((await admin(['create', '--email', 'a@b.in', '--password', 'x'])).code).toBe(2);
  });

  it('mints a token with which 30 appointments commands in a row all succeed', async () => {
    await admin(['create', '--email', 'ops@example.com']);
    const minted = await admin(['token', '--email', 'ops@example.com', '--days', '30']);
    expect(minted.code).toBe(0);
    const token = minted.out[0]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // When it expires, in IST as every message shows times.
    expect(minted.err[0]).toMatch(
      /^Token of ops@example\.com, valid until \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M IST:$/,
    );
    const booked = await paidAppointment(ctx);
    await queuedClientRequest(ctx, booked.appointmentId);

    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const out: string[] = [];
      codes.push(
        await runCli(['list-requests', '--api', baseUrl], {
          env: { ...ENV, ADMIN_TOKEN: token },
          out: (l) => out.push(l),
          err: (l) => out.push(l),
        }),
      );
      expect(out[0]).toContain(booked.appointmentId);
    }
    expect(codes).toEqual(Array<number>(30).fill(0));

    // A client account cannot have a token; a revoked or made-up one is refused plainly.
    const bad = await runCli(['list-requests', '--api', baseUrl], {
      env: { ...ENV, ADMIN_TOKEN: 'made-up' },
      out: () => undefined,
      err: () => undefined,
    });
    expect(bad).toBe(1);
    await admin(['role', '--email', 'ops@example.com', '--role', 'client']);
    expect((await admin(['token', '--email', 'ops@example.com'])).code).toBe(1);
  });

  it('mints a token through the running server, signing in once', async () => {
    await admin(['create', '--email', 'ops@example.com']);
    const res = await admin(['token', '--api', baseUrl, '--days', '7'], {
      env: { ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: PASSWORD },
    });
    expect(res.code).toBe(0);
    const overview = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { token: res.out[0]! },
    });
    expect(overview.statusCode).toBe(200);
    const wrong = await admin(['token', '--api', baseUrl], {
      env: { ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'wrong' },
    });
    expect(wrong.code).toBe(1);

    // Tokens are an owner's: support signs in but is refused one.
    await admin(['create', '--email', 'help@example.com', '--role', 'support']);
    const refused = await admin(['token', '--api', baseUrl], {
      env: { ADMIN_EMAIL: 'help@example.com', ADMIN_PASSWORD: PASSWORD },
    });
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toMatch(/^No token: /);
  });
});
