import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, mailOutbox, therapists, uploads } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { insertClient, insertTherapist } from '../../test/factories';

const ctx = useTestApp();

async function scene() {
  const admin = await insertClient(ctx.db, { role: 'owner' });
  const applicant = await insertTherapist(ctx.db, {
    name: 'Dr. Kavya Iyer',
    slug: 'dr-kavya-iyer',
    email: 'kavya@example.com',
    status: 'pending',
    listedAt: new Date('2024-01-01T00:00:00Z'),
  });
  return { admin, applicant };
}

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });

const listedSlugs = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/therapist/search' });
  return (res.json().doctors as Array<{ slug: string }>).map((d) => d.slug);
};

const lastAudit = async () =>
  (await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('the therapist review', () => {
  it('lists a pending application with its documents, approves it, lists it and mails', async () => {
    const { admin, applicant } = await scene();
    await ctx.db.insert(uploads).values({
      therapistId: applicant.id,
      kind: 'qualification_document',
      fileName: 'licence.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1234,
      storageKey: 'documents/test-licence.pdf',
    });
    const queue = await call(admin.token, 'GET', '/api/admin/applications');
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({ total: 1, page: 1 });
    const [item] = queue.json().items;
    expect(item).toMatchObject({ id: applicant.id, status: 'pending', name: 'Dr. Kavya Iyer' });
    expect(item.documents).toEqual([
      expect.objectContaining({
        fileName: 'licence.pdf',
        url: expect.stringMatching(/^\/api\/doctor\/documents\//),
      }),
    ]);
    expect(await listedSlugs()).not.toContain('dr-kavya-iyer');

    const before = Date.now();
    const res = await call(
      admin.token,
      'POST',
      `/api/admin/therapists/${applicant.id}/approve`,
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().therapist).toMatchObject({ status: 'approved', available: true });
    const [row] = await ctx.db.select().from(therapists).where(eq(therapists.id, applicant.id));
    expect(row!.listedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await listedSlugs()).toContain('dr-kavya-iyer');

    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails).toEqual([
      expect.objectContaining({
        toAddress: 'kavya@example.com',
        subject: expect.stringContaining('live'),
      }),
    ]);
    expect(await lastAudit()).toMatchObject({
      actorAccountId: admin.account.id,
      actorKind: 'admin',
      action: 'therapist.approved',
      entity: 'therapist',
      entityId: applicant.id,
      data: expect.objectContaining({
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'approved' }),
      }),
    });

    const again = await call(
      admin.token,
      'POST',
      `/api/admin/therapists/${applicant.id}/approve`,
      {},
    );
    expect(again.statusCode).toBe(409);
  });

  it('requests changes or rejects only with a reason, and mails the reason', async () => {
    const { admin, applicant } = await scene();
    const url = (a: string) => `/api/admin/therapists/${applicant.id}/${a}`;
    const blank = await call(admin.token, 'POST', url('reject'), { reason: '   ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Please give a reason.']);
    expect(await ctx.db.select().from(auditLog)).toEqual([]);

    const changes = await call(admin.token, 'POST', url('request-changes'), {
      reason: 'Please upload your RCI licence.',
    });
    expect(changes.json().therapist).toMatchObject({
      status: 'changes_requested',
      statusReason: 'Please upload your RCI licence.',
    });
    const reject = await call(admin.token, 'POST', url('reject'), { reason: 'Licence expired.' });
    expect(reject.json().therapist).toMatchObject({
      status: 'rejected',
      statusReason: 'Licence expired.',
    });
    const texts = (await ctx.db.select().from(mailOutbox)).map((m) => m.textBody);
    expect(texts.join('\n')).toContain('Please upload your RCI licence.');
    expect(texts.join('\n')).toContain('Licence expired.');
    expect((await ctx.db.select().from(auditLog)).map((a) => a.action).sort()).toEqual([
      'therapist.changes_requested',
      'therapist.rejected',
    ]);
    // A rejected application cannot be suspended: it was never listed.
    const suspend = await call(admin.token, 'POST', url('suspend'), { reason: 'x' });
    expect(suspend.statusCode).toBe(409);
  });

  it('verifies documents (the badge), suspends and restores a listing, features until a date', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const t = await insertTherapist(ctx.db, { slug: 'dr-listed', verified: false });
    const url = (a: string) => `/api/admin/therapists/${t.id}/${a}`;
    const profile = async () =>
      ctx.app.inject({ method: 'GET', url: '/api/doctor/by-slug/dr-listed' });

    expect((await call(admin.token, 'POST', url('verify'), { verified: true })).statusCode).toBe(
      200,
    );
    expect((await profile()).json().data.verified).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'therapist.verified',
      data: expect.objectContaining({
        before: expect.objectContaining({ verified: false }),
        after: expect.objectContaining({ verified: true }),
      }),
    });

    const suspended = await call(admin.token, 'POST', url('suspend'), {
      reason: 'Complaint under review',
    });
    expect(suspended.json().therapist.status).toBe('suspended');
    expect(await listedSlugs()).not.toContain('dr-listed');
    expect((await profile()).statusCode).toBe(404);
    expect((await call(admin.token, 'POST', url('restore'), {})).json().therapist.status).toBe(
      'approved',
    );
    expect(await listedSlugs()).toContain('dr-listed');

    const past = await call(admin.token, 'POST', url('featured'), {
      featured: true,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    const missing = await call(admin.token, 'POST', url('featured'), { featured: true });
    expect(missing.statusCode).toBe(400);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const featured = await call(admin.token, 'POST', url('featured'), {
      featured: true,
      expiresAt: until,
    });
    expect(featured.json().therapist).toMatchObject({ featured: true, featuredExpiry: until });
  });

  it('searches, filters, sorts and pages therapists on the server', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    await insertTherapist(ctx.db, { name: 'Anil Kumar', verified: true });
    await insertTherapist(ctx.db, { name: 'Bina Shah', status: 'suspended' });
    await insertTherapist(ctx.db, { name: 'Chitra Rao', city: 'Mysuru' });
    const list = async (qs: string) =>
      (await call(admin.token, 'GET', `/api/admin/therapists?${qs}`)).json();
    expect((await list('q=mysuru')).items.map((t: { name: string }) => t.name)).toEqual([
      'Chitra Rao',
    ]);
    expect((await list('verified=true')).total).toBe(1);
    expect((await list('status=suspended')).items[0].name).toBe('Bina Shah');
    const page = await list('sort=name&dir=asc&pageSize=2&page=2');
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((t: { name: string }) => t.name)).toEqual(['Chitra Rao']);
    expect((await call(admin.token, 'GET', '/api/admin/therapists?sort=nope')).statusCode).toBe(
      400,
    );
    // LIKE wildcards are taken literally.
    expect((await list('q=%25')).total).toBe(0);
  });
});
