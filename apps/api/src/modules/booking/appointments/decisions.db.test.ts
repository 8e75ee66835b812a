import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, mailOutbox, payments, refunds, slotHolds } from '../../../db/schema';
import { insertClient } from '../../../test/factories';
import { post } from '../../../test/booking-test-kit';
import {
  ADMIN_ACTOR,
  appointmentRow,
  useCountingApp,
  paidAppointment,
  queuedClientRequest,
  requestCancellation,
} from '../../../test/appointments-test-kit';

const { ctx, gateway } = useCountingApp();

const decisions = () => ctx.app.booking.decisions;

async function pendingRequest() {
  const booked = await paidAppointment(ctx);
  await queuedClientRequest(ctx, booked.appointmentId);
  return booked;
}

const auditActions = async (id: string) =>
  (await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action);

describe('approveCancellation', () => {
  it('cancels, frees the slot, refunds ₹99 once and tracks the refund to processed', async () => {
    const { client, appointmentId, t, slotDate } = await pendingRequest();
    const result = await decisions().approveCancellation(appointmentId, ADMIN_ACTOR);
    expect(result).toMatchObject({
      success: true,
      appointmentId,
      refund: { amountPaise: 9900, rule: 'within-window', status: 'pending' },
      refundRetryNeeded: false,
    });
    expect(result.message).toMatch(/^Cancellation approved\. Refund of ₹99 requested \(rfnd_/);
    // The provider's refund.processed webhook waits in the inbox for the job runner.
    await ctx.app.jobs.runDue();
    expect(await appointmentRow(ctx, appointmentId)).toMatchObject({
      cancelled: true,
      cancelledBy: 'user',
      cancellationStatus: 'approved',
    });
    expect(await ctx.db.select().from(slotHolds)).toEqual([]);
    const rival = await insertClient(ctx.db);
    const check = await post(
      ctx,
      '/api/user/check-slot-availability',
      { docId: t.id, slotDate, slotTime: '10:00' },
      rival.token,
    );
    expect(check.statusCode).toBe(200);

    expect(gateway.refundCalls()).toBe(1);
    const [refund] = await ctx.db.select().from(refunds);
    expect(refund).toMatchObject({
      appointmentId,
      idempotencyKey: `cancel-${appointmentId}`,
      amountPaise: 9900,
      status: 'processed',
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect((await ctx.db.select().from(payments))[0]?.status).toBe('refunded');

    const subjects = (await ctx.db.select().from(mailOutbox))
      .filter((m) => m.toAddress === client.account.email)
      .map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Appointment cancelled/),
        'Refund processed: ₹99',
      ]),
    );
    const approved = (await ctx.db.select().from(mailOutbox)).find((m) =>
      m.subject.startsWith('Appointment cancelled'),
    );
    expect(approved?.textBody).toContain('Your booking fee of ₹99 is being refunded');
    expect(await auditActions(appointmentId)).toContain('appointment.cancellation_approved');

    const [item] = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/user/appointments',
        headers: { token: client.token },
      })
    ).json().appointments;
    expect(item).toMatchObject({
      cancelled: true,
      cancelledBy: 'user',
      cancellationStatus: 'approved',
      cancellationRequestedBy: 'user',
      refund: { status: 'processed', amountPaise: 9900 },
    });
  });

  it('approving twice refunds once: one refund row, one provider call, then 409', async () => {
    const { appointmentId } = await pendingRequest();
    await decisions().approveCancellation(appointmentId, ADMIN_ACTOR);
    await expect(decisions().approveCancellation(appointmentId, ADMIN_ACTOR)).rejects.toMatchObject(
      {
        statusCode: 409,
        message: expect.stringMatching(/^This cancellation was already approved/),
      },
    );
    expect(await ctx.db.select().from(refunds)).toHaveLength(1);
    expect(gateway.refundCalls()).toBe(1);
  });

  it('concurrent approvals make one refund and one provider call', async () => {
    const { appointmentId } = await pendingRequest();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => decisions().approveCancellation(appointmentId, ADMIN_ACTOR)),
    );
    const approved = results.filter(
      (r) => r.status === 'fulfilled' && r.value.message.startsWith('Cancellation approved.'),
    );
    expect(approved).toHaveLength(1);
    expect(await ctx.db.select().from(refunds)).toHaveLength(1);
    expect(gateway.refundCalls()).toBe(1);
    const actions = await auditActions(appointmentId);
    expect(actions.filter((a) => a === 'appointment.cancellation_approved')).toHaveLength(1);
  });

  it('keeps a refund the provider did not receive pending; approving again retries it', async () => {
    const { appointmentId } = await pendingRequest();
    gateway.failNext(1);
    const first = await decisions().approveCancellation(appointmentId, ADMIN_ACTOR);
    expect(first.refundRetryNeeded).toBe(true);
    expect(first.message).toContain('run approve-cancellation again to retry');
    expect((await appointmentRow(ctx, appointmentId)).cancellationStatus).toBe('approved');
    expect(await ctx.db.select().from(refunds)).toEqual([
      expect.objectContaining({ status: 'pending', providerRefundId: null }),
    ]);

    const retry = await decisions().approveCancellation(appointmentId, ADMIN_ACTOR);
    expect(retry.message).toMatch(
      /^This cancellation was already approved\. Refund of ₹99 requested/,
    );
    expect(retry.refundRetryNeeded).toBe(false);
    expect(gateway.refundCalls()).toBe(2);
    // The send job finds the refund sent and the provider's webhook marks it processed.
    await ctx.app.jobs.runDue();
    expect(gateway.refundCalls()).toBe(2);
    const [refund] = await ctx.db.select().from(refunds);
    expect(refund?.status).toBe('processed');
    await expect(decisions().approveCancellation(appointmentId, ADMIN_ACTOR)).rejects.toMatchObject(
      { statusCode: 409 },
    );
    expect(gateway.refundCalls()).toBe(2);
  });

  it('answers 404 for an unknown appointment and 409 when nothing is pending', async () => {
    await expect(
      decisions().approveCancellation('00000000-0000-4000-8000-000000000000', ADMIN_ACTOR),
    ).rejects.toMatchObject({ statusCode: 404 });
    const { appointmentId } = await paidAppointment(ctx);
    await expect(decisions().approveCancellation(appointmentId, ADMIN_ACTOR)).rejects.toMatchObject(
      {
        statusCode: 409,
        message: 'There is no pending cancellation request for this appointment.',
      },
    );
    expect(await ctx.db.select().from(refunds)).toEqual([]);
  });
});

describe('rejectCancellation', () => {
  it('keeps the appointment, records the rejection and tells the client', async () => {
    const { client, appointmentId } = await pendingRequest();
    const result = await decisions().rejectCancellation(
      appointmentId,
      ADMIN_ACTOR,
      'The session is tomorrow',
    );
    expect(result.message).toBe('Cancellation request rejected. The appointment stays booked.');
    expect(await appointmentRow(ctx, appointmentId)).toMatchObject({
      cancelled: false,
      cancellationStatus: 'rejected',
    });
    const mail = (await ctx.db.select().from(mailOutbox)).find((m) =>
      m.subject.startsWith('Cancellation request reviewed'),
    );
    expect(mail?.textBody).toContain('was not approved');
    expect(mail?.textBody).toContain('Note from our team: The session is tomorrow');
    expect((await requestCancellation(ctx, client.token, appointmentId)).statusCode).toBe(409);
    await expect(decisions().approveCancellation(appointmentId, ADMIN_ACTOR)).rejects.toMatchObject(
      { statusCode: 409, message: 'This cancellation was already rejected.' },
    );
    expect(await auditActions(appointmentId)).toContain('appointment.cancellation_rejected');
    expect(gateway.refundCalls()).toBe(0);
  });
});
