import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, refunds } from '../../../db/schema';
import { useTestApp } from '../../../test/harness';
import {
  ADMIN_ACTOR,
  appointmentRow,
  paidAppointment,
  servicesAt,
} from '../../../test/appointments-test-kit';

const ctx = useTestApp();

const HOUR = 3_600_000;

/** A paid appointment and the services with a clock set relative to its booking instant. */
async function bookedThen(offsetMs: number) {
  const booked = await paidAppointment(ctx);
  const row = await appointmentRow(ctx, booked.appointmentId);
  const at = new Date(row.createdAt.getTime() + offsetMs);
  return { ...booked, row, ...servicesAt(ctx, () => at) };
}

describe('refund of a client request', () => {
  it('cancels and refunds ₹99 at once for a request made exactly 24 hours after booking', async () => {
    const b = await bookedThen(24 * HOUR);
    const asked = await b.appointments.requestCancellation(b.client.account.id, {
      appointmentId: b.appointmentId,
      cancellationReason: 'Plans changed',
    });
    expect(asked).toMatchObject({ refundPaise: 9900, rule: 'within-window', approved: true });
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({
      cancelled: true,
      cancellationStatus: 'approved',
    });
    expect(await ctx.db.select().from(refunds)).toEqual([
      expect.objectContaining({ amountPaise: 9900, appointmentId: b.appointmentId }),
    ]);
  });

  it('refunds nothing for a request made 24 hours and 1 ms after booking, and says why', async () => {
    const b = await bookedThen(24 * HOUR + 1);
    const asked = await b.appointments.requestCancellation(b.client.account.id, {
      appointmentId: b.appointmentId,
      cancellationReason: 'Plans changed',
    });
    expect(asked).toMatchObject({ refundPaise: 0, rule: 'after-window', approved: false });
    const received = (await ctx.db.select().from(mailOutbox)).find((m) =>
      m.subject.startsWith('Cancellation request received'),
    );
    expect(received?.textBody).toContain('more than 24 hours after booking');

    const approved = await b.decisions.approveCancellation(b.appointmentId, ADMIN_ACTOR);
    expect(approved.refund).toEqual({ amountPaise: 0, rule: 'after-window', status: null });
    expect(approved.message).toBe(
      'Cancellation approved. No refund: the request came more than 24 hours after booking.',
    );
    expect(await ctx.db.select().from(refunds)).toEqual([]);
    expect((await appointmentRow(ctx, b.appointmentId)).cancelled).toBe(true);
    // The cancellation's mails come from its event.
    await b.jobs.runDue();
    const mail = (await ctx.db.select().from(mailOutbox)).find((m) =>
      m.subject.startsWith('Appointment cancelled'),
    );
    expect(mail?.textBody).toContain('No refund applies');
  });
});

describe("a therapist's cancellation request", () => {
  it('is recorded for the client to see and refunds in full when approved, even after 24 hours', async () => {
    const b = await bookedThen(48 * HOUR);
    const recorded = await b.decisions.therapistRequestsCancellation(
      b.appointmentId,
      'Therapist unwell',
      ADMIN_ACTOR,
    );
    expect(recorded.message).toContain('refunds the client ₹99 in full');
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({
      cancellationStatus: 'pending',
      cancellationRequestedBy: 'therapist',
      cancellationReason: 'Therapist unwell',
    });
    const told = (await ctx.db.select().from(mailOutbox)).find((m) =>
      m.subject.startsWith('Your therapist asked to cancel'),
    );
    expect(told?.toAddress).toBe(b.client.account.email);

    const approved = await b.decisions.approveCancellation(b.appointmentId, ADMIN_ACTOR);
    expect(approved.refund).toMatchObject({ amountPaise: 9900, rule: 'therapist-full' });
    expect(await appointmentRow(ctx, b.appointmentId)).toMatchObject({
      cancelled: true,
      cancelledBy: 'therapist',
      cancellationStatus: 'approved',
    });
    expect(await ctx.db.select().from(refunds)).toHaveLength(1);
  });

  it('needs a reason and is refused while a request is pending', async () => {
    const b = await bookedThen(HOUR);
    await expect(
      b.decisions.therapistRequestsCancellation(b.appointmentId, '  ', ADMIN_ACTOR),
    ).rejects.toMatchObject({ statusCode: 400 });
    await b.appointments.requestCancellation(b.client.account.id, {
      appointmentId: b.appointmentId,
      cancellationReason: 'Plans changed',
    });
    await expect(
      b.decisions.therapistRequestsCancellation(b.appointmentId, 'Unwell', ADMIN_ACTOR),
    ).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('the session life cycle', () => {
  it('confirms once; completes and marks not attended only after the session, with no refund', async () => {
    const b = await bookedThen(HOUR);
    expect((await b.decisions.confirm(b.appointmentId, ADMIN_ACTOR)).message).toBe(
      'Appointment confirmed.',
    );
    expect((await appointmentRow(ctx, b.appointmentId)).isApproved).toBe(true);
    await expect(b.decisions.confirm(b.appointmentId, ADMIN_ACTOR)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This appointment is already confirmed.',
    });
    await expect(b.decisions.complete(b.appointmentId, ADMIN_ACTOR)).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/^This session has not taken place yet/),
    });

    const after = servicesAt(ctx, () => new Date(b.row.startsAt.getTime() + 2 * HOUR));
    const marked = await after.decisions.notAttended(b.appointmentId, ADMIN_ACTOR);
    expect(marked.message).toBe('Session marked not attended. No refund applies.');
    expect((await appointmentRow(ctx, b.appointmentId)).sessionStatus).toBe('not-attended');
    await expect(after.decisions.complete(b.appointmentId, ADMIN_ACTOR)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This session is already marked not attended.',
    });
    await expect(
      after.decisions.therapistRequestsCancellation(b.appointmentId, 'Late', ADMIN_ACTOR),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await ctx.db.select().from(refunds)).toEqual([]);

    const other = await paidAppointment(ctx, undefined, '11:00');
    const otherRow = await appointmentRow(ctx, other.appointmentId);
    const later = servicesAt(ctx, () => new Date(otherRow.startsAt.getTime() + 2 * HOUR));
    await later.decisions.complete(other.appointmentId, ADMIN_ACTOR);
    expect((await appointmentRow(ctx, other.appointmentId)).isCompleted).toBe(true);

    const audit = await ctx.db.select().from(auditLog);
    const decided = audit.filter((a) => a.actorKind === 'admin').map((a) => a.action);
    expect(decided.sort()).toEqual([
      'appointment.complete',
      'appointment.confirm',
      'appointment.not-attended',
    ]);
    expect(audit.find((a) => a.actorKind === 'admin')?.data).toMatchObject({ via: 'test' });
  });
});
