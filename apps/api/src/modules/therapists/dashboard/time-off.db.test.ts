import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addIstDays,
  istInstant,
  istToday,
  istWeekday,
  parseSlotDateKey,
  toSlotDateKey,
} from '@app/domain/ist';
import { slotVersions } from '../../../db/schema';
import { bookingBody, createOrder, post, useClockedApp } from '../../../test/booking-test-kit';
import { insertClient } from '../../../test/factories';
import { paidAppointment } from '../../../test/appointments-test-kit';
import { therapistScene } from '../../../test/dashboard-test-kit';

const clocked = useClockedApp();
const ctx = clocked.ctx;

const put = (url: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'PUT', url, payload, headers: token ? { token } : {} });
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

const dayAfter = (key: string, n: number) => {
  const d = parseSlotDateKey(key);
  if (!d) throw new Error('bad key');
  return toSlotDateKey(addIstDays(d, n));
};

async function profile(slug: string, token?: string) {
  const res = await get(`/api/doctor/by-slug/${slug}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    slots_booked: Record<string, string[]>;
    dateHours: Record<string, string[]>;
    minimumNoticeHours: number;
  };
}

async function slotVersion(therapistId: string) {
  const [row] = await ctx.db
    .select({ v: slotVersions.version })
    .from(slotVersions)
    .where(eq(slotVersions.therapistId, therapistId));
  return row?.v ?? 0;
}

describe('time off', () => {
  it('hides the days off from the profile at once and refuses orders inside them', async () => {
    const s = await therapistScene(ctx);
    const before = await profile(s.t.slug);
    expect(before.dateHours).toEqual({});
    expect(before.minimumNoticeHours).toBe(2);
    const versionBefore = await slotVersion(s.t.id);

    const last = dayAfter(s.slotDate, 6);
    const res = await put(
      '/api/dashboard/time-off',
      { timeOff: [{ from: s.slotDate, to: last, note: 'Family wedding' }] },
      s.therapist.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      timeOff: [{ from: s.slotDate, to: last, note: 'Family wedding' }],
      conflicts: [],
    });
    expect(await slotVersion(s.t.id)).toBeGreaterThan(versionBefore);

    // Signed out (the cached answer) and signed in both see the days closed, the note never.
    for (const token of [undefined, s.client.token]) {
      const after = await profile(s.t.slug, token);
      expect(after.dateHours[s.slotDate]).toEqual([]);
      expect(after.dateHours[last]).toEqual([]);
      expect(after.dateHours[dayAfter(s.slotDate, 7)]).toBeUndefined();
      expect(JSON.stringify(after)).not.toContain('Family wedding');
    }

    for (const day of [s.slotDate, last]) {
      const check = await post(ctx, '/api/user/check-slot-availability', {
        docId: s.t.id,
        slotDate: day,
        slotTime: '10:00',
      });
      expect(check.statusCode).toBe(400);
      expect(check.json().message).toBe(
        'The therapist is away on this date. Please choose another date.',
      );
      const { res: order } = await createOrder(ctx, s.client.token, bookingBody(s.t.id, day));
      expect(order.statusCode).toBe(400);
    }
    const { res: dayAfterOff } = await createOrder(
      ctx,
      s.client.token,
      bookingBody(s.t.id, dayAfter(s.slotDate, 7)),
    );
    expect(dayAfterOff.statusCode).toBe(200);
  });

  it('keeps one of several saves made at the same moment, whole', async () => {
    const s = await therapistScene(ctx);
    const plans = [3, 5, 7, 9].map((n) => [
      { from: dayAfter(s.slotDate, n), to: dayAfter(s.slotDate, n + 1), note: `Plan ${n}` },
    ]);
    const answers = await Promise.all(
      plans.map((timeOff) => put('/api/dashboard/time-off', { timeOff }, s.therapist.token)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(plans.map(() => 200));
    const listed = (await get('/api/dashboard/time-off', s.therapist.token)).json().timeOff;
    expect(plans).toContainEqual(listed);
  });

  it('lists the booked sessions inside new time off as conflicts', async () => {
    const s = await therapistScene(ctx);
    const booked = await paidAppointment(ctx, s, '10:00');
    const res = await put(
      '/api/dashboard/time-off',
      { timeOff: [{ from: dayAfter(s.slotDate, -1), to: s.slotDate }] },
      s.therapist.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('resolve');
    const listed = await get('/api/dashboard/time-off', s.therapist.token);
    expect(listed.json().conflicts).toEqual([
      {
        reason: 'time-off',
        appointment: expect.objectContaining({
          id: booked.appointmentId,
          slotDate: s.slotDate,
          slotTime: '10:00',
          cancellationRequested: false,
        }),
      },
    ]);
    // The booked session stays: time off changes only what is still open.
    expect((await profile(s.t.slug)).slots_booked[s.slotDate]).toEqual(['10:00']);
  });

  it('refuses bad ranges with clear messages and changes nothing', async () => {
    const s = await therapistScene(ctx);
    const cases: Array<[object, string | null]> = [
      [{ from: dayAfter(s.slotDate, 2), to: s.slotDate }, 'The last day off cannot be before'],
      [{ from: s.slotDate, to: s.slotDate, note: 'x'.repeat(201) }, 'within 200 characters'],
      [{ from: s.slotDate, to: s.slotDate, note: 'a\u0000b' }, null],
      [{ from: '31_2_2027', to: '1_3_2027' }, null],
      [{ from: s.slotDate, to: dayAfter(s.slotDate, 400) }, 'at most a year'],
      [{ from: dayAfter(s.slotDate, 380), to: dayAfter(s.slotDate, 381) }, 'up to a year ahead'],
    ];
    for (const [range, message] of cases) {
      const res = await put('/api/dashboard/time-off', { timeOff: [range] }, s.therapist.token);
      expect(res.statusCode, JSON.stringify(range)).toBe(400);
      expect(res.json().success).toBe(false);
      if (message) expect(res.json().message).toContain(message);
    }
    expect((await get('/api/dashboard/time-off', s.therapist.token)).json().timeOff).toEqual([]);
    const client = await insertClient(ctx.db);
    const asClient = await put('/api/dashboard/time-off', { timeOff: [] }, client.token);
    expect(asClient.statusCode).toBe(403);
    expect((await get('/api/dashboard/time-off')).statusCode).toBe(401);
  });
});

describe('date hours', () => {
  it('open an extra Saturday and close a weekday, bookable exactly as set', async () => {
    // Weekly hours on weekdays only.
    const s = await therapistScene(ctx);
    await put(
      '/api/dashboard/hours',
      {
        timeSlots: {
          Mon: ['10:00'],
          Tue: ['10:00'],
          Wed: ['10:00'],
          Thu: ['10:00'],
          Fri: ['10:00'],
        },
      },
      s.therapist.token,
    );
    let saturday = addIstDays(istToday(new Date()), 3);
    while (istWeekday(saturday) !== 6) saturday = addIstDays(saturday, 1);
    const satKey = toSlotDateKey(saturday);
    const friday = toSlotDateKey(addIstDays(saturday, -1));

    const before = await createOrder(ctx, s.client.token, bookingBody(s.t.id, satKey, '12:00'));
    expect(before.res.statusCode).toBe(400);

    const res = await put(
      '/api/dashboard/date-hours',
      { dateHours: { [satKey]: ['12:00', '13:00'], [friday]: [] } },
      s.therapist.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().dateHours).toEqual({ [satKey]: ['12:00', '13:00'], [friday]: [] });
    const shown = await profile(s.t.slug);
    expect(shown.dateHours[satKey]).toEqual(['12:00', '13:00']);
    expect(shown.dateHours[friday]).toEqual([]);

    const sat = await createOrder(ctx, s.client.token, bookingBody(s.t.id, satKey, '12:00'));
    expect(sat.res.statusCode).toBe(200);
    const fri = await post(ctx, '/api/user/check-slot-availability', {
      docId: s.t.id,
      slotDate: friday,
      slotTime: '10:00',
    });
    expect(fri.statusCode).toBe(400);
  });

  it('lists a booked session outside new date hours as a conflict', async () => {
    const s = await therapistScene(ctx);
    const booked = await paidAppointment(ctx, s, '10:00');
    const res = await put(
      '/api/dashboard/date-hours',
      { dateHours: { [s.slotDate]: ['11:00'] } },
      s.therapist.token,
    );
    expect(res.json().conflicts).toEqual([
      {
        reason: 'outside-date-hours',
        appointment: expect.objectContaining({ id: booked.appointmentId }),
      },
    ]);
  });

  it('refuses times off the hour and malformed dates', async () => {
    const s = await therapistScene(ctx);
    for (const dateHours of [{ [s.slotDate]: ['10:30'] }, { '2026-03-01': ['10:00'] }]) {
      const res = await put('/api/dashboard/date-hours', { dateHours }, s.therapist.token);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('minimum notice', () => {
  it('is set with the weekly hours and holds at the exact edge', async () => {
    const s = await therapistScene(ctx);
    const hours = await get('/api/dashboard/hours', s.therapist.token);
    expect(hours.json().minimumNoticeHours).toBe(2);
    const set = await put(
      '/api/dashboard/hours',
      {
        timeSlots: {
          Mon: ['10:00'],
          Sun: ['10:00', '11:00'],
          Sat: ['10:00', '11:00'],
          Tue: ['10:00', '11:00'],
          Wed: ['10:00', '11:00'],
          Thu: ['10:00', '11:00'],
          Fri: ['10:00', '11:00'],
        },
        minimumNoticeHours: 24,
      },
      s.therapist.token,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().minimumNoticeHours).toBe(24);
    expect((await profile(s.t.slug)).minimumNoticeHours).toBe(24);

    const start = istInstant(parseSlotDateKey(s.slotDate)!, '10:00');
    const check = () =>
      post(ctx, '/api/user/check-slot-availability', {
        docId: s.t.id,
        slotDate: s.slotDate,
        slotTime: '10:00',
      });
    clocked.clock.now = new Date(start.getTime() - 24 * 3_600_000);
    expect((await check()).statusCode).toBe(200);
    clocked.clock.now = new Date(start.getTime() - 24 * 3_600_000 + 1000);
    const late = await check();
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'This therapist takes bookings at least 24 hours ahead. Please choose a later time.',
    );

    // Leaving the notice out of a later save keeps it.
    await put('/api/dashboard/hours', { timeSlots: { Mon: ['10:00'] } }, s.therapist.token);
    expect((await get('/api/dashboard/hours', s.therapist.token)).json().minimumNoticeHours).toBe(
      24,
    );
    const bad = await put(
      '/api/dashboard/hours',
      { timeSlots: { Mon: ['10:00'] }, minimumNoticeHours: 3 },
      s.therapist.token,
    );
    expect(bad.statusCode).toBe(400);
  });
});
