import { FRIENDLY } from '@app/domain/failure-words';
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { JOIN_TEXT } from '@app/domain/schemas/therapist-join';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import {
  accounts,
  auditLog,
  mailOutbox,
  therapistHours,
  therapists,
  uploads,
} from '../../db/schema';
import { insertClient } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import {
  EXE,
  jpegWithExif,
  joinFields,
  noisyPng,
  PDF,
  postJoin,
  type TestFile,
} from '../../test/join-kit';
import { DUPLICATE_MESSAGES } from '../accounts/accounts.service';

const J = MESSAGES.join;
const root = mkdtempSync(join(tmpdir(), 'join-uploads-'));
const ctx = useTestApp({ storage: createLocalStorage(root) });
beforeEach(async () => {
  for (const entry of await readdir(root)) await rm(join(root, entry), { recursive: true });
});

const photo = async (): Promise<TestFile> => ({
  name: 'me.jpg',
  type: 'image/jpeg',
  data: await jpegWithExif(),
});
const pdf: TestFile = { name: 'M.Phil degree.pdf', type: 'application/pdf', data: PDF };

async function storedFiles(dir = root): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

async function expectNothingStored() {
  expect(await ctx.db.select().from(accounts)).toEqual([]);
  expect(await ctx.db.select().from(therapists)).toEqual([]);
  expect(await ctx.db.select().from(therapistHours)).toEqual([]);
  expect(await ctx.db.select().from(uploads)).toEqual([]);
  expect(await ctx.db.select().from(mailOutbox)).toEqual([]);
  expect(await storedFiles()).toEqual([]);
}

describe('POST /api/doctor/join', () => {
  it('creates a therapist account and a pending, unlisted profile, stores the files and mails both sides', async () => {
    const res = await postJoin(ctx.app, joinFields(), { image: await photo(), documents: [pdf] });
    expect(res.json()).toEqual({ success: true, message: JOIN_TEXT.success });
    expect(res.statusCode).toBe(200);

    const [account] = await ctx.db.select().from(accounts);
    expect(account).toMatchObject({
      role: 'therapist',
      email: 'asha.rao@example.com',
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '9876543210',
    });
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    const [profile] = await ctx.db.select().from(therapists);
    expect(profile).toMatchObject({
      accountId: account?.id,
      slug: 'asha-rao',
      status: 'pending',
      name: 'Asha Rao',
      gender: 'Female',
      city: 'Bengaluru',
      feeRupees: 1500,
      experienceYears: 7,
      sessionModes: ['Online', 'In-Person'],
      pincode: '560001',
    });
    expect(profile?.imageUrl).toMatch(/^\/api\/media\/photos\/[0-9a-f-]{36}-800\.webp$/);
    const hours = await ctx.db.select().from(therapistHours);
    expect(hours.map((h) => `${h.weekday} ${h.startTime}`).sort()).toEqual([
      '1 09:00',
      '1 10:00',
      '1 11:00',
      '4 17:00',
    ]);
    const audit = await ctx.db.select().from(auditLog);
    expect(audit.map((a) => a.action)).toEqual(['account.registered']);

    // Two photo sizes and the document, recorded and on disk; the document is private.
    const rows = await ctx.db.select().from(uploads);
    expect(rows.map((r) => [r.kind, r.isPublic, r.contentType]).sort()).toEqual([
      ['photo', true, 'image/webp'],
      ['photo', true, 'image/webp'],
      ['qualification_document', false, 'application/pdf'],
    ]);
    expect((await storedFiles()).length).toBe(3);

    // The photo is served re-encoded, without the EXIF data it came with.
    const image = await ctx.app.inject({ method: 'GET', url: profile!.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes('TestCam')).toBe(false);

    // Not listed, not viewable, not bookable.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/therapist/list' });
    expect(list.json().doctors).toEqual([]);
    const bySlug = await ctx.app.inject({ method: 'GET', url: '/api/doctor/by-slug/asha-rao' });
    expect(bySlug.statusCode).toBe(404);

    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.map((m) => [m.toAddress, m.subject]).sort()).toEqual(
      [
        ['asha.rao@example.com', `We have received your application - ${ctx.config.site.name}`],
        [ctx.config.site.supportEmail, 'New therapist application: Asha Rao'],
      ].sort(),
    );

    // The applicant signs in with the form's email and password.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'Asha.Rao@example.com', password: 'secret-pass' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('gives a second applicant of the same name a different slug', async () => {
    await postJoin(ctx.app, joinFields(), { image: await photo() });
    const res = await postJoin(ctx.app, joinFields({ email: 'other@example.com' }), {
      image: await photo(),
    });
    expect(res.statusCode).toBe(200);
    const slugs = (await ctx.db.select().from(therapists)).map((t) => t.slug).sort();
    expect(slugs[0]).toBe('asha-rao');
    expect(slugs[1]).toMatch(/^asha-rao-[0-9a-f]{6}$/);
  });

  const refusals: Array<[string, () => Promise<Parameters<typeof postJoin>>, number, string]> = [
    [
      'a phone that is not 10 digits',
      async () => [ctx.app, joinFields({ phone: '98765 4321' }), { image: await photo() }],
      400,
      J.phoneInvalid,
    ],
    [
      'no city',
      async () => [ctx.app, joinFields({ location: { city: '  ' } }), { image: await photo() }],
      400,
      J.cityRequired,
    ],
    [
      'In-Person without a pin code',
      async () => [
        ctx.app,
        joinFields({ address: { line1: '12 MG Road', line2: '', pincode: '' } }),
        { image: await photo() },
      ],
      400,
      J.addressRequired,
    ],
    [
      'In-Person without address line 1',
      async () => [
        ctx.app,
        joinFields({ address: { line1: '', line2: '', pincode: '560001' } }),
        { image: await photo() },
      ],
      400,
      J.addressRequired,
    ],
    [
      'no available slot',
      async () => [ctx.app, joinFields({ timeSlots: {} }), { image: await photo() }],
      400,
      J.slotRequired,
    ],
    [
      'a start time off the hour',
      async () => [
        ctx.app,
        joinFields({ timeSlots: { Mon: ['09:30'] } }),
        { image: await photo() },
      ],
      400,
      J.slotRequired,
    ],
    [
      'no human check',
      async () => [ctx.app, joinFields({ turnstileToken: '' }), { image: await photo() }],
      400,
      J.verifyHuman,
    ],
    [
      'a failed human check',
      async () => [ctx.app, joinFields({ turnstileToken: 'forged' }), { image: await photo() }],
      400,
      J.verifyHuman,
    ],
    ['no photo', async () => [ctx.app, joinFields(), { documents: [pdf] }], 400, J.imageRequired],
    [
      'a text file named .jpg as the photo',
      async () => [
        ctx.app,
        joinFields(),
        { image: { name: 'me.jpg', type: 'image/jpeg', data: Buffer.from('not an image at all') } },
      ],
      400,
      JOIN_TEXT.photoType,
    ],
    [
      'a 6 MB photo',
      async () => [
        ctx.app,
        joinFields(),
        { image: { name: 'big.png', type: 'image/png', data: await noisyPng(6 * 1024 * 1024) } },
      ],
      413,
      JOIN_TEXT.photoTooLarge,
    ],
    [
      'an .exe renamed .pdf',
      async () => [
        ctx.app,
        joinFields(),
        {
          image: await photo(),
          documents: [pdf, { name: 'degree.pdf', type: 'application/pdf', data: EXE }],
        },
      ],
      400,
      J.unsupportedFiles('degree.pdf'),
    ],
    [
      'a Word document',
      async () => [
        ctx.app,
        joinFields(),
        {
          image: await photo(),
          documents: [
            {
              name: 'cv.docx',
              type: 'application/msword',
              data: Buffer.from('PK\u0003\u0004 word'),
            },
          ],
        },
      ],
      400,
      J.unsupportedFiles('cv.docx'),
    ],
    [
      'six documents',
      async () => [
        ctx.app,
        joinFields(),
        {
          image: await photo(),
          documents: Array.from({ length: 6 }, (_, i) => ({ ...pdf, name: `d${i}.pdf` })),
        },
      ],
      413,
      JOIN_TEXT.tooManyDocuments,
    ],
  ];

  for (const [what, request, status, message] of refusals) {
    it(`refuses ${what} with its message and stores nothing`, async () => {
      const res = await postJoin(...(await request()));
      expect(res.json()).toEqual({ success: false, code: expect.any(String), message });
      expect(res.statusCode).toBe(status);
      await expectNothingStored();
    });
  }

  it('refuses NUL in a text field or a file name before any query', async () => {
    const named = await postJoin(ctx.app, joinFields({ name: 'Asha\u0000Rao' }), {
      image: await photo(),
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe('Text must not contain NUL characters');
    const file = await postJoin(ctx.app, joinFields(), {
      image: await photo(),
      documents: [{ ...pdf, name: 'a\u0000.pdf' }],
    });
    expect(file.statusCode).toBe(400);
    await expectNothingStored();
  });

  it('refuses a JSON body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/doctor/join', payload: {} });
    expect(res.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: JOIN_TEXT.notMultipart,
    });
    await expectNothingStored();
  });

  it('refuses a registered email with the duplicate message and leaves no files', async () => {
    await insertClient(ctx.db, { email: 'Asha.Rao@Example.com' });
    const res = await postJoin(ctx.app, joinFields(), { image: await photo(), documents: [pdf] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: DUPLICATE_MESSAGES.email.defaultMessage,
    });
    expect(FRIENDLY.duplicateEmail.defaultMessage).toContain('already registered');
    expect(await ctx.db.select().from(therapists)).toEqual([]);
    expect(await ctx.db.select().from(uploads)).toEqual([]);
    expect(await ctx.db.select().from(mailOutbox)).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });
});

describe('GET /api/doctor/documents/:id', () => {
  async function applied() {
    await postJoin(ctx.app, joinFields(), { image: await photo(), documents: [pdf] });
    const [doc] = await ctx.db
      .select()
      .from(uploads)
      .where(eq(uploads.kind, 'qualification_document'));
    return doc!;
  }
  const fetchDoc = (id: string, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/doctor/documents/${id}`,
      headers: token ? { token } : {},
    });

  it('gives the document to its therapist and to admins only', async () => {
    const doc = await applied();
    const owner = await insertClient(ctx.db, { email: 'owner-session@example.com' });
    // A session for the applicant's own account: reuse the factory's token on that account.
    await ctx.db
      .update(accounts)
      .set({ role: 'therapist' })
      .where(eq(accounts.id, owner.account.id));
    await ctx.db
      .update(uploads)
      .set({ ownerAccountId: owner.account.id })
      .where(eq(uploads.id, doc.id));

    const mine = await fetchDoc(doc.id, owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toContain('no-store');
    expect(mine.headers['content-disposition']).toContain('attachment;');
    expect(mine.rawPayload.equals(PDF)).toBe(true);

    const admin = await insertClient(ctx.db, { role: 'owner' });
    expect((await fetchDoc(doc.id, admin.token)).statusCode).toBe(200);
    // Only who decides on documents opens them: support and finance do not (decision 0059).
    for (const role of ['support', 'finance'] as const) {
      const refused = await fetchDoc(doc.id, (await insertClient(ctx.db, { role })).token);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().code, role).toBe('FORBIDDEN');
    }

    const otherTherapist = await insertClient(ctx.db, { role: 'therapist' });
    expect((await fetchDoc(doc.id, otherTherapist.token)).statusCode).toBe(404);
    const client = await insertClient(ctx.db);
    expect((await fetchDoc(doc.id, client.token)).statusCode).toBe(403);
    expect((await fetchDoc(doc.id)).statusCode).toBe(401);
    expect((await fetchDoc('not-a-uuid', admin.token)).statusCode).toBe(404);
  });

  it('never serves a document through the public media route', async () => {
    const doc = await applied();
    const name = doc.storageKey.split('/').pop()!;
    for (const url of [
      `/api/media/photos/${name}`,
      `/api/media/photos/..%2F${doc.storageKey.replace('/', '%2F')}`,
      `/api/media/photos/${name.replace('.pdf', '-800.webp')}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.rawPayload.includes('%PDF')).toBe(false);
    }
  });
});
