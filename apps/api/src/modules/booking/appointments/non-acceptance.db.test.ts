import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { acceptanceDeadline } from '@app/domain/therapist-sessions';
import { jobs, mailOutbox, refunds } from '../../../db/schema';
import { appointmentRow, useClockedCountingApp } from '../../../test/appointments-test-kit';
import { clientCard, dashboardAction, therapistBooking } from '../../../test/dashboard-test-kit';
import { appointmentStatus } from '@app/domain/appointment-status';
import { moveTo } from '../../../test/reschedule-test-kit';
import { REMINDER_JOB } from './session-reminders';

const { clocked, ctx, gateway } = useClockedCountingApp();
const booking = () => ctx.app.booking;

const subjectsTo = async (to: string) =>
  (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).map(
    (m) => m.subject,
  );
const refundRows = () => ctx.db.select().from(refunds);

describe('a booking the therapist does not accept', () => {
  it('is cancelled at its deadline with a full refund, exactly once however often the job runs', async () => {
    gateway.reset();
    const b = await therapistBooking(ctx);
    const a = await appointmentRow(ctx, b.appointmentId);
    const deadline = acceptanceDeadline(a.createdAt, a.startsAt);

    clocked.clock.now = new Date(deadline.getTime() - 60_000);
    expect(await booking().nonAcceptance.sweep()).toBe(0);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({ cancelled: false });

    clocked.clock.now = new Date(deadline.getTime() + 60_000);
    const [first, second] = await Promise.all([
      booking().nonAcceptance.sweep(),
      booking().nonAcceptance.sweep(),
    ]);
    expect(first + second).toBe(1);
    expect(await booking().nonAcceptance.sweep()).toBe(0);
    expect(await booking().nonAcceptance.cancelIfOverdue(b.appointmentId)).toBe(false);
    await ctx.app.jobs.runDue();

    const rows = await refundRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ appointmentId: b.appointmentId, amountPaise: 9900 });
    expect(gateway.refundCalls()).toBe(1);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({
      cancelled: true,
      cancelledBy: 'system',
      cancellationStatus: 'approved',
      cancellationRequestedBy: 'therapist',
    });
    const card = await clientCard(ctx, b.client.token, b.appointmentId);
    expect(appointmentStatus({ ...(card as object), refundPaise: 9900 } as never).label).toBe(
      'Cancelled By Therapist & Refunded',
    );
    expect(await subjectsTo(b.client.account.email)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Appointment cancelled and refunded: /)]),
    );
    expect(await subjectsTo('therapist@example.com')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Booking cancelled: /)]),
    );
  });

  it('leaves an accepted booking alone at the deadline', async () => {
    const b = await therapistBooking(ctx);
    await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'accept');
    const a = await appointmentRow(ctx, b.appointmentId);
    clocked.clock.now = new Date(acceptanceDeadline(a.createdAt, a.startsAt).getTime() + 1000);
    expect(await booking().nonAcceptance.sweep()).toBe(0);
    expect(await refundRows()).toEqual([]);
  });

  it('is cancelled and refunded once when declined; a second decline is refused', async () => {
    gateway.reset();
    const b = await therapistBooking(ctx);
    const res = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'decline');
    expect(res.statusCode).toBe(200);
    const again = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This appointment is already cancelled.');
    expect(await refundRows()).toHaveLength(1);
    expect(gateway.refundCalls()).toBe(1);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({
      cancelled: true,
      cancelledBy: 'therapist',
    });
    // The slot is free again for someone else.
    const accept = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'accept');
    expect(accept.statusCode).toBe(409);
  });

  it('tells the client the reason a therapist gives when declining; a long one changes nothing', async () => {
    const b = await therapistBooking(ctx);
    const long = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'decline', {
      reason: 'x'.repeat(501),
    });
    expect([long.statusCode, long.json().message]).toEqual([
      400,
      'Reason cannot exceed 500 characters',
    ]);
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({ cancelled: false });

    const reason = 'I am unwell this week. Sorry for the change.';
    const res = await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'decline', {
      reason,
    });
    expect(res.statusCode).toBe(200);
    // The cancellation's mails come from its event.
    await ctx.app.jobs.runDue();
    const mail = (
      await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, b.client.account.email))
    ).find((m) => m.subject.startsWith('Appointment cancelled and refunded: '));
    expect(mail?.textBody).toContain(`reason: ${reason}`);
  });
});

describe('session reminders', () => {
  it('enqueues each reminder once and mails both sides', async () => {
    const b = await therapistBooking(ctx);
    await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'accept');
    const { startsAt } = await appointmentRow(ctx, b.appointmentId);
    clocked.clock.now = new Date(startsAt.getTime() - 23.5 * 3_600_000);
    expect(await booking().reminders.sweep()).toBe(1);
    expect(await booking().reminders.sweep()).toBe(0);
    clocked.clock.now = new Date(startsAt.getTime() - 30 * 60_000);
    expect(await booking().reminders.sweep()).toBe(1);
    expect(await booking().reminders.sweep()).toBe(0);
    const queued = await ctx.db.select().from(jobs).where(eq(jobs.type, REMINDER_JOB));
    expect(queued.map((j) => j.dedupeKey).sort()).toEqual([
      `reminder:1h:${b.appointmentId}:${startsAt.toISOString()}`,
      `reminder:24h:${b.appointmentId}:${startsAt.toISOString()}`,
    ]);
    await ctx.app.jobs.runDue();
    const reminders = (await ctx.db.select().from(mailOutbox)).filter((m) =>
      m.subject.startsWith('Reminder:'),
    );
    expect(reminders.map((m) => m.toAddress).sort()).toEqual(
      [
        b.client.account.email,
        b.client.account.email,
        'therapist@example.com',
        'therapist@example.com',
      ].sort(),
    );
  });

  it('never reminds a moved session at its old time, and reminds it again at the new one', async () => {
    const b = await therapistBooking(ctx);
    await dashboardAction(ctx, b.therapist.token, b.appointmentId, 'accept');
    const { startsAt } = await appointmentRow(ctx, b.appointmentId);
    const reminderMails = async () =>
      (await ctx.db.select().from(mailOutbox)).filter((m) => m.subject.startsWith('Reminder:'));
    clocked.clock.now = new Date(startsAt.getTime() - 23.5 * 3_600_000);
    expect(await booking().reminders.sweep()).toBe(1);
    // Moved an hour later while its 24-hour reminder waits in the queue.
    const moved = await moveTo(ctx, b.client.token, b.appointmentId, b.slotDate, '11:00');
    expect(moved.statusCode, moved.body).toBe(200);
    await ctx.app.jobs.runDue();
    expect(await reminderMails()).toEqual([]);

    clocked.clock.now = new Date(startsAt.getTime() - 22.5 * 3_600_000);
    expect(await booking().reminders.sweep()).toBe(1);
    await ctx.app.jobs.runDue();
    const sent = await reminderMails();
    expect(sent.map((m) => m.toAddress).sort()).toEqual(
      [b.client.account.email, 'therapist@example.com'].sort(),
    );
    expect(sent[0]?.textBody).toContain('11:00');
  });
});
