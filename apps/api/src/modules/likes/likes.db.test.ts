import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { likeToggleResponse } from '@app/domain/schemas/likes';
import { therapistBySlugResponse, therapistListResponse } from '@app/domain/schemas/therapist';
import { useTestApp } from '../../test/harness';
import { insertClient, insertTherapist } from '../../test/factories';
import { likes, therapists } from '../../db/schema';

const ctx = useTestApp();

const toggle = (docId: unknown, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/doctor/like-toggle',
    headers: token ? { token } : {},
    payload: { docId },
  });

async function stored(therapistId: string) {
  const [row] = await ctx.db
    .select({ likes: therapists.likes })
    .from(therapists)
    .where(eq(therapists.id, therapistId));
  const [rows] = await ctx.db
    .select({ n: count() })
    .from(likes)
    .where(eq(likes.therapistId, therapistId));
  return { counter: row?.likes, rows: Number(rows?.n) };
}

describe('POST /api/doctor/like-toggle', () => {
  it('likes, then takes the like back, keeping the counter and the rows together', async () => {
    const t = await insertTherapist(ctx.db, { slug: 'asha', likes: 4 });
    const { token } = await insertClient(ctx.db);

    const first = await toggle(t.id, token);
    expect(first.statusCode).toBe(200);
    expect(likeToggleResponse.parse(first.json())).toEqual({
      success: true,
      liked: true,
      likes: 5,
      message: 'Therapist liked',
    });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/doctor/by-slug/asha',
      headers: { token },
    });
    expect(therapistBySlugResponse.parse(profile.json()).data).toMatchObject({
      liked: true,
      likes: 5,
    });

    const second = likeToggleResponse.parse((await toggle(t.id, token)).json());
    expect(second).toMatchObject({ liked: false, likes: 4, message: 'Like removed' });
    const list = therapistListResponse.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/therapist/list', headers: { token } })
      ).json(),
    );
    expect(list.doctors[0]).toMatchObject({ liked: false, likes: 4 });
  });

  it('counts likes of different users separately', async () => {
    const t = await insertTherapist(ctx.db);
    const a = await insertClient(ctx.db);
    const b = await insertClient(ctx.db);
    expect((await toggle(t.id, a.token)).json()).toMatchObject({ liked: true, likes: 1 });
    expect((await toggle(t.id, b.token)).json()).toMatchObject({ liked: true, likes: 2 });
    expect((await toggle(t.id, a.token)).json()).toMatchObject({ liked: false, likes: 1 });
    expect(await stored(t.id)).toEqual({ counter: 1, rows: 1 });
  });

  it('stays consistent when one user fires 10 toggles at once', async () => {
    const t = await insertTherapist(ctx.db);
    const { token } = await insertClient(ctx.db);
    const responses = await Promise.all(Array.from({ length: 10 }, () => toggle(t.id, token)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const results = responses.map((r) => likeToggleResponse.parse(r.json()));
    // Every toggle flipped the state exactly once: five likes, five take-backs, back to none.
    expect(results.filter((r) => r.liked)).toHaveLength(5);
    expect(results.every((r) => r.likes >= 0 && r.likes <= 1)).toBe(true);
    expect(await stored(t.id)).toEqual({ counter: 0, rows: 0 });
  });

  it('stays consistent when 10 users like at once', async () => {
    const t = await insertTherapist(ctx.db);
    const clients = await Promise.all(Array.from({ length: 10 }, () => insertClient(ctx.db)));
    const responses = await Promise.all(clients.map((c) => toggle(t.id, c.token)));
    expect(responses.map((r) => r.json().liked)).toEqual(Array(10).fill(true));
    expect(await stored(t.id)).toEqual({ counter: 10, rows: 10 });
  });

  it('never takes the counter below zero', async () => {
    const t = await insertTherapist(ctx.db, { likes: 0 });
    const { account, token } = await insertClient(ctx.db);
    // A row whose like was never counted (legacy data).
    await ctx.db.insert(likes).values({ accountId: account.id, therapistId: t.id });
    expect((await toggle(t.id, token)).json()).toMatchObject({ liked: false, likes: 0 });
  });

  it('answers 401 without a valid token', async () => {
    const t = await insertTherapist(ctx.db);
    for (const res of [
      await toggle(t.id),
      await toggle(t.id, 'not-a-token'),
      await toggle(undefined),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    expect(await stored(t.id)).toEqual({ counter: 0, rows: 0 });
  });

  it('answers 404 for an unknown, malformed or unapproved therapist and 400 for a missing docId', async () => {
    const pending = await insertTherapist(ctx.db, { status: 'pending' });
    const { token } = await insertClient(ctx.db);
    for (const docId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', pending.id]) {
      const res = await toggle(docId, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: 'Unable to find therapist',
      });
    }
    const missing = await toggle(undefined, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().success).toBe(false);
  });
});
