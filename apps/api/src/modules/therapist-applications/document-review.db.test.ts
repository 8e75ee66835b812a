import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, mailOutbox, uploads } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { insertClient, insertTherapist } from '../../test/factories';
import {
  call,
  liveVerifiedTherapist,
  onePagePdf,
  smallPng,
  uploadDocuments,
} from '../../test/document-review-kit';

const ctx = useTestApp();

const PDF_FILE = { name: 'rci-licence-2026.pdf', type: 'application/pdf', data: onePagePdf('RCI') };

async function uploadedAfterApproval() {
  const scene = await liveVerifiedTherapist(ctx);
  const res = await uploadDocuments(ctx, scene.therapist.token, [
    PDF_FILE,
    { name: 'degree.png', type: 'image/png', data: await smallPng() },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  const documents = res.json().documents as Array<{ id: string; fileName: string }>;
  const named = (name: string) => documents.find((d) => d.fileName === name)!;
  return { ...scene, pdf: named(PDF_FILE.name), png: named('degree.png') };
}

const audits = async (action: string) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

describe('documents uploaded after approval reach the team', () => {
  it('queues them with the therapist named, and mails the team a link to each', async () => {
    const { admin, t, pdf, png } = await uploadedAfterApproval();
    const queue = await call(ctx, admin.token, 'GET', '/api/admin/documents?state=pending');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json()).toMatchObject({ total: 2, page: 1 });
    // One upload's documents share its time; then they come by name.
    expect(queue.json().items).toEqual([
      expect.objectContaining({ id: png.id, contentType: 'image/png' }),
      expect.objectContaining({
        id: pdf.id,
        kind: 'qualification_document',
        fileName: 'rci-licence-2026.pdf',
        contentType: 'application/pdf',
        state: 'pending',
        reviewedAt: null,
        therapist: expect.objectContaining({
          id: t.id,
          name: 'Dr. Asha Rao',
          status: 'approved',
          verified: false,
        }),
      }),
    ]);

    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'application.team-document-added'));
    expect(mail?.subject).toBe('Documents to review: Dr. Asha Rao (2)');
    expect(mail?.textBody).toContain('Therapist: Dr. Asha Rao');
    expect(mail?.textBody).toContain(`/admin/documents?id=${pdf.id}`);
    expect(mail?.textBody).toContain('/admin/documents?state=pending');
    expect(mail?.textBody).toContain('The Verified Therapist badge is hidden');

    const [uploaded] = await audits('document.uploaded');
    expect(uploaded).toMatchObject({
      actorKind: 'therapist',
      entity: 'therapist',
      entityId: t.id,
      data: expect.objectContaining({
        before: { verified: true },
        after: { verified: false },
      }),
    });

    // The overview counts them for the console's Documents badge.
    const overview = await call(ctx, admin.token, 'GET', '/api/admin/overview');
    expect(overview.json().counts.documents).toBe(2);
    // The Therapists table shows them against the therapist.
    const listed = await call(ctx, admin.token, 'GET', `/api/admin/therapists?q=${t.id}`);
    expect(listed.json().items[0]).toMatchObject({
      verified: false,
      verificationGranted: true,
      documentCounts: { onFile: 2, outstanding: 2 },
    });
  });

  it('filters the queue by state and therapist, and refuses an unknown state', async () => {
    const { admin, t, pdf } = await uploadedAfterApproval();
    await call(ctx, admin.token, 'POST', `/api/admin/documents/${pdf.id}/accept`, {});
    const other = await insertTherapist(ctx.db, { name: 'Dr. Other', status: 'pending' });
    await ctx.db.insert(uploads).values({
      therapistId: other.id,
      kind: 'qualification_document',
      fileName: 'other.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      storageKey: 'documents/other.pdf',
    });
    const list = async (qs: string) =>
      (await call(ctx, admin.token, 'GET', `/api/admin/documents?${qs}`)).json();
    expect((await list('state=pending')).total).toBe(2);
    expect((await list('')).total).toBe(2);
    expect((await list(`state=pending&therapistId=${t.id}`)).total).toBe(1);
    expect((await list('state=accepted')).items).toEqual([
      expect.objectContaining({ id: pdf.id, reviewedBy: 'ops@example.com' }),
    ]);
    expect((await list('state=rejected')).total).toBe(0);
    expect((await list('therapistId=not-an-id')).total).toBe(0);
    expect(
      (await call(ctx, admin.token, 'GET', '/api/admin/documents?state=maybe')).statusCode,
    ).toBe(400);
  });
});

describe('the team sees a document in place', () => {
  it('serves it inline with its type, a strict sandbox and nosniff, by a link signed for the session', async () => {
    const { admin, pdf, png, therapist } = await uploadedAfterApproval();
    const detail = await call(ctx, admin.token, 'GET', `/api/admin/documents/${pdf.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body.document).toMatchObject({ id: pdf.id, state: 'pending' });
    expect(body.badge).toEqual({ granted: true, shown: false, outstanding: 2 });
    expect(body.others).toEqual([expect.objectContaining({ id: png.id, state: 'pending' })]);
    expect(body.document.viewUrl).toMatch(
      new RegExp(`^/api/admin/documents/${pdf.id}/file\\?view=`),
    );

    // A frame cannot send the token header: the signed link alone serves it.
    const viewed = await ctx.app.inject({ method: 'GET', url: body.document.viewUrl });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.headers['content-type']).toBe('application/pdf');
    expect(viewed.headers['content-disposition']).toBe(
      `inline; filename="rci-licence-2026.pdf"; filename*=UTF-8''rci-licence-2026.pdf`,
    );
    const csp = String(viewed.headers['content-security-policy']);
    expect(csp.split(';').map((d) => d.trim())).toEqual([
      'sandbox',
      "default-src 'none'",
      "frame-ancestors 'self'",
    ]);
    expect(viewed.headers['x-content-type-options']).toBe('nosniff');
    expect(viewed.headers['cache-control']).toContain('no-store');
    expect(viewed.rawPayload.equals(PDF_FILE.data)).toBe(true);

    // The token header works too; an image answers as an image.
    const image = await call(ctx, admin.token, 'GET', `/api/admin/documents/${png.id}/file`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(String(image.headers['content-disposition'])).toMatch(/^inline;/);

    // Nobody else: signed out 401, a client or the document's own therapist 403.
    const file = `/api/admin/documents/${pdf.id}/file`;
    const client = await insertClient(ctx.db);
    expect((await call(ctx, undefined, 'GET', file)).statusCode).toBe(401);
    expect((await call(ctx, client.token, 'GET', file)).statusCode).toBe(403);
    expect((await call(ctx, therapist.token, 'GET', file)).statusCode).toBe(403);
    expect(
      (await call(ctx, therapist.token, 'GET', `/api/admin/documents/${pdf.id}`)).statusCode,
    ).toBe(403);

    // The link opens that document only, and not after a change to it or its session.
    const ticket = new URL(body.document.viewUrl, 'http://x').searchParams.get('view')!;
    const otherDoc = `/api/admin/documents/${png.id}/file?view=${encodeURIComponent(ticket)}`;
    expect((await call(ctx, undefined, 'GET', otherDoc)).statusCode).toBe(401);
    const [session, expires, mac] = ticket.split('.');
    const longer = `${session}.${Number(expires) + 60_000}.${mac}`;
    expect(
      (await call(ctx, undefined, 'GET', `${file}?view=${encodeURIComponent(longer)}`)).statusCode,
    ).toBe(401);
    expect((await call(ctx, undefined, 'GET', `${file}?view=garbage`)).statusCode).toBe(401);
    await call(ctx, admin.token, 'POST', '/api/user/logout', {});
    expect((await ctx.app.inject({ method: 'GET', url: body.document.viewUrl })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for a photo, an unknown id or a malformed one', async () => {
    const { admin, t } = await liveVerifiedTherapist(ctx);
    const [photo] = await ctx.db
      .insert(uploads)
      .values({
        therapistId: t.id,
        kind: 'photo',
        contentType: 'image/webp',
        sizeBytes: 10,
        storageKey: 'photos/x-800.webp',
        isPublic: true,
      })
      .returning();
    for (const id of [photo!.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call(ctx, admin.token, 'GET', `/api/admin/documents/${id}`)).statusCode).toBe(
        404,
      );
      expect(
        (await call(ctx, admin.token, 'GET', `/api/admin/documents/${id}/file`)).statusCode,
      ).toBe(404);
      expect(
        (await call(ctx, admin.token, 'POST', `/api/admin/documents/${id}/accept`, {})).statusCode,
      ).toBe(404);
    }
  });
});

describe('accept and ask again', () => {
  it('accepting records who and when, audits it, and refuses a second accept', async () => {
    const { admin, pdf, t } = await uploadedAfterApproval();
    const res = await call(ctx, admin.token, 'POST', `/api/admin/documents/${pdf.id}/accept`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().document).toMatchObject({
      state: 'accepted',
      reviewedBy: 'ops@example.com',
      reason: null,
    });
    expect(Date.parse(res.json().document.reviewedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [entry] = await audits('document.accepted');
    expect(entry).toMatchObject({
      actorAccountId: admin.account.id,
      actorKind: 'admin',
      entity: 'document',
      entityId: pdf.id,
      data: expect.objectContaining({
        therapistId: t.id,
        fileName: 'rci-licence-2026.pdf',
        before: expect.objectContaining({ state: 'pending', verified: false }),
        // One more document waits: the badge stays hidden.
        after: expect.objectContaining({ state: 'accepted', verified: false }),
      }),
    });
    const again = await call(ctx, admin.token, 'POST', `/api/admin/documents/${pdf.id}/accept`, {});
    expect(again.statusCode).toBe(409);
  });

  it('asking again needs a reason, mails the therapist and shows the request on the dashboard', async () => {
    const { admin, png, therapist } = await uploadedAfterApproval();
    const url = `/api/admin/documents/${png.id}/reject`;
    expect((await call(ctx, admin.token, 'POST', url, {})).statusCode).toBe(400);
    expect((await call(ctx, admin.token, 'POST', url, { reason: '   ' })).statusCode).toBe(400);
    const reason = 'The degree certificate is cut off at the bottom: please scan the whole page.';
    const res = await call(ctx, admin.token, 'POST', url, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().document).toMatchObject({ state: 'rejected', reason });

    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'document.asked-again'));
    expect(mail).toMatchObject({ toAddress: 'therapist@example.com' });
    expect(mail?.textBody).toContain(reason);
    expect(mail?.textBody).toContain('"degree.png"');
    expect(mail?.textBody).toContain('/dashboard/profile');

    const dashboard = await call(ctx, therapist.token, 'GET', '/api/dashboard/documents');
    expect(dashboard.json().documents).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: png.id, state: 'rejected', reason })]),
    );
    const [entry] = await audits('document.rejected');
    expect(entry?.data).toMatchObject({ reason, after: { state: 'rejected' } });
    expect((await call(ctx, admin.token, 'POST', url, { reason })).statusCode).toBe(409);
  });

  it('lets the therapist take back what was not accepted, never what was, nor another’s', async () => {
    const { admin, pdf, png, therapist } = await uploadedAfterApproval();
    await call(ctx, admin.token, 'POST', `/api/admin/documents/${pdf.id}/accept`, {});
    await call(ctx, admin.token, 'POST', `/api/admin/documents/${png.id}/reject`, {
      reason: 'Blurred.',
    });
    const other = await liveVerifiedTherapist(ctx, 'dr-other', null);
    const remove = (token: string, id: string) =>
      call(ctx, token, 'DELETE', `/api/dashboard/documents/${id}`);
    expect((await remove(other.therapist.token, png.id)).statusCode).toBe(404);
    expect((await remove(therapist.token, pdf.id)).statusCode).toBe(409);
    const removed = await remove(therapist.token, png.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().documents.map((d: { id: string }) => d.id)).toEqual([pdf.id]);
    expect(await ctx.db.select().from(uploads).where(eq(uploads.id, png.id))).toEqual([]);
    const [entry] = await audits('document.withdrawn');
    expect(entry).toMatchObject({ actorKind: 'therapist', entityId: png.id });
    expect((await remove(therapist.token, png.id)).statusCode).toBe(404);
  });
});
