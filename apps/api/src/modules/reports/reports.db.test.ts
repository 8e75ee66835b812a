import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, reports } from '../../db/schema';
import { LogCapture, buildTestApp, useTestApp } from '../../test/harness';
import { insertClient, insertTherapist } from '../../test/factories';
import { post, type Ctx } from '../../test/booking-test-kit';

const ctx = useTestApp();

const report = (c: Ctx, body: object, token?: string) =>
  post(c, '/api/user/report-therapist', body, token);

describe('POST /api/user/report-therapist', () => {
  it('stores the report, notifies the team and answers the spec message', async () => {
    const t = await insertTherapist(ctx.db, { name: 'Dr. Asha Rao' });
    const { account, token } = await insertClient(ctx.db);
    const res = await report(
      ctx,
      { therapistId: t.id, therapistName: 'Someone else', message: '  Was rude on the call  ' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Report submitted successfully' });
    expect(await ctx.db.select().from(reports)).toEqual([
      expect.objectContaining({
        accountId: account.id,
        therapistId: t.id,
        therapistName: 'Dr. Asha Rao',
        message: 'Was rude on the call',
        status: 'open',
      }),
    ]);
    const [mail] = await ctx.db.select().from(mailOutbox);
    expect(mail?.toAddress).toBe(ctx.config.site.supportEmail);
    expect(mail?.textBody).toContain('Was rude on the call');
    const [audit] = await ctx.db.select().from(auditLog);
    expect(audit).toMatchObject({ action: 'report.created', actorAccountId: account.id });
    expect(JSON.stringify(audit?.data)).not.toContain('rude');
  });

  it('answers 401 signed out, 400 without a message and 404 for an unknown therapist', async () => {
    const t = await insertTherapist(ctx.db);
    const signedOut = await report(ctx, { therapistId: t.id, therapistName: '', message: '' });
    expect([signedOut.statusCode, signedOut.json().message]).toEqual([
      401,
      'Please login to report',
    ]);
    const { token } = await insertClient(ctx.db);
    const empty = await report(ctx, { therapistId: t.id, therapistName: '', message: ' ' }, token);
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Please enter a message']);
    for (const therapistId of ['00000000-0000-4000-8000-000000000000', 'doc-1']) {
      const unknown = await report(ctx, { therapistId, therapistName: '', message: 'Hi' }, token);
      expect([unknown.statusCode, unknown.json().message]).toEqual([
        404,
        'Unable to identify therapist. Please refresh the page.',
      ]);
    }
    expect(await ctx.db.select().from(reports)).toEqual([]);
  });
});

describe('report limits', () => {
  it('allows 5 reports per account an hour, whatever others on the address sent, and never logs the message', async () => {
    const logs = new LogCapture();
    const limited = await buildTestApp({ env: { RATE_LIMITS: 'on' }, logs });
    try {
      const t = await insertTherapist(limited.db);
      const first = await insertClient(limited.db);
      const body = { therapistId: t.id, therapistName: t.name, message: 'Private detail 7731' };
      const codes = [];
      for (let i = 0; i < 6; i++) codes.push((await report(limited, body, first.token)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
      // Other accounts behind the same address each have their own.
      const perIp = [];
      for (let i = 0; i < 25; i++) {
        const other = await insertClient(limited.db);
        perIp.push((await report(limited, body, other.token)).statusCode);
      }
      expect(perIp).toEqual(Array<number>(25).fill(200));
      expect(logs.lines.length).toBeGreaterThan(0);
      expect(logs.lines.filter((l) => l.includes('Private detail 7731'))).toEqual([]);
    } finally {
      await limited.app.close();
    }
  });
});
