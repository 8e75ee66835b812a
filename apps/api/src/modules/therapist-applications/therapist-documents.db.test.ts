import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, therapists, uploads } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { insertClient } from '../../test/factories';
import { therapistScene } from '../../test/dashboard-test-kit';
import { EXE, jpegWithExif, PDF } from '../../test/join-kit';

const ctx = useTestApp();

/** A multipart request with documents and/or a photo, as the dashboard's forms send it. */
async function upload(
  url: string,
  token: string,
  files: Array<{ field: string; name: string; type: string; data: Buffer }>,
) {
  const form = new FormData();
  for (const f of files) form.append(f.field, new Blob([f.data], { type: f.type }), f.name);
  const encoded = new Response(form);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { token, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const profileBody = {
  about: 'I help adults with anxiety and low mood, using CBT.',
  fees: '1800',
  specialities: ['Anxiety'],
  languages: ['English', 'Hindi'],
  sessionModes: ['Online', 'In-Person'],
  expertise: ['Stress & Anxiety'],
  location: { city: 'navi  mumbai' },
  address: { line1: '12 Palm Beach Road', line2: '', pincode: '400706' },
};

describe('the therapist edits their profile', () => {
  it('saves the fields live at once and keeps the values before in the audit log', async () => {
    const { therapist, t } = await therapistScene(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/dashboard/profile',
      headers: { token: therapist.token },
      payload: profileBody,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      fees: 1800,
      city: 'Navi Mumbai',
      pincode: '400706',
    });
    const [row] = await ctx.db.select().from(therapists).where(eq(therapists.id, t.id));
    expect(row).toMatchObject({ feeRupees: 1800, languages: ['English', 'Hindi'] });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'therapist.profile_updated'));
    expect((audit?.data as { before: { feeRupees: number } }).before.feeRupees).toBe(1500);
  });

  it('refuses In-Person without an address, with the join form message, and changes nothing', async () => {
    const { therapist, t } = await therapistScene(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/dashboard/profile',
      headers: { token: therapist.token },
      payload: { ...profileBody, address: { line1: '', line2: '', pincode: '' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Address Line 1 and Pin Code are required when offering In-Person sessions',
    );
    const [row] = await ctx.db.select().from(therapists).where(eq(therapists.id, t.id));
    expect(row?.feeRupees).toBe(1500);
  });
});

describe('the therapist uploads documents and a photo', () => {
  it('keeps PDFs private, refuses an .exe named .pdf and answers 403 to a client', async () => {
    const { therapist } = await therapistScene(ctx);
    const client = await insertClient(ctx.db);
    const pdf = {
      field: 'qualificationDocuments',
      name: 'degree.pdf',
      type: 'application/pdf',
      data: PDF,
    };
    for (const url of ['/api/dashboard/documents', '/api/dashboard/photo']) {
      expect((await upload(url, client.token, [pdf])).statusCode).toBe(403);
    }
    const bad = await upload('/api/dashboard/documents', therapist.token, [
      { ...pdf, name: 'setup.pdf', data: EXE },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(await ctx.db.select().from(uploads)).toEqual([]);

    const ok = await upload('/api/dashboard/documents', therapist.token, [pdf]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().documents).toMatchObject([
      { fileName: 'degree.pdf', contentType: 'application/pdf' },
    ]);
    const id = ok.json().documents[0].id as string;
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/doctor/documents/${id}`,
      headers: { token: therapist.token },
    });
    expect(own.statusCode).toBe(200);
    const other = await therapistScene(ctx);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/doctor/documents/${id}`,
      headers: { token: other.therapist.token },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('re-encodes a new photo and shows it on the profile', async () => {
    const { therapist, t } = await therapistScene(ctx);
    const res = await upload('/api/dashboard/photo', therapist.token, [
      { field: 'image', name: 'me.jpg', type: 'image/jpeg', data: await jpegWithExif() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.db.select().from(therapists).where(eq(therapists.id, t.id));
    expect(row?.imageUrl).toBe(res.json().imageUrl);
    expect(row?.imageUrl).toMatch(/^\/api\/media\/photos\/[0-9a-f-]{36}-800\.webp$/);
  });
});
