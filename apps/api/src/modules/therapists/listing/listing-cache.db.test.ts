import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pickFeatured } from '@app/domain/featured';
import { FEATURED_MAX } from '@app/domain/constants';
import {
  therapistBySlugResponse,
  therapistListResponse,
  topRegionsResponse,
} from '@app/domain/schemas/therapist';
import { buildTestApp, useTestApp } from '../../../test/harness';
import { insertClient, insertTherapist } from '../../../test/factories';
import { likes, therapistHours, therapists } from '../../../db/schema';
import { readAvailabilityVersion, readListingVersion } from './search.queries';
import { LIST_LIMIT } from '../therapists.service';
import { LIKES_MAX_LAG_MS } from './listing-cache';
import { nextIstHourStart } from '@app/domain/listing-search';

const ctx = useTestApp();

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('listing version', () => {
  it('moves on every write to therapists or weekly hours, and only then', async () => {
    const v0 = await readListingVersion(ctx.db);
    expect(await readListingVersion(ctx.db)).toBe(v0);
    const t = await insertTherapist(ctx.db);
    const v1 = await readListingVersion(ctx.db);
    expect(v1).not.toBe(v0);
    await ctx.db.update(therapists).set({ name: 'Renamed' }).where(eq(therapists.id, t.id));
    const v2 = await readListingVersion(ctx.db);
    expect(v2).not.toBe(v1);
    await ctx.db
      .insert(therapistHours)
      .values({ therapistId: t.id, weekday: 1, startTime: '10:00' });
    const v3 = await readListingVersion(ctx.db);
    expect(v3).not.toBe(v2);
    await ctx.db.execute(sql`TRUNCATE therapists CASCADE`);
    const v4 = await readListingVersion(ctx.db);
    expect(new Set([v0, v1, v2, v3, v4]).size).toBe(5);
    expect(await readListingVersion(ctx.db)).toBe(v4);
  });

  it('is not moved by a like, which changes only the likes counter', async () => {
    const t = await insertTherapist(ctx.db);
    const before = await readListingVersion(ctx.db);
    await ctx.db
      .update(therapists)
      .set({ likes: sql`${therapists.likes} + 1`, updatedAt: new Date() })
      .where(eq(therapists.id, t.id));
    expect(await readListingVersion(ctx.db)).toBe(before);
    await ctx.db
      .update(therapists)
      .set({ likes: sql`${therapists.likes} + 1`, feeRupees: 1234 })
      .where(eq(therapists.id, t.id));
    expect(await readListingVersion(ctx.db)).not.toBe(before);
  });

  it('is not moved by the availability read model, which moves its own version', async () => {
    const t = await insertTherapist(ctx.db, {
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '10:00' })),
    });
    const searchNext = async () =>
      ((await get('/api/therapist/search')) as { doctors: { nextAvailable: unknown }[] }).doctors[0]
        ?.nextAvailable ?? null;
    // Cached before the read model has a row: the card shows no open time.
    expect(await searchNext()).toBeNull();
    const listing = await readListingVersion(ctx.db);
    const availability = await readAvailabilityVersion(ctx.db);

    await ctx.app.booking.availabilityModel?.refresh([t.id]);
    expect(await readListingVersion(ctx.db)).toBe(listing);
    expect(await readAvailabilityVersion(ctx.db)).not.toBe(availability);
    expect(await searchNext()).not.toBeNull();
  });

  it('is not moved by a rolled-back write', async () => {
    const t = await insertTherapist(ctx.db);
    const before = await readListingVersion(ctx.db);
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(therapists).set({ name: 'Never' }).where(eq(therapists.id, t.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readListingVersion(ctx.db)).toBe(before);
  });
});

describe('cached listing answers', () => {
  it('serve a change to a therapist on the very next request', async () => {
    const t = await insertTherapist(ctx.db, { slug: 'asha', city: 'Pune', name: 'Asha' });
    const profile = () => get('/api/doctor/by-slug/asha').then(therapistBySlugResponse.parse);
    const regions = () => get('/api/therapist/top-regions').then(topRegionsResponse.parse);
    expect((await profile()).data.name).toBe('Asha');
    expect((await regions()).regions).toEqual([{ region: 'Pune' }]);

    await ctx.db
      .update(therapists)
      .set({ name: 'Asha Rao', city: ' NASHIK ' })
      .where(eq(therapists.id, t.id));
    expect((await profile()).data.name).toBe('Asha Rao');
    expect((await regions()).regions).toEqual([{ region: 'Nashik' }]);

    await ctx.db
      .insert(therapistHours)
      .values({ therapistId: t.id, weekday: 2, startTime: '09:00' });
    expect((await profile()).data.timeSlots).toEqual({ Tue: ['09:00'] });

    await ctx.db.update(therapists).set({ status: 'suspended' }).where(eq(therapists.id, t.id));
    const gone = await ctx.app.inject({ method: 'GET', url: '/api/doctor/by-slug/asha' });
    expect(gone.statusCode).toBe(404);
  });

  it('keep each caller’s own likes out of the shared answer', async () => {
    const t = await insertTherapist(ctx.db, { slug: 'liked-one' });
    const { account, token } = await insertClient(ctx.db);
    await ctx.db.insert(likes).values({ accountId: account.id, therapistId: t.id });
    const urls = ['/api/therapist/search', '/api/therapist/featured', '/api/therapist/list'];
    for (const url of urls) {
      expect((await get(url, { token })).doctors[0].liked, url).toBe(true);
      expect((await get(url)).doctors[0].liked, url).toBe(false);
      expect((await get(url, { token })).doctors[0].liked, url).toBe(true);
    }
    expect((await get('/api/doctor/by-slug/liked-one', { token })).data.liked).toBe(true);
    expect((await get('/api/doctor/by-slug/liked-one')).data.liked).toBe(false);
  });
});

describe('like counts in cached answers', () => {
  it('are exact for a signed-in caller at once and reach visitors within the lag', async () => {
    let offsetMs = 0;
    const own = await buildTestApp({ now: () => new Date(Date.now() + offsetMs) });
    try {
      const t = await insertTherapist(own.db, { slug: 'popular' });
      const { token } = await insertClient(own.db);
      const read = async (url: string, headers: Record<string, string> = {}) =>
        (await own.app.inject({ method: 'GET', url, headers })).json();
      const visitorCounts = async () => [
        (await read('/api/therapist/search')).doctors[0].likes,
        (await read('/api/doctor/by-slug/popular')).data.likes,
        (await read('/api/therapist/list')).doctors[0].likes,
      ];
      expect(await visitorCounts()).toEqual([0, 0, 0]);

      const toggled = await own.app.inject({
        method: 'POST',
        url: '/api/doctor/like-toggle',
        headers: { token },
        payload: { docId: t.id },
      });
      expect(toggled.json()).toMatchObject({ success: true, liked: true, likes: 1 });

      expect((await read('/api/therapist/search', { token })).doctors[0]).toMatchObject({
        liked: true,
        likes: 1,
      });
      expect((await read('/api/doctor/by-slug/popular', { token })).data.likes).toBe(1);
      // The listing engine follows likes (the likes order), so a visitor's search shows it at
      // once; the profile and the bounded list are shared until they are LIKES_MAX_LAG_MS old.
      expect(await visitorCounts()).toEqual([1, 0, 0]);
      offsetMs = LIKES_MAX_LAG_MS + 1;
      expect(await visitorCounts()).toEqual([1, 1, 1]);
    } finally {
      await own.app.close();
    }
  });
});

describe('a signed-out search repeated as the same query string', () => {
  it('answers a change to a therapist on the very next request', async () => {
    const t = await insertTherapist(ctx.db, { name: 'Asha Kapoor', feeRupees: 1200 });
    const url = '/api/therapist/search?q=asha&feeMax=2000';
    const fees = async () => ((await get(url)).doctors as { fees: number }[]).map((d) => d.fees);
    expect(await fees()).toEqual([1200]);
    expect(await fees()).toEqual([1200]);
    await ctx.db.update(therapists).set({ feeRupees: 1500 }).where(eq(therapists.id, t.id));
    expect(await fees()).toEqual([1500]);
    await ctx.db.update(therapists).set({ feeRupees: 2500 }).where(eq(therapists.id, t.id));
    expect(await fees()).toEqual([]);
  });

  it('follows a like at once, with or without open times asked', async () => {
    const start = Date.now();
    // A second before an IST hour starts.
    let at = nextIstHourStart(new Date(start)).getTime() - 1_000;
    const own = await buildTestApp({ now: () => new Date(at + (Date.now() - start)) });
    try {
      const t = await insertTherapist(own.db, {
        hours: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
          ['09:00', '13:00', '18:00'].map((startTime) => ({ weekday, startTime })),
        ),
      });
      await own.app.booking.availabilityModel?.refresh([t.id]);
      const { token } = await insertClient(own.db);
      const likesSeen = async (url: string) =>
        (await own.app.inject({ method: 'GET', url })).json().doctors[0].likes;
      const week = '/api/therapist/search?availableWithin=week';
      const plain = '/api/therapist/search?sort=likes';
      expect([await likesSeen(week), await likesSeen(plain)]).toEqual([0, 0]);
      await own.app.inject({
        method: 'POST',
        url: '/api/doctor/like-toggle',
        headers: { token },
        payload: { docId: t.id },
      });
      at += 2_000;
      expect(await likesSeen(plain)).toBe(1);
      expect(await likesSeen(week)).toBe(1);
    } finally {
      await own.app.close();
    }
  });
});

describe('GET /api/therapist/featured', () => {
  it('answers the week’s seeded pick over the listed therapists, live placements first', async () => {
    const future = new Date(Date.now() + 30 * 86_400_000);
    const past = new Date(Date.now() - 86_400_000);
    const live = [];
    for (let i = 0; i < 3; i++)
      live.push(await insertTherapist(ctx.db, { featured: true, featuredExpiry: future }));
    await insertTherapist(ctx.db, { featured: true, featuredExpiry: past });
    await insertTherapist(ctx.db, { featured: true, featuredExpiry: future, available: false });
    for (let i = 0; i < 8; i++) await insertTherapist(ctx.db);

    const body = therapistListResponse.parse(await get('/api/therapist/featured'));
    expect(body.doctors).toHaveLength(FEATURED_MAX);
    expect(new Set(body.doctors.slice(0, 3).map((d) => d._id))).toEqual(
      new Set(live.map((t) => t.id)),
    );
    const listed = await ctx.db
      .select()
      .from(therapists)
      .where(sql`${therapists.status} = 'approved' and ${therapists.available}`);
    const want = pickFeatured(
      listed.map((t) => ({
        id: t.id,
        featured: t.featured,
        featuredExpiry: t.featuredExpiry?.toISOString() ?? null,
        available: t.available,
      })),
      new Date(),
    );
    expect(body.doctors.map((d) => d._id)).toEqual(want.map((t) => t.id));
  });

  it('drops a placement once it is no longer live', async () => {
    const t = await insertTherapist(ctx.db, {
      featured: true,
      featuredExpiry: new Date(Date.now() + 86_400_000),
    });
    await insertTherapist(ctx.db);
    expect((await get('/api/therapist/featured')).doctors[0]._id).toBe(t.id);
    await ctx.db.update(therapists).set({ available: false }).where(eq(therapists.id, t.id));
    const after = therapistListResponse.parse(await get('/api/therapist/featured'));
    expect(after.doctors.map((d) => d._id)).not.toContain(t.id);
  });
});

describe('GET /api/therapist/list', () => {
  it(`answers at most the first ${LIST_LIMIT} therapists in listing order`, async () => {
    const values = Array.from({ length: LIST_LIMIT + 3 }, (_, i) => ({
      slug: `bulk-${i}`,
      name: `Bulk ${i}`,
      imageUrl: '/x.svg',
      professionalTitle: 'Counsellor',
      status: 'approved' as const,
    }));
    await ctx.db.insert(therapists).values(values);
    const body = therapistListResponse.parse(await get('/api/therapist/list'));
    expect(body.doctors.map((d) => d.slug)).toEqual(values.slice(0, LIST_LIMIT).map((v) => v.slug));
  });
});
