import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { showsVerifiedBadge } from '@app/domain/document-review';
import { therapists, uploads } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { insertClient, insertTherapist } from '../../test/factories';
import {
  call,
  liveVerifiedTherapist,
  onePagePdf,
  profileBadge,
  searchBadge,
  smallPng,
  uploadDocuments,
} from '../../test/document-review-kit';
import { readListingVersion } from '../therapists/listing/search.queries';

const ctx = useTestApp();

const pdf = (name: string) => ({ name, type: 'application/pdf', data: onePagePdf(name) });

async function upload(token: string, ...names: string[]) {
  const res = await uploadDocuments(ctx, token, names.map(pdf));
  expect(res.statusCode, res.body).toBe(200);
  const docs = res.json().documents as Array<{ id: string; fileName: string }>;
  return names.map((n) => docs.find((d) => d.fileName === n)!.id);
}

const decide = async (token: string, id: string, action: 'accept' | 'reject') => {
  const res = await call(
    ctx,
    token,
    'POST',
    `/api/admin/documents/${id}/${action}`,
    action === 'reject' ? { reason: 'Please send a clearer scan.' } : {},
  );
  expect(res.statusCode, res.body).toBe(200);
};

/** The badge everywhere it is read: the row, the cached profile and search, the dashboard. */
async function badgeEverywhere(slug: string, therapistToken: string) {
  const [row] = await ctx.db.select().from(therapists).where(eq(therapists.slug, slug));
  const dashboard = (await call(ctx, therapistToken, 'GET', '/api/dashboard/me')).json();
  return {
    row: row!.verified,
    profile: await profileBadge(ctx, slug),
    search: await searchBadge(ctx, slug),
    dashboard: dashboard.therapist.verified as boolean,
  };
}
const everywhere = (v: boolean) => ({ row: v, profile: v, search: v, dashboard: v });

/** The rule, read from the tables: the badge is the verification and every document accepted. */
async function ruleHolds() {
  const rows = await ctx.db.select().from(therapists);
  for (const t of rows) {
    const docs = await ctx.db
      .select({ state: uploads.reviewState, kind: uploads.kind })
      .from(uploads)
      .where(eq(uploads.therapistId, t.id));
    const onFile = docs.filter((d) => d.kind === 'qualification_document').map((d) => d.state);
    expect({ slug: t.slug, verified: t.verified }).toEqual({
      slug: t.slug,
      verified: showsVerifiedBadge(t.verificationGranted, onFile),
    });
  }
}

describe('the Verified badge shows only while every document on file is accepted', () => {
  it('hides on an upload after approval and returns once the team accepts, in every cached answer', async () => {
    const { therapist, admin, slug } = await liveVerifiedTherapist(ctx);
    // Warm the cached answers first: the change must reach them, not a cold read.
    expect(await badgeEverywhere(slug, therapist.token)).toEqual(everywhere(true));
    const before = await readListingVersion(ctx.db);

    const [a, b] = await upload(therapist.token, 'a-licence.pdf', 'b-degree.pdf');
    expect(await readListingVersion(ctx.db)).not.toBe(before);
    expect(await badgeEverywhere(slug, therapist.token)).toEqual(everywhere(false));
    const docs = (await call(ctx, therapist.token, 'GET', '/api/dashboard/documents')).json();
    expect(docs.verified).toBe(false);

    await decide(admin.token, a!, 'accept');
    expect(await badgeEverywhere(slug, therapist.token)).toEqual(everywhere(false));
    await decide(admin.token, b!, 'accept');
    expect(await badgeEverywhere(slug, therapist.token)).toEqual(everywhere(true));

    // Asked again: hidden until the therapist takes it back (or it is accepted after all).
    await decide(admin.token, b!, 'reject');
    expect(await badgeEverywhere(slug, therapist.token)).toEqual(everywhere(false));
    const removed = await call(ctx, therapist.token, 'DELETE', `/api/dashboard/documents/${b}`);
    expect(removed.statusCode).toBe(200);
    expect(await badgeEverywhere(slug, therapist.token)).toEqual(everywhere(true));
    await ruleHolds();
  });

  it('accepting every document of a therapist never verified gives the badge; Unverify takes it away', async () => {
    const { therapist, admin, slug, t } = await liveVerifiedTherapist(ctx);
    await ctx.db
      .update(therapists)
      .set({ verified: false, verificationGranted: false })
      .where(eq(therapists.id, t.id));
    const [a] = await upload(therapist.token, 'licence.pdf');
    expect(await profileBadge(ctx, slug)).toBe(false);

    // The Therapists table's Verify waits for the documents.
    const verify = (verified: boolean) =>
      call(ctx, admin.token, 'POST', `/api/admin/therapists/${t.id}/verify`, { verified });
    const refused = await verify(true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('review them in Documents');

    await decide(admin.token, a!, 'accept');
    expect(await badgeEverywhere(slug, therapist.token)).toEqual(everywhere(true));

    const off = await verify(false);
    expect(off.json().therapist).toMatchObject({ verified: false, verificationGranted: false });
    expect(await profileBadge(ctx, slug)).toBe(false);
    expect((await verify(false)).statusCode).toBe(409);
    const on = await verify(true);
    expect(on.json().therapist).toMatchObject({
      verified: true,
      verificationGranted: true,
      documentCounts: { onFile: 1, outstanding: 0 },
    });
    expect(await profileBadge(ctx, slug)).toBe(true);
    await ruleHolds();
  });

  it('an applicant’s documents wait in the queue; accepting them verifies the approved profile', async () => {
    const admin = await insertClient(ctx.db, { role: 'owner' });
    const applicant = await insertTherapist(ctx.db, { slug: 'dr-new', status: 'pending' });
    const [doc] = await ctx.db
      .insert(uploads)
      .values({
        therapistId: applicant.id,
        kind: 'qualification_document',
        fileName: 'licence.pdf',
        contentType: 'application/pdf',
        sizeBytes: 10,
        storageKey: 'documents/dr-new.pdf',
      })
      .returning();
    const queue = await call(ctx, admin.token, 'GET', '/api/admin/documents?state=pending');
    expect(queue.json().items).toEqual([
      expect.objectContaining({
        id: doc!.id,
        therapist: expect.objectContaining({ status: 'pending' }),
      }),
    ]);
    const apps = await call(ctx, admin.token, 'GET', '/api/admin/applications');
    expect(apps.json().items[0].documents).toEqual([
      expect.objectContaining({ id: doc!.id, state: 'pending' }),
    ]);
    await call(ctx, admin.token, 'POST', `/api/admin/therapists/${applicant.id}/approve`, {});
    expect(await profileBadge(ctx, 'dr-new')).toBe(false);
    await decide(admin.token, doc!.id, 'accept');
    expect(await profileBadge(ctx, 'dr-new')).toBe(true);
    await ruleHolds();
  });

  it('holds through any sequence of uploads, decisions, withdrawals and verification changes', async () => {
    const { therapist, admin, slug, t } = await liveVerifiedTherapist(ctx);
    // A fixed pseudo-random walk (the same on both databases).
    let seed = 48;
    const next = (n: number) => {
      // mulberry32
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) % n;
    };
    const moves = [0, 0, 0, 0, 0, 0];
    const onFile: string[] = [];
    for (let step = 0; step < 24; step++) {
      const move = next(6);
      moves[move] = (moves[move] ?? 0) + 1;
      const id = onFile.length > 0 ? onFile[next(onFile.length)]! : null;
      if (move === 0 || !id) {
        onFile.push(...(await upload(therapist.token, `doc-${step}.pdf`)));
      } else if (move === 1 || move === 2) {
        await call(ctx, admin.token, 'POST', `/api/admin/documents/${id}/accept`, {});
      } else if (move === 3) {
        await call(ctx, admin.token, 'POST', `/api/admin/documents/${id}/reject`, {
          reason: 'Again, please.',
        });
      } else if (move === 4) {
        const res = await call(ctx, therapist.token, 'DELETE', `/api/dashboard/documents/${id}`);
        if (res.statusCode === 200) onFile.splice(onFile.indexOf(id), 1);
      } else {
        await call(ctx, admin.token, 'POST', `/api/admin/therapists/${t.id}/verify`, {
          verified: next(2) === 0,
        });
      }
      await ruleHolds();
      const [row] = await ctx.db.select().from(therapists).where(eq(therapists.id, t.id));
      expect(await profileBadge(ctx, slug)).toBe(row!.verified);
    }
    // The walk tried every kind of step.
    expect(moves.every((n) => n > 0)).toBe(true);
  });

  it('stays in step when an upload and a decision for the same therapist race', async () => {
    const { therapist, admin } = await liveVerifiedTherapist(ctx);
    const [a] = await upload(therapist.token, 'first.pdf');
    const png = { name: 'second.png', type: 'image/png', data: await smallPng() };
    await Promise.all([
      decide(admin.token, a!, 'accept'),
      uploadDocuments(ctx, therapist.token, [png]).then((r) => expect(r.statusCode).toBe(200)),
    ]);
    await ruleHolds();
  });
});

describe('the document review migration (0021)', () => {
  /** Its hand-written backfill, run on rows as they were before it. */
  const backfill = readFileSync(
    new URL('../../db/migrations/0027_document_review.sql', import.meta.url),
    'utf8',
  )
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^--.*$/gm, '').trim())
    .filter((s) => s.startsWith('UPDATE'));

  it('counts a verified therapist’s documents as accepted and an applicant’s as waiting', async () => {
    expect(backfill).toHaveLength(3);
    const verified = await insertTherapist(ctx.db, { slug: 'verified', verified: true });
    const applicant = await insertTherapist(ctx.db, { slug: 'applicant', status: 'pending' });
    const unverified = await insertTherapist(ctx.db, { slug: 'unverified' });
    const file = (therapistId: string, kind: string, key: string) => ({
      therapistId,
      kind,
      contentType: kind === 'photo' ? 'image/webp' : 'application/pdf',
      sizeBytes: 1,
      storageKey: key,
    });
    await ctx.db
      .insert(uploads)
      .values([
        file(verified.id, 'qualification_document', 'v-1'),
        file(verified.id, 'photo', 'v-photo'),
        file(applicant.id, 'qualification_document', 'a-1'),
        file(applicant.id, 'photo', 'a-photo'),
        file(unverified.id, 'qualification_document', 'u-1'),
      ]);
    // As before the migration: every row has the new columns' defaults.
    await ctx.db.execute(sql`UPDATE uploads SET review_state = 'pending'`);
    await ctx.db.execute(sql`UPDATE therapists SET verification_granted = false`);
    for (const statement of backfill) await ctx.db.execute(sql.raw(statement));

    const states = await ctx.db
      .select({ key: uploads.storageKey, state: uploads.reviewState })
      .from(uploads);
    expect(Object.fromEntries(states.map((r) => [r.key, r.state]))).toEqual({
      'v-1': 'accepted',
      'v-photo': 'accepted',
      'a-1': 'pending',
      'a-photo': 'accepted',
      'u-1': 'pending',
    });
    const granted = await ctx.db
      .select({ slug: therapists.slug, granted: therapists.verificationGranted })
      .from(therapists);
    expect(Object.fromEntries(granted.map((r) => [r.slug, r.granted]))).toEqual({
      verified: true,
      applicant: false,
      unverified: false,
    });
    await ruleHolds();
  });
});
