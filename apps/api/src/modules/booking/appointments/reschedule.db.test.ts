import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MOVE_REFUSALS } from '@app/domain/appointment-moves';
import { istInstant, parseSlotDateKey } from '@app/domain/ist';
import { slotHolds } from '../../../db/schema';
import {
  bookingScene,
  createOrder,
  bookingBody,
  useClockedApp,
} from '../../../test/booking-test-kit';
import {
  ADMIN_ACTOR,
  appointmentRow,
  insertAdmin,
  paidAppointment,
  queuedClientRequest,
} from '../../../test/appointments-test-kit';
import { clientCard, dashboardAction, therapistBooking } from '../../../test/dashboard-test-kit';
import { insertClient } from '../../../test/factories';
import { activePaid, claimsOf, dayKey, invitesTo, moveTo } from '../../../test/reschedule-test-kit';
import { SLOT_TAKEN_MESSAGE } from '../checkout/availability.service';

const clocked = useClockedApp();
const ctx = clocked.ctx;
const HOUR = 3_600_000;
const startOf = (slotDate: string, slotTime: string) =>
  istInstant(parseSlotDateKey(slotDate)!, slotTime);

describe("a client's move", () => {
  it('moves a paid booking twice at no fee, keeps the refund window, and refuses a third', async () => {
    const b = await paidAppointment(ctx);
    const booked = await appointmentRow(ctx, b.appointmentId);

    const first = await moveTo(ctx, b.client.token, b.appointmentId, b.slotDate, '11:00');
    expect(first.statusCode).toBe(200);
    expect(first.json().appointment).toMatchObject({
      slotDate: b.slotDate,
      slotTime: '11:00',
      rescheduleCount: 1,
      rescheduleAllowed: true,
      payment: true,
    });

    const second = await moveTo(ctx, b.client.token, b.appointmentId, dayKey(5), '10:00', {
      sessionType: 'in-person',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().appointment).toMatchObject({
      slotDate: dayKey(5),
      sessionType: 'in-person',
      rescheduleCount: 2,
      rescheduleAllowed: false,
      rescheduleRefusal: MOVE_REFUSALS.movedTwice,
    });

    const third = await moveTo(ctx, b.client.token, b.appointmentId, dayKey(6), '10:00');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: MOVE_REFUSALS.movedTwice,
    });

    const row = await appointmentRow(ctx, b.appointmentId);
    expect(row).toMatchObject({ slotDate: dayKey(5), slotTime: '10:00', inviteSequence: 2 });
    expect(row.createdAt).toEqual(booked.createdAt);
    expect(row.bookingFeePaise).toBe(booked.bookingFeePaise);
    const claims = await claimsOf(ctx, b.appointmentId);
    expect(claims.map((c) => c.startsAt)).toEqual([row.startsAt]);
    // The old slots are open again: another client can hold the first one.
    const other = await insertClient(ctx.db);
    const order = await createOrder(ctx, other.token, bookingBody(b.t.id, b.slotDate, '10:00'));
    expect(order.res.statusCode).toBe(200);
  });

  it('keeps an accepted booking accepted', async () => {
    const b = await paidAppointment(ctx);
    await ctx.app.booking.decisions.confirm(b.appointmentId, { accountId: null, via: 'test' });
    const res = await moveTo(ctx, b.client.token, b.appointmentId, dayKey(4), '11:00');
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment.isApproved).toBe(true);
  });

  it('is refused from 12 hours before the start, and to a time less than 12 hours away', async () => {
    const b = await paidAppointment(ctx);
    const a = await appointmentRow(ctx, b.appointmentId);
    clocked.clock.now = new Date(a.startsAt.getTime() - 12 * HOUR);
    const late = await moveTo(ctx, b.client.token, b.appointmentId, dayKey(5), '10:00');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MOVE_REFUSALS.tooLate);
    expect(await clientCard(ctx, b.client.token, b.appointmentId)).toMatchObject({
      rescheduleAllowed: false,
      rescheduleRefusal: MOVE_REFUSALS.tooLate,
    });

    // 13 hours before the 11:00 session, 10:00 is 12 h away and 07:00 only 9 h.
    const scene = await bookingScene(ctx, {
      hours: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
        ['07:00', '10:00', '11:00'].map((startTime) => ({ weekday, startTime })),
      ),
    });
    const c = await paidAppointment(ctx, scene, '11:00');
    clocked.clock.now = new Date(startOf(scene.slotDate, '11:00').getTime() - 13 * HOUR);
    const soon = await moveTo(ctx, c.client.token, c.appointmentId, scene.slotDate, '07:00');
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toBe(MOVE_REFUSALS.newTimeTooSoon);
    const ok = await moveTo(ctx, c.client.token, c.appointmentId, scene.slotDate, '10:00');
    expect(ok.statusCode).toBe(200);
  });

  it('into a booked or held slot answers 409 and keeps the original', async () => {
    const b = await paidAppointment(ctx);
    const other = await paidAppointment(ctx, { ...b, client: await insertClient(ctx.db) }, '11:00');
    const before = await appointmentRow(ctx, b.appointmentId);
    const taken = await moveTo(ctx, b.client.token, b.appointmentId, b.slotDate, '11:00');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SLOT_TAKEN_MESSAGE);

    const holder = await insertClient(ctx.db);
    const hold = await createOrder(ctx, holder.token, bookingBody(b.t.id, dayKey(4), '10:00'));
    expect(hold.res.statusCode).toBe(200);
    const held = await moveTo(ctx, b.client.token, b.appointmentId, dayKey(4), '10:00');
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(SLOT_TAKEN_MESSAGE);

    expect(await appointmentRow(ctx, b.appointmentId)).toEqual(before);
    expect((await claimsOf(ctx, b.appointmentId)).map((c) => c.startsAt)).toEqual([
      before.startsAt,
    ]);
    expect((await claimsOf(ctx, other.appointmentId)).length).toBe(1);
  });

  it('refuses a mode the therapist does not offer and the same time again', async () => {
    const scene = await bookingScene(ctx, { sessionModes: ['Online'] });
    const b = await paidAppointment(ctx, scene);
    const mode = await moveTo(ctx, b.client.token, b.appointmentId, dayKey(4), '10:00', {
      sessionType: 'in-person',
    });
    expect(mode.statusCode).toBe(400);
    const same = await moveTo(ctx, b.client.token, b.appointmentId, b.slotDate, '10:00');
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(MOVE_REFUSALS.sameTime);
  });

  it("answers 404 for another client's appointment and 403 on the team's route", async () => {
    const b = await paidAppointment(ctx);
    const stranger = await insertClient(ctx.db);
    const res = await moveTo(ctx, stranger.token, b.appointmentId, dayKey(4), '10:00');
    expect(res.statusCode).toBe(404);
    const options = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/appointments/${b.appointmentId}/move-options`,
      headers: { token: stranger.token },
    });
    expect(options.statusCode).toBe(404);
    const team = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${b.appointmentId}/reschedule`,
      payload: { slotDate: dayKey(4), slotTime: '10:00', reason: 'Asked by phone' },
      headers: { token: b.client.token },
    });
    expect(team.statusCode).toBe(403);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({ slotTime: '10:00' });
  });

  it('offers only open times at least 12 hours ahead, without the current one', async () => {
    const b = await paidAppointment(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/appointments/${b.appointmentId}/move-options`,
      headers: { token: b.client.token },
    });
    expect(res.statusCode).toBe(200);
    const { openSlots, sessionModes } = res.json();
    expect(sessionModes).toEqual(['online', 'in-person']);
    expect(openSlots[b.slotDate]).toEqual(['11:00']);
    for (const [date, times] of Object.entries(openSlots as Record<string, string[]>))
      for (const time of times)
        expect(startOf(date, time).getTime()).toBeGreaterThanOrEqual(Date.now() + 12 * HOUR);
  });
});

describe("the team's move", () => {
  it('moves either side’s booking with a reason, recorded in the audit log', async () => {
    const b = await paidAppointment(ctx);
    const admin = await insertAdmin(ctx);
    const noReason = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${b.appointmentId}/reschedule`,
      payload: { slotDate: dayKey(4), slotTime: '11:00' },
      headers: { token: admin.token },
    });
    expect(noReason.statusCode).toBe(400);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${b.appointmentId}/reschedule`,
      payload: { slotDate: dayKey(4), slotTime: '11:00', reason: 'Therapist called in' },
      headers: { token: admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({
      slotDate: dayKey(4),
      slotTime: '11:00',
      rescheduleCount: 0,
      inviteSequence: 1,
    });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entityId=${b.appointmentId}`,
      headers: { token: admin.token },
    });
    expect(audit.body).toContain('Therapist called in');
  });
});

describe('the invites of a booking that moves', () => {
  it('keep one UID with a rising SEQUENCE, as REQUESTs to both sides', async () => {
    const b = await paidAppointment(ctx);
    await moveTo(ctx, b.client.token, b.appointmentId, b.slotDate, '11:00');
    await ctx.app.booking.decisions.confirm(b.appointmentId, ADMIN_ACTOR);
    await moveTo(ctx, b.client.token, b.appointmentId, dayKey(6), '10:00');
    const row = await appointmentRow(ctx, b.appointmentId);

    for (const [to, other] of [
      [row.email, 'mailto:therapist@example.com'],
      ['therapist@example.com', `mailto:${row.email}`],
    ] as const) {
      const invites = await invitesTo(ctx, to);
      // TENTATIVE while the booking awaits the therapist's acceptance, CONFIRMED once accepted.
      expect(invites.map((i) => [i.uid, i.sequence, i.method, i.status])).toEqual([
        [b.appointmentId, 0, 'REQUEST', 'TENTATIVE'],
        [b.appointmentId, 1, 'REQUEST', 'TENTATIVE'],
        [b.appointmentId, 2, 'REQUEST', 'CONFIRMED'],
      ]);
      expect(invites.map((i) => i.start)).toEqual([
        startOf(b.slotDate, '10:00'),
        startOf(b.slotDate, '11:00'),
        row.startsAt,
      ]);
      // A no-reply organiser and the recipient alone: nobody reads the other's address.
      for (const invite of invites) {
        expect(invite.organizer).toBe(`mailto:${ctx.config.site.noReplyEmail}`);
        expect(invite.attendees).toEqual([`mailto:${to}`]);
        expect(invite.attendees).not.toContain(other);
      }
    }
  });
});

describe('the invite of a cancelled booking', () => {
  it('is a CANCEL with the next SEQUENCE, after a decline or an approved request', async () => {
    const b = await therapistBooking(ctx);
    await moveTo(ctx, b.client.token, b.appointmentId, dayKey(4), '11:00');
    const declined = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'decline');
    expect(declined.statusCode).toBe(200);
    // The cancellation's mails (with the invite) come from its event.
    await ctx.app.jobs.runDue();
    const row = await appointmentRow(ctx, b.appointmentId);
    for (const to of [row.email, 'therapist@example.com'])
      expect((await invitesTo(ctx, to)).map((i) => [i.sequence, i.method, i.status])).toEqual([
        [0, 'REQUEST', 'TENTATIVE'],
        [1, 'REQUEST', 'TENTATIVE'],
        [2, 'CANCEL', 'CANCELLED'],
      ]);

    const c = await paidAppointment(ctx, undefined, '11:00');
    await queuedClientRequest(ctx, c.appointmentId);
    await ctx.app.booking.decisions.approveCancellation(c.appointmentId, ADMIN_ACTOR);
    await ctx.app.jobs.runDue();
    const cancelled = await appointmentRow(ctx, c.appointmentId);
    const invites = await invitesTo(ctx, cancelled.email);
    expect(invites.filter((i) => i.uid === c.appointmentId).map((i) => i.method)).toEqual([
      'REQUEST',
      'CANCEL',
    ]);
    expect(invites.at(-1)).toMatchObject({ uid: c.appointmentId, sequence: 1 });
  });
});

describe('moves and bookings racing for one slot', () => {
  it('let exactly one win; nobody is double booked or left without a slot', async () => {
    const hours = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
    const scene = await bookingScene(ctx, {
      hours: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
        [...hours, '16:00', '17:00'].map((startTime) => ({ weekday, startTime })),
      ),
    });
    const movers = [];
    for (const time of hours.concat('16:00', '17:00'))
      movers.push(
        await paidAppointment(ctx, { ...scene, client: await insertClient(ctx.db) }, time),
      );
    const bookers = await Promise.all(movers.map(() => insertClient(ctx.db)));
    const target = { slotDate: dayKey(4), slotTime: '12:00' };

    const answers = await Promise.all([
      ...movers.map((m) =>
        moveTo(ctx, m.client.token, m.appointmentId, target.slotDate, target.slotTime),
      ),
      ...bookers.map(
        async (c) =>
          (
            await createOrder(
              ctx,
              c.token,
              bookingBody(scene.t.id, target.slotDate, target.slotTime),
            )
          ).res,
      ),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual(
      Array(19).fill(409),
    );

    const targetStart = startOf(target.slotDate, target.slotTime);
    const onTarget = await ctx.db
      .select()
      .from(slotHolds)
      .where(eq(slotHolds.startsAt, targetStart));
    expect(onTarget).toHaveLength(1);
    const active = await activePaid(ctx);
    expect(new Set(active.map((a) => a.startsAt.getTime())).size).toBe(active.length);
    for (const m of movers) {
      const row = await appointmentRow(ctx, m.appointmentId);
      expect(row.cancelled).toBe(false);
      expect((await claimsOf(ctx, m.appointmentId)).map((c) => c.startsAt)).toEqual([row.startsAt]);
    }
  });
});
