import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { therapists } from '../db/schema';
import { insertClient } from './factories';
import { therapistScene } from './dashboard-test-kit';
import type { Ctx } from './booking-test-kit';
export { onePagePdf } from './one-page-pdf';

/** Shared set-up of the document review tests (decision 0048; not a test file itself). */

export const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

/** A multipart request with documents, as the dashboard's form sends it. */
export async function uploadDocuments(
  ctx: Ctx,
  token: string,
  files: Array<{ name: string; type: string; data: Buffer }>,
) {
  const form = new FormData();
  for (const f of files)
    form.append('qualificationDocuments', new Blob([f.data], { type: f.type }), f.name);
  const encoded = new Response(form);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/dashboard/documents',
    headers: { token, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

export const call = (
  ctx: Ctx,
  token: string | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? { token } : {},
    ...(payload ? { payload } : {}),
  });

/**
 * A live, verified therapist with an account (the badge shows, nothing on file), and an admin.
 * `slug` names the public profile the badge checks read.
 */
export async function liveVerifiedTherapist(
  ctx: Ctx,
  slug = 'dr-asha-rao',
  adminEmail: string | null = 'ops@example.com',
) {
  const scene = await therapistScene(ctx);
  await ctx.db
    .update(therapists)
    .set({
      slug,
      name: slug === 'dr-asha-rao' ? 'Dr. Asha Rao' : slug,
      verified: true,
      verificationGranted: true,
    })
    .where(eq(therapists.id, scene.t.id));
  const admin = await insertClient(ctx.db, {
    role: 'owner',
    ...(adminEmail ? { email: adminEmail } : {}),
  });
  return { ...scene, slug, admin };
}

/** The badge as the public profile (a cached listing answer) shows it. */
export async function profileBadge(ctx: Ctx, slug: string): Promise<boolean> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/doctor/by-slug/${slug}` });
  if (res.statusCode !== 200) throw new Error(`profile ${slug}: ${res.statusCode}`);
  return (res.json() as { data: { verified: boolean } }).data.verified;
}

/** The badge as the listing's search (another cached answer) shows it. */
export async function searchBadge(ctx: Ctx, slug: string): Promise<boolean | undefined> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/therapist/search' });
  const found = (res.json() as { doctors: Array<{ slug: string; verified: boolean }> }).doctors;
  return found.find((d) => d.slug === slug)?.verified;
}
