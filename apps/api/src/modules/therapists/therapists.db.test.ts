import { describe, expect, it } from 'vitest';
import { therapistBySlugResponse, therapistListResponse } from '@app/domain/schemas/therapist';
import { addIstDays, istInstant, istToday, toSlotDateKey } from '@app/domain/ist';
import { useTestApp } from '../../test/harness';
import { insertClient, insertTherapist } from '../../test/factories';
import { appointments, likes, slotHolds } from '../../db/schema';

const ctx = useTestApp();

describe('GET /api/therapist/list', () => {
  it('lists only approved, available therapists in the spec order', async () => {
    await insertTherapist(ctx.db, { slug: 'old-a', listedAt: new Date('2025-05-01T00:00:00Z') });
    await insertTherapist(ctx.db, {
      slug: 'new-early',
      listedAt: new Date('2025-11-05T00:00:00Z'),
    });
    await insertTherapist(ctx.db, { slug: 'hidden', available: false });
    await insertTherapist(ctx.db, { slug: 'pending', status: 'pending' });
    await insertTherapist(ctx.db, { slug: 'old-b', listedAt: new Date('2024-01-01T00:00:00Z') });
    await insertTherapist(ctx.db, { slug: 'new-late', listedAt: new Date('2025-12-05T00:00:00Z') });
    // Exactly at the cutoff counts as "not after" it.
    await insertTherapist(ctx.db, {
      slug: 'at-cutoff',
      listedAt: new Date('2025-10-31T18:30:00Z'),
    });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/therapist/list' });
    expect(res.statusCode).toBe(200);
    const body = therapistListResponse.parse(res.json());
    expect(body.doctors.map((d) => d.slug)).toEqual([
      'new-late',
      'new-early',
      'old-a',
      'old-b',
      'at-cutoff',
    ]);
  });

  it('marks what the signed-in caller liked', async () => {
    const t = await insertTherapist(ctx.db, { likes: 1 });
    await insertTherapist(ctx.db);
    const { account, token } = await insertClient(ctx.db);
    await ctx.db.insert(likes).values({ accountId: account.id, therapistId: t.id });

    const signedIn = therapistListResponse.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/therapist/list', headers: { token } })
      ).json(),
    );
    expect(signedIn.doctors.filter((d) => d.liked).map((d) => d._id)).toEqual([t.id]);

    const anonymous = therapistListResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/therapist/list' })).json(),
    );
    expect(anonymous.doctors.some((d) => d.liked)).toBe(false);

    const bogus = await ctx.app.inject({
      method: 'GET',
      url: '/api/therapist/list',
      headers: { token: 'nope' },
    });
    expect(bogus.statusCode).toBe(200);
  });
});

describe('GET /api/therapist/list: pages', () => {
  const slugsOf = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/therapist/list${query}` });
    expect(res.statusCode).toBe(200);
    return therapistListResponse.parse(res.json()).doctors.map((d) => d.slug);
  };

  it('answers the first 60 by default and the rest with page and pageSize', async () => {
    const start = Date.parse('2024-01-01T00:00:00Z');
    for (let i = 0; i < 65; i += 1) {
      const slug = `listed-${String(i).padStart(2, '0')}`;
      // Older first in the listing's second band: listed-00 is the newest of them.
      await insertTherapist(ctx.db, { slug, listedAt: new Date(start - i * 86_400_000) });
    }
    const all = Array.from({ length: 65 }, (_, i) => `listed-${String(i).padStart(2, '0')}`);

    const first = await slugsOf('');
    expect(first).toEqual(all.slice(0, 60));
    expect(await slugsOf('?page=1&pageSize=60')).toEqual(first);
    expect(await slugsOf('?page=2')).toEqual(all.slice(60));
    expect(await slugsOf('?page=3&pageSize=25')).toEqual(all.slice(50, 65));
    expect(await slugsOf('?page=4')).toEqual([]);
    const pagedBy20 = [
      ...(await slugsOf('?pageSize=20')),
      ...(await slugsOf('?page=2&pageSize=20')),
      ...(await slugsOf('?page=3&pageSize=20')),
      ...(await slugsOf('?page=4&pageSize=20')),
    ];
    expect(pagedBy20).toEqual(all);
  });

  it('refuses pages and sizes outside the schema with a message, answering no therapist', async () => {
    await insertTherapist(ctx.db);
    for (const query of ['?page=0', '?page=abc', '?page=1.5', '?pageSize=61', '?pageSize=0']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/therapist/list${query}` });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toEqual({
        success: false,
        code: expect.stringMatching(/^(VALIDATION|INVALID_INPUT)$/),
        field: expect.stringMatching(/page/i),
        message: expect.stringMatching(/page/i),
      });
    }
  });
});

describe('GET /api/therapist/top-regions', () => {
  it('ranks cities of listed therapists by count, case-insensitively', async () => {
    await insertTherapist(ctx.db, { city: 'Pune' });
    await insertTherapist(ctx.db, { city: ' pune ' });
    await insertTherapist(ctx.db, { city: 'Chennai' });
    await insertTherapist(ctx.db, { city: 'Mumbai', available: false });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/therapist/top-regions' });
    expect(res.json()).toEqual({
      success: true,
      regions: [{ region: 'Pune' }, { region: 'Chennai' }],
      message: expect.any(String),
    });
  });

  it('answers an empty list when nobody is listed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/therapist/top-regions' });
    expect(res.json().regions).toEqual([]);
  });
});

describe('GET /api/doctor/by-slug/:slug', () => {
  it('returns the profile with weekly hours and booked slots of the next 30 IST days', async () => {
    const t = await insertTherapist(ctx.db, {
      slug: 'asha-rao',
      addressLine1: '12 MG Road',
      pincode: '411001',
      hours: [
        { weekday: 1, startTime: '10:00' },
        { weekday: 1, startTime: '11:00' },
        { weekday: 3, startTime: '17:00' },
      ],
    });
    const { account } = await insertClient(ctx.db);
    const day = addIstDays(istToday(new Date()), 2);
    const startsAt = istInstant(day, '10:00');
    await ctx.db
      .insert(slotHolds)
      .values({ therapistId: t.id, startsAt, clientId: account.id, kind: 'booking' });
    // An expired hold frees its slot.
    await ctx.db.insert(slotHolds).values({
      therapistId: t.id,
      startsAt: istInstant(day, '11:00'),
      clientId: account.id,
      kind: 'payment',
      expiresAt: new Date(Date.now() - 1000),
    });
    await ctx.db.insert(appointments).values({
      clientId: account.id,
      therapistId: t.id,
      startsAt: istInstant(day, '12:00'),
      slotDate: toSlotDateKey(day),
      slotTime: '12:00',
      sessionType: 'online',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.example',
      phone: '9876543210',
      payment: 'paid',
      therapistFeeRupees: 1500,
      bookingFeePaise: 9900,
      refundPolicy: 'standard-24h',
    });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/doctor/by-slug/asha-rao' });
    expect(res.statusCode).toBe(200);
    const { data } = therapistBySlugResponse.parse(res.json());
    expect(data.timeSlots).toEqual({ Mon: ['10:00', '11:00'], Wed: ['17:00'] });
    expect(data.slots_booked).toEqual({ [toSlotDateKey(day)]: ['10:00', '12:00'] });
    expect(data.address).toEqual({ line1: '12 MG Road', line2: '', pincode: '411001' });
  });

  it('answers 404 for an unknown or unapproved slug and 400 for a malformed one', async () => {
    await insertTherapist(ctx.db, { slug: 'pending-one', status: 'pending' });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/doctor/by-slug/nobody-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: 'Unable to find therapist',
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/doctor/by-slug/pending-one' })).statusCode,
    ).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/doctor/by-slug/Bad%20Slug' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});

describe('GET /api/doctor/by-id/:id', () => {
  it('returns the same profile as by-slug, and 404 for an unknown, unapproved or malformed id', async () => {
    const t = await insertTherapist(ctx.db, { slug: 'meera-iyer' });
    const pending = await insertTherapist(ctx.db, { slug: 'not-yet', status: 'pending' });
    const byId = await ctx.app.inject({ method: 'GET', url: `/api/doctor/by-id/${t.id}` });
    const bySlug = await ctx.app.inject({ method: 'GET', url: '/api/doctor/by-slug/meera-iyer' });
    expect(byId.statusCode).toBe(200);
    expect(therapistBySlugResponse.parse(byId.json())).toEqual(bySlug.json());
    for (const id of [pending.id, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/doctor/by-id/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: 'Unable to find therapist',
      });
    }
  });
});
