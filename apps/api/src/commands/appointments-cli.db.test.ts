import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, refunds } from '../db/schema';
import { buildTestApp, resetDatabase } from '../test/harness';
import { insertClient } from '../test/factories';
import { hashPassword } from '../modules/accounts/password';
import type { Ctx } from '../test/booking-test-kit';
import {
  appointmentRow,
  paidAppointment,
  queuedClientRequest,
} from '../test/appointments-test-kit';
import { runCli, type CliDeps } from './appointments-cli';

let ctx: Ctx;
let baseUrl: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.app.close();
});
beforeEach(async () => {
  await resetDatabase(ctx.database);
});

const TEST_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off' };

async function run(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const deps: CliDeps = {
    env: { ...TEST_ENV, ...env },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    openStorage: async () => ({ database: ctx.database, release: async () => undefined }),
  };
  const code = await runCli(argv, deps);
  return { code, out, err };
}

async function pendingRequest() {
  const booked = await paidAppointment(ctx);
  await queuedClientRequest(ctx, booked.appointmentId, 'Moving cities');
  return booked;
}

describe('npm run appointments (on the database)', () => {
  it('lists a pending request and approves it with the refund', async () => {
    const { appointmentId } = await pendingRequest();
    const listed = await run(['list-requests']);
    expect(listed.code).toBe(0);
    expect(listed.out).toHaveLength(1);
    expect(listed.out[0]).toContain(appointmentId);
    expect(listed.out[0]).toContain('refund ₹99 (within-window)');
    expect(listed.out[0]).toContain('reason: "Moving cities"');

    const approved = await run(['approve-cancellation', appointmentId]);
    expect(approved).toMatchObject({ code: 0, err: [] });
    expect(approved.out).toEqual([
      expect.stringMatching(
        new RegExp(`^${appointmentId}: Cancellation approved\\. Refund of ₹99 requested`),
      ),
    ]);
    expect(await appointmentRow(ctx, appointmentId)).toMatchObject({
      cancelled: true,
      cancellationStatus: 'approved',
    });
    expect((await ctx.db.select().from(refunds))[0]?.status).toBe('processed');
    const audit = (await ctx.db.select().from(auditLog)).find(
      (a) => a.action === 'appointment.cancellation_approved',
    );
    expect(audit).toMatchObject({ actorKind: 'admin', actorAccountId: null });
    expect((audit?.data as { via: string }).via).toMatch(/^command line \(/);
    // The command delivers the mails it caused before it exits.
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.status === 'sent')).toBe(true);

    expect((await run(['list-requests'])).out).toEqual(['No pending cancellation requests.']);
    const again = await run(['approve-cancellation', appointmentId]);
    expect(again.code).toBe(1);
    expect(again.err[0]).toMatch(/This cancellation was already approved/);
  });

  it('refuses to open an embedded database the server holds and points to --api', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'appointments-cli-'));
    fs.mkdirSync(path.join(dataDir, 'pgdata'));
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['confirm', '00000000-0000-4000-8000-000000000000'], {
      env: { ...TEST_ENV, DATA_DIR: dataDir },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(err[0]).toContain('is in use by the running server');
    expect(err[0]).toContain('--api');
  });

  it('explains usage mistakes with exit code 2', async () => {
    const missing = await run(['therapist-cancellation', 'abc']);
    expect(missing.code).toBe(2);
    expect(missing.err[0]).toContain('needs --reason');
    expect((await run([])).code).toBe(2);
    expect((await run(['--help'])).code).toBe(0);
  });
});

describe('npm run appointments -- --api (through the running server)', () => {
  it('signs in as the admin and decides through the admin routes', async () => {
    const password = 'Admin#Pass2026';
    const admin = await insertClient(ctx.db, {
      role: 'owner',
      passwordHash: await hashPassword(password),
    });
    const { appointmentId } = await pendingRequest();
    const env = { ADMIN_EMAIL: admin.account.email, ADMIN_PASSWORD: password };

    const listed = await run(['list-requests', '--api', baseUrl], env);
    expect(listed.out[0]).toContain(appointmentId);
    const rejected = await run(
      ['reject-cancellation', appointmentId, '--reason', 'Session is tomorrow', '--api', baseUrl],
      env,
    );
    expect(rejected).toMatchObject({ code: 0, err: [] });
    expect(rejected.out).toEqual([
      `${appointmentId}: Cancellation request rejected. The appointment stays booked.`,
    ]);
    expect((await appointmentRow(ctx, appointmentId)).cancellationStatus).toBe('rejected');

    const refused = await run(['approve-cancellation', appointmentId], {
      ...env,
      APP_URL: baseUrl,
    });
    expect(refused).toMatchObject({
      code: 1,
      err: [`${appointmentId}: This cancellation was already rejected.`],
    });
    const wrong = await run(['list-requests', '--api', baseUrl], {
      ...env,
      ADMIN_PASSWORD: 'wrong',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.err[0]).toMatch(/^Sign-in as .* failed/);
  });

  it('runs as a command: --help prints the usage', () => {
    const cli = fileURLToPath(new URL('./appointments-cli.ts', import.meta.url));
    const res = spawnSync(process.execPath, ['--import', 'tsx', cli, '--help'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('approve-cancellation <id>');
  });
});
