import { describe, expect, it } from 'vitest';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { joinWaitlistResponse, waitlistResponse } from '@app/domain/schemas/waitlist';
import { WAITLIST_MAX_LIVE_ENTRIES } from '@app/domain/waitlist';
import { insertClient, insertTherapist } from '../../test/factories';
import { useClockedApp, type Ctx } from '../../test/booking-test-kit';

const clocked = useClockedApp();

const day = (n: number) => toSlotDateKey(addIstDays(istToday(clocked.clock.now), n));

const join = (ctx: Ctx, token: string | null, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/waitlist',
    payload,
    headers: token ? { token } : {},
  });
const list = (ctx: Ctx, token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/user/waitlist', headers: { token } });
const leave = (ctx: Ctx, token: string, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/user/waitlist/${id}`, headers: { token } });

async function scene() {
  const { ctx } = clocked;
  const t = await insertTherapist(ctx.db, { sessionModes: ['Online'], slug: 'asha-rao' });
  const a = await insertClient(ctx.db);
  const b = await insertClient(ctx.db);
  return { ctx, t, a, b };
}

describe('POST /api/user/waitlist', () => {
  it('joins for a range with a time of day and mode, and lists it', async () => {
    const { ctx, t, a } = await scene();
    const res = await join(ctx, a.token, {
      docId: t.id,
      slotDate: day(2),
      slotDateTo: day(5),
      timeOfDay: 'evening',
      sessionType: 'Online',
    });
    expect(res.statusCode).toBe(200);
    const { entry } = joinWaitlistResponse.parse(res.json());
    expect(entry).toMatchObject({
      docId: t.id,
      therapistSlug: 'asha-rao',
      slotDate: day(2),
      slotDateTo: day(5),
      timeOfDay: 'evening',
      sessionType: 'online',
      noticesSent: 0,
    });
    const listed = waitlistResponse.parse((await list(ctx, a.token)).json());
    expect(listed.entries.map((e) => e._id)).toEqual([entry._id]);
  });

  it('needs a signed-in caller', async () => {
    const { ctx, t } = await scene();
    const res = await join(ctx, null, { docId: t.id, slotDate: day(2) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_SIGNED_IN' });
  });

  it('refuses a range over 14 days, a reversed range, a passed day and an unknown time of day', async () => {
    const { ctx, t, a } = await scene();
    // A rule of the product answers VALIDATION; a value of the wrong shape INVALID_INPUT.
    const cases = [
      [{ slotDate: day(1), slotDateTo: day(15) }, 'slotDateTo', 'VALIDATION'],
      [{ slotDate: day(4), slotDateTo: day(3) }, 'slotDateTo', 'VALIDATION'],
      [{ slotDate: day(-1) }, 'slotDate', 'VALIDATION'],
      [{ slotDate: day(1), timeOfDay: 'night' }, 'timeOfDay', 'INVALID_INPUT'],
      [{ slotDate: '31_2_2030' }, 'slotDate', 'INVALID_INPUT'],
    ] as const;
    for (const [wish, field, code] of cases) {
      const res = await join(ctx, a.token, { docId: t.id, ...wish });
      expect(res.statusCode, JSON.stringify(wish)).toBe(400);
      expect(res.json(), JSON.stringify(wish)).toMatchObject({ success: false, code, field });
    }
    // A range of exactly 14 days is fine.
    const fine = await join(ctx, a.token, { docId: t.id, slotDate: day(1), slotDateTo: day(14) });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a mode the therapist does not offer, and an unknown or unlisted therapist', async () => {
    const { ctx, t, a } = await scene();
    const mode = await join(ctx, a.token, {
      docId: t.id,
      slotDate: day(1),
      sessionType: 'in-person',
    });
    expect(mode.statusCode).toBe(400);
    expect(mode.json()).toMatchObject({ code: 'VALIDATION', field: 'sessionType' });
    const hidden = await insertTherapist(ctx.db, { status: 'pending' });
    for (const docId of [hidden.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await join(ctx, a.token, { docId, slotDate: day(1) });
      expect(res.statusCode, docId).toBe(404);
      expect(res.json()).toMatchObject({ code: 'THERAPIST_NOT_FOUND' });
    }
  });

  it('keeps at most five live entries, counting only those whose days have not passed', async () => {
    const { ctx, t, a } = await scene();
    for (let i = 1; i <= WAITLIST_MAX_LIVE_ENTRIES; i++) {
      expect((await join(ctx, a.token, { docId: t.id, slotDate: day(i) })).statusCode).toBe(200);
    }
    const sixth = await join(ctx, a.token, { docId: t.id, slotDate: day(9) });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ success: false, code: 'TOO_MANY_WAITLIST_ENTRIES' });
    expect(sixth.json().message).toContain(String(WAITLIST_MAX_LIVE_ENTRIES));

    // Two days later the entry for tomorrow has ended: it is no longer listed, and a new one fits.
    clocked.advance(2 * 24 * 3600_000);
    const entries = waitlistResponse.parse((await list(ctx, a.token)).json()).entries;
    expect(entries).toHaveLength(WAITLIST_MAX_LIVE_ENTRIES - 1);
    expect((await join(ctx, a.token, { docId: t.id, slotDate: day(9) })).statusCode).toBe(200);
  });

  it('holds the limit when one person joins many times at once', async () => {
    const { ctx, t, a } = await scene();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => join(ctx, a.token, { docId: t.id, slotDate: day(i) })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(WAITLIST_MAX_LIVE_ENTRIES);
    expect(codes.filter((c) => c === 409)).toHaveLength(8 - WAITLIST_MAX_LIVE_ENTRIES);
  });

  it('refuses the same wish twice', async () => {
    const { ctx, t, a } = await scene();
    const wish = { docId: t.id, slotDate: day(2), timeOfDay: 'morning' };
    expect((await join(ctx, a.token, wish)).statusCode).toBe(200);
    const again = await join(ctx, a.token, wish);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_WAITING' });
    // Another time of day is another wish.
    expect((await join(ctx, a.token, { ...wish, timeOfDay: 'evening' })).statusCode).toBe(200);
  });

  it('answers in Hindi for a Hindi reader', async () => {
    const { ctx, t, a } = await scene();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/waitlist',
      payload: { docId: t.id, slotDate: day(4), slotDateTo: day(2) },
      headers: { token: a.token, 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0900-\u097F]/);
  });
});

describe('DELETE /api/user/waitlist/:id', () => {
  it("leaves one's own entry; another person's id and a malformed id are not found", async () => {
    const { ctx, t, a, b } = await scene();
    const mine = joinWaitlistResponse.parse(
      (await join(ctx, a.token, { docId: t.id, slotDate: day(2) })).json(),
    ).entry;
    const theirs = joinWaitlistResponse.parse(
      (await join(ctx, b.token, { docId: t.id, slotDate: day(2) })).json(),
    ).entry;

    const other = await leave(ctx, a.token, theirs._id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    for (const bad of ['nope', '123', encodeURIComponent("' or 1=1 --")]) {
      const res = await leave(ctx, a.token, bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // B's entry is untouched.
    expect(waitlistResponse.parse((await list(ctx, b.token)).json()).entries).toHaveLength(1);

    const own = await leave(ctx, a.token, mine._id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true });
    expect(waitlistResponse.parse((await list(ctx, a.token)).json()).entries).toEqual([]);
    expect((await leave(ctx, a.token, mine._id)).statusCode).toBe(404);
  });

  it('lists only the caller’s entries', async () => {
    const { ctx, t, a, b } = await scene();
    await join(ctx, a.token, { docId: t.id, slotDate: day(2) });
    expect(waitlistResponse.parse((await list(ctx, b.token)).json()).entries).toEqual([]);
  });
});
