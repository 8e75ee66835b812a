import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, mailOutbox, refunds, slotHolds } from '../../../db/schema';
import { useTestApp } from '../../../test/harness';
import { insertClient } from '../../../test/factories';
import { bookingScene, post } from '../../../test/booking-test-kit';
import { REFUSALS } from '@app/domain/appointment-life-cycle';
import {
  appointmentRow,
  bookedHoursAgo,
  expireReservation,
  paidAppointment,
  requestCancellation,
  servicesAt,
  unpaidReservation,
} from '../../../test/appointments-test-kit';

const ctx = useTestApp();

const cancel = (token: string | undefined, appointmentId: string) =>
  post(ctx, '/api/user/cancel-appointment', { appointmentId }, token);

describe('POST /api/user/cancel-appointment', () => {
  it('cancels an unpaid reservation and frees its slot in the same step', async () => {
    const scene = await bookingScene(ctx);
    const id = await unpaidReservation(ctx, scene.client.token, scene.t.id, scene.slotDate);
    const rival = await insertClient(ctx.db);
    const slot = { docId: scene.t.id, slotDate: scene.slotDate, slotTime: '11:00' };
    expect(
      (await post(ctx, '/api/user/check-slot-availability', slot, rival.token)).statusCode,
    ).toBe(409);

    const bookedSlots = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/doctor/by-slug/${scene.t.slug}` })).json()
        .data.slots_booked[scene.slotDate] ?? [];
    expect(await bookedSlots()).toContain('11:00');

    const res = await cancel(scene.client.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Appointment cancelled successfully.' });
    expect(await appointmentRow(ctx, id)).toMatchObject({
      cancelled: true,
      cancelledBy: 'user',
      cancelledAt: expect.any(Date),
    });
    expect(await ctx.db.select().from(slotHolds).where(eq(slotHolds.appointmentId, id))).toEqual(
      [],
    );
    const check = await post(ctx, '/api/user/check-slot-availability', slot, rival.token);
    expect(check.json()).toEqual({ success: true, message: 'Slot is available' });
    expect(await bookedSlots()).not.toContain('11:00');
    expect(
      (await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action),
    ).toContain('appointment.cancelled');
  });

  it('refuses a paid appointment with 409 and points to a cancellation request', async () => {
    const { client, appointmentId } = await paidAppointment(ctx);
    const res = await cancel(client.token, appointmentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: REFUSALS.paidUseRequest,
    });
    expect((await appointmentRow(ctx, appointmentId)).cancelled).toBe(false);
  });

  it('refuses an expired reservation and a second cancel', async () => {
    const scene = await bookingScene(ctx);
    const id = await unpaidReservation(ctx, scene.client.token, scene.t.id, scene.slotDate);
    await expireReservation(ctx, id);
    expect((await cancel(scene.client.token, id)).json().message).toBe(REFUSALS.reservationExpired);
    const other = await bookingScene(ctx);
    const id2 = await unpaidReservation(ctx, other.client.token, other.t.id, other.slotDate);
    expect((await cancel(other.client.token, id2)).statusCode).toBe(200);
    const again = await cancel(other.client.token, id2);
    expect([again.statusCode, again.json().message]).toEqual([409, REFUSALS.alreadyCancelled]);
  });

  it("answers 404 for another client's or an unknown appointment and changes nothing", async () => {
    const scene = await bookingScene(ctx);
    const id = await unpaidReservation(ctx, scene.client.token, scene.t.id, scene.slotDate);
    const before = await appointmentRow(ctx, id);
    const stranger = await insertClient(ctx.db);
    for (const target of [id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await cancel(stranger.token, target);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: 'Appointment not found',
      });
    }
    expect(await appointmentRow(ctx, id)).toEqual(before);
    expect(await ctx.db.select().from(slotHolds)).toHaveLength(1);
    expect((await cancel(undefined, id)).statusCode).toBe(401);
  });
});

describe('POST /api/user/request-cancellation', () => {
  it('cancels and refunds at once a request inside the refund window, by the rule, once', async () => {
    const { client, appointmentId, t } = await paidAppointment(ctx);
    const results = await Promise.all(
      ['  Feeling unwell  ', 'again', 'and again'].map((reason) =>
        requestCancellation(ctx, client.token, appointmentId, reason),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const ok = results.find((r) => r.statusCode === 200)!;
    expect(ok.json()).toEqual({
      success: true,
      message: 'Appointment cancelled successfully.',
      refundPaise: 9900,
      rule: 'within-window',
      approved: true,
    });
    expect(await appointmentRow(ctx, appointmentId)).toMatchObject({
      cancelled: true,
      cancelledBy: 'user',
      cancellationStatus: 'approved',
      cancellationRequestedBy: 'user',
    });
    const refundRows = await ctx.db.select().from(refunds);
    expect(refundRows.map((r) => r.amountPaise)).toEqual([9900]);
    const [approval] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'appointment.cancellation_approved'));
    expect(approval).toMatchObject({ actorKind: 'system', actorAccountId: null });
    expect(approval?.data).toMatchObject({ refundPaise: 9900, rule: 'within-window' });
    // The cancellation's mails follow its event.
    await ctx.app.jobs.runDue();
    const mails = await ctx.db.select().from(mailOutbox);
    const toClient = mails.find(
      (m) => m.toAddress === client.account.email && m.subject.includes('Appointment cancelled'),
    );
    expect(toClient).toBeDefined();
    expect(toClient?.textBody).toContain('₹99 is being refunded');
    // Nothing waits for the team: no request notice to support.
    expect(mails.some((m) => m.toAddress === ctx.config.site.supportEmail)).toBe(false);
    expect(mails.some((m) => m.textBody.includes(t.name))).toBe(true);
  });

  it('opens a pending request after the refund window and mails the client and the support team', async () => {
    const { client, appointmentId, t } = await paidAppointment(ctx);
    await bookedHoursAgo(ctx, appointmentId, 25);
    const res = await requestCancellation(ctx, client.token, appointmentId, '  Feeling unwell  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Cancellation request submitted successfully.',
      refundPaise: 0,
      rule: 'after-window',
      approved: false,
    });
    expect(await appointmentRow(ctx, appointmentId)).toMatchObject({
      cancelled: false,
      cancellationStatus: 'pending',
      cancellationRequestedBy: 'user',
      cancellationReason: 'Feeling unwell',
      cancellationRequestedAt: expect.any(Date),
    });
    const mails = await ctx.db.select().from(mailOutbox);
    const toClient = mails.find((m) => m.subject.startsWith('Cancellation request received'));
    expect(toClient?.toAddress).toBe(client.account.email);
    expect(toClient?.textBody).toContain('2-3 business days');
    const toSupport = mails.find((m) => m.toAddress === ctx.config.site.supportEmail);
    expect(toSupport?.textBody).toContain('Feeling unwell');
    expect(toSupport?.textBody).toContain(t.name);
    expect(toSupport?.textBody).toContain(`approve-cancellation ${appointmentId}`);
  });

  it('validates the reason: required, at most 500 characters', async () => {
    const { client, appointmentId } = await paidAppointment(ctx);
    const long = await requestCancellation(ctx, client.token, appointmentId, 'x'.repeat(501));
    expect([long.statusCode, long.json().message]).toEqual([
      400,
      'Reason cannot exceed 500 characters',
    ]);
    const empty = await requestCancellation(ctx, client.token, appointmentId, '   ');
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      'Please enter a reason for cancellation',
    ]);
    expect((await appointmentRow(ctx, appointmentId)).cancellationStatus).toBeNull();
    const atLimit = await requestCancellation(ctx, client.token, appointmentId, 'x'.repeat(500));
    expect(atLimit.statusCode).toBe(200);
  });

  it("answers 404 for another client's appointment and changes nothing", async () => {
    const { appointmentId } = await paidAppointment(ctx);
    const before = await appointmentRow(ctx, appointmentId);
    const stranger = await insertClient(ctx.db);
    const res = await requestCancellation(ctx, stranger.token, appointmentId);
    expect([res.statusCode, res.json().message]).toEqual([404, 'Appointment not found']);
    expect(await appointmentRow(ctx, appointmentId)).toEqual(before);
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.subject.startsWith('Cancellation request'))).toEqual([]);
  });

  it('keeps exactly one pending request for repeated and concurrent requests', async () => {
    const { client, appointmentId } = await paidAppointment(ctx);
    await bookedHoursAgo(ctx, appointmentId, 25);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        requestCancellation(ctx, client.token, appointmentId, `reason ${i}`),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(REFUSALS.requestPending);
    const again = await requestCancellation(ctx, client.token, appointmentId);
    expect(again.statusCode).toBe(409);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'appointment.cancellation_requested'));
    expect(audits).toHaveLength(1);
    const requestMails = (await ctx.db.select().from(mailOutbox)).filter((m) =>
      m.subject.startsWith('Cancellation request'),
    );
    // One each to the client, the team and the therapist.
    expect(requestMails).toHaveLength(3);
  });

  it('refuses unpaid appointments and sessions that already started', async () => {
    const scene = await bookingScene(ctx);
    const unpaid = await unpaidReservation(ctx, scene.client.token, scene.t.id, scene.slotDate);
    expect((await requestCancellation(ctx, scene.client.token, unpaid)).json().message).toBe(
      REFUSALS.unpaidCancelDirectly,
    );
    const { client, appointmentId } = await paidAppointment(ctx);
    const row = await appointmentRow(ctx, appointmentId);
    const { appointments } = servicesAt(ctx, () => new Date(row.startsAt.getTime() + 1));
    await expect(
      appointments.requestCancellation(client.account.id, {
        appointmentId,
        cancellationReason: 'Missed it',
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: REFUSALS.sessionStarted });
  });
});
