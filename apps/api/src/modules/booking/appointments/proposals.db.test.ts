import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MOVE_REFUSALS } from '@app/domain/appointment-moves';
import { appointmentStatus } from '@app/domain/appointment-status';
import { mailOutbox, refunds, rescheduleProposals } from '../../../db/schema';
import { useClockedApp } from '../../../test/booking-test-kit';
import { appointmentRow, countingProvider } from '../../../test/appointments-test-kit';
import {
  clientCard,
  dashboardGet,
  therapistBooking,
  therapistScene,
} from '../../../test/dashboard-test-kit';
import { paidAppointment } from '../../../test/appointments-test-kit';
import { insertClient } from '../../../test/factories';
import {
  claimsOf,
  dayKey,
  invitesTo,
  proposeTimes,
  respond,
} from '../../../test/reschedule-test-kit';

const gateway = countingProvider();
const clocked = useClockedApp(gateway.provider);
const ctx = clocked.ctx;
const HOUR = 3_600_000;

const times = () => [
  { slotDate: dayKey(4), slotTime: '10:00' },
  { slotDate: dayKey(5), slotTime: '11:00' },
];

describe("a therapist's proposal of new times", () => {
  it('moves the booking to the time the client picks, without using up their own moves', async () => {
    const b = await therapistBooking(ctx);
    const proposed = await proposeTimes(ctx, b.therapist.token, b.appointmentId, times());
    expect(proposed.statusCode).toBe(200);

    const card = await clientCard(ctx, b.client.token, b.appointmentId);
    expect(card).toMatchObject({
      proposal: { slots: times() },
      rescheduleAllowed: false,
      rescheduleRefusal: MOVE_REFUSALS.proposalWaiting,
    });
    const dashboard = await dashboardGet(ctx, '/api/dashboard/appointments', b.therapist.token);
    expect(dashboard.json().appointments[0].proposal.slots).toEqual(times());
    const again = await proposeTimes(ctx, b.therapist.token, b.appointmentId, times());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MOVE_REFUSALS.alreadyProposed);

    const other = await respond(ctx, b.client.token, b.appointmentId, {
      slotDate: dayKey(6),
      slotTime: '10:00',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(MOVE_REFUSALS.notProposed);

    const picked = await respond(ctx, b.client.token, b.appointmentId, times()[1]!);
    expect(picked.statusCode).toBe(200);
    expect(picked.json().appointment).toMatchObject({
      ...times()[1],
      proposal: null,
      rescheduleCount: 0,
      rescheduleAllowed: true,
    });
    const row = await appointmentRow(ctx, b.appointmentId);
    expect(row.inviteSequence).toBe(1);
    expect((await claimsOf(ctx, b.appointmentId)).map((c) => c.startsAt)).toEqual([row.startsAt]);
    const [stored] = await ctx.db.select().from(rescheduleProposals);
    expect(stored?.status).toBe('accepted');
    const invites = await invitesTo(ctx, row.email);
    expect(invites.map((i) => [i.uid, i.sequence, i.method])).toEqual([
      [b.appointmentId, 0, 'REQUEST'],
      [b.appointmentId, 1, 'REQUEST'],
    ]);
  });

  it('refuses taken, repeated, too many and foreign proposals', async () => {
    const b = await therapistBooking(ctx);
    await paidAppointment(ctx, { ...b, client: await insertClient(ctx.db) }, '11:00');
    const taken = await proposeTimes(ctx, b.therapist.token, b.appointmentId, [
      { slotDate: b.slotDate, slotTime: '11:00' },
    ]);
    expect(taken.statusCode).toBe(409);
    const repeated = await proposeTimes(ctx, b.therapist.token, b.appointmentId, [
      times()[0]!,
      times()[0]!,
    ]);
    expect(repeated.statusCode).toBe(400);
    const four = await proposeTimes(ctx, b.therapist.token, b.appointmentId, [
      ...times(),
      { slotDate: dayKey(6), slotTime: '10:00' },
      { slotDate: dayKey(7), slotTime: '10:00' },
    ]);
    expect(four.statusCode).toBe(400);
    const stranger = await therapistScene(ctx);
    const foreign = await proposeTimes(ctx, stranger.therapist.token, b.appointmentId, times());
    expect(foreign.statusCode).toBe(404);
    expect(await ctx.db.select().from(rescheduleProposals)).toEqual([]);
  });

  it('declined, cancels the booking and refunds it in full exactly once, however often declined', async () => {
    gateway.reset();
    const b = await therapistBooking(ctx);
    await proposeTimes(ctx, b.therapist.token, b.appointmentId, times());
    const answers = await Promise.all([
      respond(ctx, b.client.token, b.appointmentId, 'decline'),
      respond(ctx, b.client.token, b.appointmentId, 'decline'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await ctx.app.jobs.runDue();

    const rows = await ctx.db.select().from(refunds);
    expect(rows).toHaveLength(1);
    // The refund says what happened: the client declined the proposed times, refunded in full.
    expect(rows[0]).toMatchObject({
      appointmentId: b.appointmentId,
      amountPaise: 9900,
      cause: 'proposal-declined',
      reason: 'client declined the proposed times (refunded in full)',
    });
    expect(gateway.refundCalls()).toBe(1);
    const card = await clientCard(ctx, b.client.token, b.appointmentId);
    expect(card).toMatchObject({ proposalDeclined: true });
    expect(appointmentStatus({ ...card, refundPaise: 9900 }).label).toBe(
      'You Declined The New Times & Refunded',
    );
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/appointments',
      headers: { token: b.therapist.token },
    });
    const session = dashboard
      .json()
      .appointments.find((a: { _id: string }) => a._id === b.appointmentId);
    expect(session).toMatchObject({ proposalDeclined: true });
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({
      cancelled: true,
      cancelledBy: 'therapist',
      cancellationStatus: 'approved',
      inviteSequence: 1,
    });
    expect(await claimsOf(ctx, b.appointmentId)).toEqual([]);
    const row = await appointmentRow(ctx, b.appointmentId);
    for (const to of [row.email, 'therapist@example.com']) {
      const invites = await invitesTo(ctx, to);
      expect(invites.at(-1)).toMatchObject({
        uid: b.appointmentId,
        method: 'CANCEL',
        status: 'CANCELLED',
        sequence: 1,
      });
    }
  });

  it('lapses unanswered 12 hours before the session, which stays at its time', async () => {
    const b = await therapistBooking(ctx);
    await proposeTimes(ctx, b.therapist.token, b.appointmentId, times());
    const before = await appointmentRow(ctx, b.appointmentId);

    clocked.clock.now = new Date(before.startsAt.getTime() - 12 * HOUR - 60_000);
    expect(await ctx.app.booking.proposals.sweep()).toBe(0);
    clocked.clock.now = new Date(before.startsAt.getTime() - 12 * HOUR);
    const [first, second] = await Promise.all([
      ctx.app.booking.proposals.sweep(),
      ctx.app.booking.proposals.sweep(),
    ]);
    expect(first + second).toBe(1);

    const [stored] = await ctx.db.select().from(rescheduleProposals);
    expect(stored?.status).toBe('lapsed');
    // The session stays at its time, accepted: the acceptance deadline no longer applies.
    expect(await appointmentRow(ctx, b.appointmentId)).toEqual({
      ...before,
      isApproved: true,
      updatedAt: expect.any(Date),
    });
    const late = await respond(ctx, b.client.token, b.appointmentId, times()[0]!);
    expect(late.statusCode).toBe(409);
    expect((await clientCard(ctx, b.client.token, b.appointmentId)).proposal).toBeNull();
    const lapsedMails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'reschedule.lapsed'));
    expect(lapsedMails.map((m) => m.toAddress)).toEqual(['therapist@example.com']);
  });
});
