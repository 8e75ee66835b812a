import { describe, expect, it } from 'vitest';
import { acceptanceDeadline } from '@app/domain/therapist-sessions';
import { refunds } from '../../../db/schema';
import { useClockedApp } from '../../../test/booking-test-kit';
import { appointmentRow, countingProvider } from '../../../test/appointments-test-kit';
import { clientCard, dashboardGet, therapistBooking } from '../../../test/dashboard-test-kit';
import { dayKey, proposeTimes, respond } from '../../../test/reschedule-test-kit';

const gateway = countingProvider();
const clocked = useClockedApp(gateway.provider);
const ctx = clocked.ctx;
const HOUR = 3_600_000;

const times = () => [
  { slotDate: dayKey(4), slotTime: '10:00' },
  { slotDate: dayKey(5), slotTime: '11:00' },
];

const acceptByOnDashboard = async (token: string, id: string) => {
  const res = await dashboardGet(ctx, '/api/dashboard/appointments', token);
  const rows = res.json().appointments as { _id: string; acceptBy: string | null }[];
  return rows.find((r) => r._id === id)!.acceptBy;
};

describe('a proposal of new times and the acceptance deadline', () => {
  it('an open proposal pauses the deadline: the booking is neither cancelled nor told it will be', async () => {
    const b = await therapistBooking(ctx);
    const a = await appointmentRow(ctx, b.appointmentId);
    expect(await acceptByOnDashboard(b.therapist.token, b.appointmentId)).not.toBeNull();
    expect((await proposeTimes(ctx, b.therapist.token, b.appointmentId, times())).statusCode).toBe(
      200,
    );
    expect(await acceptByOnDashboard(b.therapist.token, b.appointmentId)).toBeNull();

    clocked.clock.now = new Date(acceptanceDeadline(a.createdAt, a.startsAt).getTime() + 60_000);
    expect(await ctx.app.booking.nonAcceptance.sweep()).toBe(0);
    expect(await ctx.app.booking.nonAcceptance.cancelIfOverdue(b.appointmentId)).toBe(false);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({ cancelled: false });
    expect(await ctx.db.select().from(refunds)).toEqual([]);
    expect((await clientCard(ctx, b.client.token, b.appointmentId)).proposal).not.toBeNull();
  });

  it('a proposed time the client picks is accepted, and the deadline no longer applies', async () => {
    const b = await therapistBooking(ctx);
    await proposeTimes(ctx, b.therapist.token, b.appointmentId, times());
    const picked = await respond(ctx, b.client.token, b.appointmentId, times()[0]!);
    expect(picked.statusCode).toBe(200);
    const row = await appointmentRow(ctx, b.appointmentId);
    expect(row.isApproved).toBe(true);
    expect(await acceptByOnDashboard(b.therapist.token, b.appointmentId)).toBeNull();

    clocked.clock.now = new Date(acceptanceDeadline(row.createdAt, row.startsAt).getTime() + 1000);
    expect(await ctx.app.booking.nonAcceptance.sweep()).toBe(0);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({ cancelled: false });
  });

  it('a proposal left unanswered keeps the session, as both sides were told: it is not cancelled', async () => {
    const b = await therapistBooking(ctx);
    await proposeTimes(ctx, b.therapist.token, b.appointmentId, times());
    const a = await appointmentRow(ctx, b.appointmentId);
    clocked.clock.now = new Date(a.startsAt.getTime() - 12 * HOUR);
    expect(await ctx.app.booking.proposals.sweep()).toBe(1);
    expect(await ctx.app.booking.nonAcceptance.sweep()).toBe(0);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({
      cancelled: false,
      isApproved: true,
    });
  });
});
