import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointmentStatus } from '@app/domain/appointment-status';
import { mailOutbox, therapistHours } from '../../../db/schema';
import { useClockedApp } from '../../../test/booking-test-kit';
import { insertClient } from '../../../test/factories';
import { adminPost, appointmentRow, insertAdmin } from '../../../test/appointments-test-kit';
import {
  clientCard,
  dashboardAction,
  dashboardGet,
  therapistBooking,
  therapistScene,
} from '../../../test/dashboard-test-kit';

const clocked = useClockedApp();
const ctx = clocked.ctx;

const ACTIONS = ['accept', 'decline', 'complete', 'not-attended', 'request-cancellation'];
const ROUTES = (id: string) => [
  { method: 'GET' as const, url: '/api/dashboard/me' },
  { method: 'GET' as const, url: '/api/dashboard/appointments' },
  { method: 'GET' as const, url: '/api/dashboard/stats' },
  { method: 'GET' as const, url: '/api/dashboard/hours' },
  { method: 'GET' as const, url: '/api/dashboard/profile' },
  { method: 'PUT' as const, url: '/api/dashboard/profile', payload: { about: 'x' } },
  { method: 'GET' as const, url: '/api/dashboard/documents' },
  { method: 'POST' as const, url: '/api/dashboard/documents' },
  { method: 'POST' as const, url: '/api/dashboard/photo' },
  {
    method: 'PUT' as const,
    url: '/api/dashboard/hours',
    payload: { timeSlots: { Mon: ['10:00'] } },
  },
  ...ACTIONS.map((a) => ({
    method: 'POST' as const,
    url: `/api/dashboard/appointments/${id}/${a}`,
    payload: { reason: 'Unwell' },
  })),
];

const subjects = async (to: string) =>
  (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).map(
    (m) => m.subject,
  );

describe('therapist routes are for therapists only', () => {
  it('answers 401 without a session and 403 to a client or an admin on every route', async () => {
    const b = await therapistBooking(ctx);
    const admin = await insertAdmin(ctx);
    for (const route of ROUTES(b.appointmentId)) {
      expect((await ctx.app.inject(route)).statusCode, route.url).toBe(401);
      for (const token of [b.client.token, admin.token]) {
        const res = await ctx.app.inject({ ...route, headers: { token } });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    }
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({
      isApproved: false,
      cancelled: false,
    });
  });

  it("answers 404 for another therapist's appointment on every action and never lists it", async () => {
    const b = await therapistBooking(ctx);
    const other = await therapistScene(ctx);
    for (const action of ACTIONS) {
      const res = await dashboardAction(ctx, other.therapist.token, b.appointmentId, action, {
        reason: 'Unwell',
      });
      expect(res.statusCode, action).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: 'Appointment not found',
      });
    }
    const list = await dashboardGet(ctx, '/api/dashboard/appointments', other.therapist.token);
    expect(list.json().appointments).toEqual([]);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({ isApproved: false });
  });
});

describe("the therapist's appointments", () => {
  it('lists the session with only what it needs of the client', async () => {
    const b = await therapistBooking(ctx);
    const res = await dashboardGet(ctx, '/api/dashboard/appointments', b.therapist.token);
    expect(res.statusCode).toBe(200);
    const [item] = res.json().appointments;
    expect(item).toMatchObject({
      _id: b.appointmentId,
      clientName: 'Priya Sharma',
      sessionType: 'online',
      slotDate: b.slotDate,
      slotTime: '10:00',
      message: 'First session',
      payment: true,
      isApproved: false,
      feeRupees: 1500,
    });
    expect(item.acceptBy).toEqual(expect.any(String));
    // Before the room opens, only its times are known.
    expect(item.access.videoRoom).toMatchObject({ url: null });
    expect(JSON.stringify(item)).not.toMatch(/priya@example|9876543210|@example\.com/);
  });

  it('accepts once: the client card reads Appointment Confirmed and the client is mailed', async () => {
    const b = await therapistBooking(ctx);
    const res = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'accept');
    expect(res.statusCode).toBe(200);
    const card = await clientCard(ctx, b.client.token, b.appointmentId);
    expect(appointmentStatus(card as never).label).toBe('Appointment Confirmed');
    expect(await subjects(b.client.account.email)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Appointment confirmed: /)]),
    );
    const again = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This appointment is already confirmed.');
  });

  it('marks not attended from 15 minutes after the start and completed from 45, saying when', async () => {
    const b = await therapistBooking(ctx);
    await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'accept');
    const early = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^This session has not taken place yet/);
    const { startsAt } = await appointmentRow(ctx, b.appointmentId);
    const minutesIn = (m: number) => new Date(startsAt.getTime() + m * 60_000);
    clocked.clock.now = minutesIn(5);
    const list = await dashboardGet(ctx, '/api/dashboard/appointments', b.therapist.token);
    expect(list.json().appointments[0].access.videoRoom.url).toMatch(
      /^https:\/\/meet\.jit\.si\/ManasCare-[0-9a-f]{32}$/,
    );
    expect((await clientCard(ctx, b.client.token, b.appointmentId)).access).toEqual(
      list.json().appointments[0].access,
    );
    clocked.clock.now = minutesIn(14.9);
    const noShowTooSoon = await dashboardAction(
      ctx,
      b.therapist.token,
      b.appointmentId,
      'not-attended',
    );
    expect(noShowTooSoon.statusCode).toBe(409);
    expect(noShowTooSoon.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: expect.stringMatching(
        /^This session can be marked not attended from 15 minutes after its start \(.*, 10:15 AM IST\)\.$/,
      ),
    });
    clocked.clock.now = minutesIn(44);
    const completeTooSoon = await dashboardAction(
      ctx,
      b.therapist.token,
      b.appointmentId,
      'complete',
    );
    expect(completeTooSoon.statusCode).toBe(409);
    expect(completeTooSoon.json().message).toMatch(
      /^This session can be marked completed from 45 minutes after its start/,
    );
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({
      sessionStatus: null,
      isCompleted: false,
    });
    clocked.clock.now = minutesIn(15);
    const marked = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'not-attended');
    expect(marked.statusCode).toBe(200);
    const after = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'complete');
    expect(after.statusCode).toBe(409);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({
      sessionStatus: 'not-attended',
      isCompleted: false,
    });
  });

  it('marks completed from 45 minutes after the start; the team keeps the same grace periods', async () => {
    const b = await therapistBooking(ctx);
    const admin = await insertAdmin(ctx);
    await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'accept');
    const { startsAt } = await appointmentRow(ctx, b.appointmentId);
    clocked.clock.now = new Date(startsAt.getTime() + 10 * 60_000);
    for (const action of ['complete', 'not-attended']) {
      const res = await adminPost(ctx, admin.token, b.appointmentId, action);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().message, action).toMatch(/^This session can be marked .* from \d+ minutes/);
    }
    clocked.clock.now = new Date(startsAt.getTime() + 45 * 60_000);
    const done = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'complete');
    expect(done.statusCode).toBe(200);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({ isCompleted: true });
  });

  it('refuses through the API what the dashboard does not offer the therapist', async () => {
    const b = await therapistBooking(ctx);
    const ask = await dashboardAction(
      ctx,
      b.therapist.token,
      b.appointmentId,
      'request-cancellation',
      {
        reason: 'Unwell',
      },
    );
    expect(ask.statusCode).toBe(409);
    expect(ask.json().message).toBe(
      'This booking is not accepted yet. Accept or decline it first.',
    );
    const { startsAt } = await appointmentRow(ctx, b.appointmentId);
    clocked.clock.now = new Date(startsAt.getTime() + 50 * 60_000);
    const mark = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'complete');
    expect(mark.statusCode).toBe(409);
    expect(mark.json().message).toBe(
      'This booking is not accepted yet. Accept or decline it first.',
    );
    const accept = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'accept');
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(
      'This session has already started and can no longer be accepted.',
    );
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({
      isApproved: false,
      isCompleted: false,
      cancellationStatus: null,
    });
  });

  it("requests cancellation with a reason: the client sees the therapist's request, the team decides", async () => {
    const b = await therapistBooking(ctx);
    await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'accept');
    const long = await dashboardAction(
      ctx,
      b.therapist.token,
      b.appointmentId,
      'request-cancellation',
      {
        reason: 'x'.repeat(501),
      },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Reason cannot exceed 500 characters');
    expect((await appointmentRow(ctx, b.appointmentId)).cancellationStatus).toBeNull();

    const res = await dashboardAction(
      ctx,
      b.therapist.token,
      b.appointmentId,
      'request-cancellation',
      {
        reason: 'Unwell that week',
      },
    );
    expect(res.statusCode).toBe(200);
    const card = await clientCard(ctx, b.client.token, b.appointmentId);
    expect(appointmentStatus(card as never).code).toBe('therapist-cancellation-pending');
    const twice = await dashboardAction(
      ctx,
      b.therapist.token,
      b.appointmentId,
      'request-cancellation',
      {
        reason: 'Again',
      },
    );
    expect(twice.statusCode).toBe(409);
    expect(await subjects(ctx.config.site.supportEmail)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Therapist cancellation request to review/)]),
    );

    const admin = await insertAdmin(ctx);
    const approve = await adminPost(ctx, admin.token, b.appointmentId, 'approve-cancellation');
    expect(approve.json().refund).toMatchObject({ amountPaise: 9900, rule: 'therapist-full' });
    // The cancellation's mails come from its event.
    await ctx.app.jobs.runDue();
    expect(await subjects('therapist@example.com')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Cancellation approved: /)]),
    );
  });
});

describe('weekly hours', () => {
  it('replaces the hours; a booked session stays booked', async () => {
    const b = await therapistBooking(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/dashboard/hours',
      headers: { token: b.therapist.token },
      payload: { timeSlots: { Mon: ['09:00', '10:00'], Tue: ['18:00'] } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().timeSlots).toEqual({ Mon: ['09:00', '10:00'], Tue: ['18:00'] });
    expect(await ctx.db.select().from(therapistHours)).toHaveLength(3);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({ cancelled: false });

    for (const timeSlots of [{}, { Mon: ['09:30'] }, { Funday: ['09:00'] }]) {
      const bad = await ctx.app.inject({
        method: 'PUT',
        url: '/api/dashboard/hours',
        headers: { token: b.therapist.token },
        payload: { timeSlots },
      });
      expect(bad.statusCode).toBe(400);
    }
    expect(await ctx.db.select().from(therapistHours)).toHaveLength(3);
  });

  it('answers the banner state with the admin reason', async () => {
    const { therapist } = await therapistScene(ctx);
    const me = await dashboardGet(ctx, '/api/dashboard/me', therapist.token);
    expect(me.json().therapist).toMatchObject({
      status: 'approved',
      live: true,
      statusReason: null,
    });
    const lone = await insertClient(ctx.db, { role: 'therapist' });
    expect((await dashboardGet(ctx, '/api/dashboard/me', lone.token)).statusCode).toBe(404);
  });
});
