import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, contactMessages, jobs, newsletterSubscribers, reports } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { insertClient, insertTherapist } from '../../test/factories';

const ctx = useTestApp();
const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { token } });
const post = (token: string, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { token }, payload });

describe('reports, messages, subscribers, jobs and the audit log', () => {
  it('resolves or dismisses an open report with a note, once', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const reporter = await insertClient(ctx.db, { email: 'reporter@example.com' });
    const t = await insertTherapist(ctx.db, { name: 'Dr. Report Me', slug: 'dr-report-me' });
    const [a, b] = await ctx.db
      .insert(reports)
      .values([
        {
          accountId: reporter.account.id,
          therapistId: t.id,
          therapistName: t.name,
          message: 'Late twice',
        },
        {
          accountId: reporter.account.id,
          therapistId: t.id,
          therapistName: t.name,
          message: 'Rude',
        },
      ])
      .returning();
    const queue = (await get(admin.token, '/api/admin/reports')).json();
    expect(queue.total).toBe(2);
    expect(queue.items[0]).toMatchObject({
      therapistSlug: 'dr-report-me',
      reporterEmail: 'reporter@example.com',
      status: 'open',
    });

    const noNote = await post(admin.token, `/api/admin/reports/${a!.id}/resolve`, { note: '' });
    expect([noNote.statusCode, noNote.json().message]).toEqual([400, 'Please add a note.']);
    expect(
      (await post(admin.token, `/api/admin/reports/${a!.id}/resolve`, { note: 'Warned' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(admin.token, `/api/admin/reports/${b!.id}/dismiss`, { note: 'No issue' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(admin.token, `/api/admin/reports/${a!.id}/dismiss`, { note: 'x' })).statusCode,
    ).toBe(409);

    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, a!.id));
    expect(row).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Warned',
      resolvedBy: admin.account.id,
    });
    expect((await get(admin.token, '/api/admin/reports')).json().total).toBe(0);
    expect(
      (await get(admin.token, '/api/admin/reports?status=dismissed')).json().items[0]
        .resolutionNote,
    ).toBe('No issue');
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'report'));
    expect(audits.map((e) => e.action).sort()).toEqual(['report.dismissed', 'report.resolved']);
    expect(audits.find((e) => e.action === 'report.resolved')!.data).toMatchObject({
      before: { status: 'open', resolutionNote: null },
      after: { status: 'resolved', resolutionNote: 'Warned' },
    });
  });

  it('marks a contact message handled once, and lists it as handled', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const [m] = await ctx.db
      .insert(contactMessages)
      .values({ firstName: 'Ravi', lastName: 'K', email: 'ravi@example.com', message: 'Hello' })
      .returning();
    expect((await get(admin.token, '/api/admin/messages')).json().items).toEqual([
      expect.objectContaining({ id: m!.id, handledAt: null, message: 'Hello' }),
    ]);
    expect((await post(admin.token, `/api/admin/messages/${m!.id}/handled`)).statusCode).toBe(200);
    expect((await post(admin.token, `/api/admin/messages/${m!.id}/handled`)).statusCode).toBe(409);
    expect((await get(admin.token, '/api/admin/messages')).json().total).toBe(0);
    const handled = (await get(admin.token, '/api/admin/messages?status=handled')).json();
    expect(handled.items[0].handledAt).not.toBeNull();
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'contact_message'));
    expect(entry).toMatchObject({
      action: 'contact_message.handled',
      actorAccountId: admin.account.id,
    });
  });

  it('exports every subscriber as CSV, formula-safe, and audits the export', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    await ctx.db.insert(newsletterSubscribers).values([
      { email: 'asha@example.com', createdAt: new Date('2026-01-01T00:00:00Z') },
      { email: '=cmd@example.com', createdAt: new Date('2026-01-02T00:00:00Z') },
    ]);
    const page = (await get(admin.token, '/api/admin/newsletter/subscribers?q=asha')).json();
    expect(page.items.map((s: { email: string }) => s.email)).toEqual(['asha@example.com']);
    const res = await get(admin.token, '/api/admin/newsletter/subscribers.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="newsletter-subscribers-/,
    );
    expect(res.body).toBe(
      'email,subscribed_at\r\nasha@example.com,2026-01-01T00:00:00.000Z\r\n' +
        "'=cmd@example.com,2026-01-02T00:00:00.000Z\r\n",
    );
    // Read back by a maintained parser as well: the same rows a spreadsheet would see.
    expect(parse(res.body, { columns: true, record_delimiter: '\r\n' })).toEqual([
      { email: 'asha@example.com', subscribed_at: '2026-01-01T00:00:00.000Z' },
      { email: "'=cmd@example.com", subscribed_at: '2026-01-02T00:00:00.000Z' },
    ]);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'newsletter.exported'));
    expect(entry!.data).toEqual({ count: 2 });
  });

  it('lists dead jobs with their error and runs one again', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const [job] = await ctx.db
      .insert(jobs)
      .values({ type: 'mail.send', status: 'dead', attempts: 8, lastError: 'SMTP refused' })
      .returning();
    const dead = (await get(admin.token, '/api/admin/jobs/dead')).json();
    expect(dead.items).toEqual([
      expect.objectContaining({ id: job!.id, lastError: 'SMTP refused' }),
    ]);
    expect((await get(admin.token, '/api/admin/overview')).json().counts.deadJobs).toBe(1);
    expect((await post(admin.token, `/api/admin/jobs/${job!.id}/retry`)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await post(admin.token, `/api/admin/jobs/${job!.id}/retry`)).statusCode).toBe(409);
  });

  it('filters the audit log by actor, entity, action and IST days, newest first', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner', email: 'boss@example.com' });
    await ctx.db.insert(auditLog).values([
      {
        actorAccountId: admin.account.id,
        actorKind: 'admin',
        action: 'therapist.approved',
        entity: 'therapist',
        entityId: 't1',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
      {
        actorAccountId: null,
        actorKind: 'system',
        action: 'refund.processed',
        entity: 'refund',
        entityId: 'r1',
        createdAt: new Date('2026-11-21T10:00:00Z'),
      },
      {
        actorAccountId: admin.account.id,
        actorKind: 'admin',
        action: 'therapist.verified',
        entity: 'therapist',
        entityId: 't1',
        createdAt: new Date('2026-11-22T10:00:00Z'),
      },
    ]);
    const ids = async (qs: string) =>
      (await get(admin.token, `/api/admin/audit?${qs}`))
        .json()
        .items.map((e: { action: string }) => e.action);
    expect(await ids('')).toEqual(['therapist.verified', 'refund.processed', 'therapist.approved']);
    expect(await ids('actor=boss@')).toEqual(['therapist.verified', 'therapist.approved']);
    expect(await ids('actor=system')).toEqual(['refund.processed']);
    expect(await ids('entity=therapist&action=therapist.appr')).toEqual(['therapist.approved']);
    expect(await ids('from=2026-11-21&to=2026-11-21')).toEqual(['refund.processed']);
    const page = (await get(admin.token, '/api/admin/audit?pageSize=1&page=2')).json();
    expect(page).toMatchObject({
      total: 3,
      page: 2,
      items: [expect.objectContaining({ actorEmail: null })],
    });
    expect((await get(admin.token, '/api/admin/audit?from=2026-13-01')).statusCode).toBe(400);
  });
});
