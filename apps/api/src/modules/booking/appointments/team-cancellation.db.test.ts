import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REFUSALS } from '@app/domain/appointment-life-cycle';
import {
  adminCancelPreviewResponse,
  adminCancelResponse,
  REFUND_CHOICES,
  type RefundChoice,
} from '@app/domain/schemas/admin-ops';
import { appointments, auditLog, mailOutbox, refunds, slotHolds } from '../../../db/schema';
import { dbKind } from '../../../test/harness';
import { insertClient } from '../../../test/factories';
import { bookingScene, post } from '../../../test/booking-test-kit';
import {
  appointmentRow,
  bookedHoursAgo,
  insertAdmin,
  paidAppointment,
  requestCancellation,
  unpaidReservation,
  useCountingApp,
} from '../../../test/appointments-test-kit';
import { therapistBooking } from '../../../test/dashboard-test-kit';
import { dayKey, invitesTo, proposeTimes, respond } from '../../../test/reschedule-test-kit';

const { ctx, gateway } = useCountingApp();
const DAY = 86_400_000;

const cancel = (token: string | undefined, id: string, body: object) =>
  post(ctx, `/api/admin/appointments/${id}/cancel`, body, token);

const preview = (token: string | undefined, id: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/appointments/${id}/cancel-preview`,
    headers: token ? { token } : {},
  });

const refundRows = () => ctx.db.select().from(refunds);

/** A paid booking whose payment was made `daysAgo` days ago (the 24-hour rule reads it). */
async function bookedDaysAgo(daysAgo: number) {
  const booked = await paidAppointment(ctx);
  if (daysAgo > 0)
    await ctx.db
      .update(appointments)
      .set({ createdAt: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(appointments.id, booked.appointmentId));
  return booked;
}

/** What each choice refunds: within 24 hours of booking the policy gives it all, later nothing. */
const EXPECTED: Record<RefundChoice, { early: number; late: number }> = {
  full: { early: 9900, late: 9900 },
  policy: { early: 9900, late: 0 },
  none: { early: 0, late: 0 },
};

describe(`the team's own cancellation (${dbKind()})`, () => {
  it('previews the refund of each choice, with the rule "by policy" applies', async () => {
    const admin = await insertAdmin(ctx);
    const early = await bookedDaysAgo(0);
    const res = await preview(admin.token, early.appointmentId);
    expect(res.statusCode).toBe(200);
    expect(adminCancelPreviewResponse.parse(res.json())).toMatchObject({
      appointmentId: early.appointmentId,
      therapistName: early.t.name,
      refunds: { full: 9900, policy: 9900, none: 0 },
      policy: { rule: 'within-window' },
      note: null,
    });

    const late = await bookedDaysAgo(2);
    expect((await preview(admin.token, late.appointmentId)).json()).toMatchObject({
      refunds: { full: 9900, policy: 0, none: 0 },
      policy: { rule: 'after-window', text: expect.stringMatching(/refunds nothing/) },
    });
    // A therapist's pending request: the policy is what approving it would give (in full).
    await post(
      ctx,
      `/api/admin/appointments/${late.appointmentId}/therapist-cancellation`,
      { reason: 'Unwell' },
      admin.token,
    );
    expect((await preview(admin.token, late.appointmentId)).json()).toMatchObject({
      refunds: { full: 9900, policy: 9900 },
      policy: { rule: 'therapist-full' },
    });
    // Previewing changes nothing.
    expect(await refundRows()).toEqual([]);
    expect((await appointmentRow(ctx, late.appointmentId)).cancelled).toBe(false);
  });

  for (const choice of REFUND_CHOICES) {
    it(`cancels with the refund "${choice}", exactly once however often it is sent`, async () => {
      gateway.reset();
      const admin = await insertAdmin(ctx);
      for (const age of ['early', 'late'] as const) {
        const booked = await bookedDaysAgo(age === 'early' ? 0 : 2);
        const id = booked.appointmentId;
        const amount = EXPECTED[choice][age];
        const before = gateway.refundCalls();
        const body = { reason: 'Therapist phoned in ill', refund: choice };
        // The same request three times at once, then once more (a replay).
        const answers = await Promise.all([1, 2, 3].map(() => cancel(admin.token, id, body)));
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
        const ok = adminCancelResponse.parse(answers.find((r) => r.statusCode === 200)!.json());
        expect(ok.refund).toMatchObject({ choice, amountPaise: amount });
        expect(ok.message).toMatch(/^Session cancelled\. /);
        const replay = await cancel(admin.token, id, body);
        expect([replay.statusCode, replay.json().message]).toEqual([
          409,
          REFUSALS.alreadyCancelled,
        ]);
        for (const refused of answers.filter((r) => r.statusCode === 409))
          expect(refused.json().message).toBe(REFUSALS.alreadyCancelled);

        await ctx.app.jobs.runDue();
        const mine = (await refundRows()).filter((r) => r.appointmentId === id);
        expect(mine).toHaveLength(amount > 0 ? 1 : 0);
        if (amount > 0)
          expect(mine[0]).toMatchObject({
            amountPaise: amount,
            cause: 'cancellation',
            idempotencyKey: `cancel-${id}`,
            status: 'processed',
          });
        expect(gateway.refundCalls() - before).toBe(amount > 0 ? 1 : 0);
        expect(await appointmentRow(ctx, id)).toMatchObject({
          cancelled: true,
          cancelledBy: 'admin',
          cancellationStatus: null,
        });
        expect(
          await ctx.db.select().from(slotHolds).where(eq(slotHolds.appointmentId, id)),
        ).toEqual([]);
        const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
        expect(audits.filter((a) => a.action === 'appointment.cancelled_by_team')).toEqual([
          expect.objectContaining({
            actorAccountId: admin.account.id,
            actorKind: 'admin',
            data: expect.objectContaining({
              reason: 'Therapist phoned in ill',
              refund: choice,
              refundPaise: amount,
            }),
          }),
        ]);
      }
    });
  }

  it('mails the client and the therapist the reason and the refund, with a CANCEL invite', async () => {
    const admin = await insertAdmin(ctx);
    const full = await paidAppointment(ctx);
    await cancel(admin.token, full.appointmentId, {
      reason: 'Your therapist is unwell today.',
      refund: 'full',
    });
    const none = await paidAppointment(ctx, undefined, '11:00');
    await cancel(admin.token, none.appointmentId, { reason: 'Booked twice.', refund: 'none' });
    await ctx.app.jobs.runDue();

    const mails = await ctx.db.select().from(mailOutbox);
    const toClient = mails.filter(
      (m) => m.toAddress === full.client.account.email && m.kind === 'cancellation.by-team-client',
    );
    expect(toClient).toHaveLength(1);
    expect(toClient[0]?.textBody).toContain('Reason: Your therapist is unwell today.');
    expect(toClient[0]?.textBody).toContain('Your booking fee of ₹99 is being refunded');
    const toTherapist = mails.filter((m) => m.kind === 'cancellation.by-team-therapist');
    expect(toTherapist.map((m) => m.toAddress)).toEqual([
      'therapist@example.com',
      'therapist@example.com',
    ]);
    expect(toTherapist[0]?.textBody).toContain("The client's booking fee is refunded.");
    expect(mails.map((m) => m.subject)).toContain('Refund processed: ₹99');
    const noneMail = mails.find(
      (m) => m.toAddress === none.client.account.email && m.kind === 'cancellation.by-team-client',
    );
    expect(noneMail?.textBody).toContain('The booking fee of ₹99 is not refunded.');
    const invite = (await invitesTo(ctx, full.client.account.email)).at(-1);
    expect(invite).toMatchObject({ uid: full.appointmentId, method: 'CANCEL' });
  });

  it("refunds once when the client asks to cancel at the same instant, and answers the client's request", async () => {
    const admin = await insertAdmin(ctx);
    for (const choice of REFUND_CHOICES) {
      gateway.reset();
      const booked = await paidAppointment(ctx);
      const id = booked.appointmentId;
      // Booked over a day ago: the request waits for the team rather than the refund window.
      await bookedHoursAgo(ctx, id, 25);
      const [asked, cancelled] = await Promise.all([
        requestCancellation(ctx, booked.client.token, id, 'Exams'),
        cancel(admin.token, id, { reason: 'Therapist unwell', refund: choice }),
      ]);
      // The team's cancellation goes through either way: first, or answering the request.
      expect(cancelled.statusCode).toBe(200);
      if (asked.statusCode !== 200)
        expect([asked.statusCode, asked.json().message]).toEqual([409, REFUSALS.alreadyCancelled]);
      // Approving afterwards is refused: nothing more is refunded.
      const approve = await post(
        ctx,
        `/api/admin/appointments/${id}/approve-cancellation`,
        {},
        admin.token,
      );
      expect(approve.statusCode).toBe(409);
      await ctx.app.jobs.runDue();
      const mine = (await refundRows()).filter((r) => r.appointmentId === id);
      expect(mine).toHaveLength(EXPECTED[choice].late > 0 ? 1 : 0);
      expect(gateway.refundCalls()).toBe(EXPECTED[choice].late > 0 ? 1 : 0);
      const row = await appointmentRow(ctx, id);
      expect(row).toMatchObject({ cancelled: true, cancelledBy: 'admin' });
      expect(row.cancellationStatus).toBe(asked.statusCode === 200 ? 'approved' : null);
    }
  });

  it('answers a pending request: it is approved with the refund the team chose', async () => {
    const admin = await insertAdmin(ctx);
    const booked = await paidAppointment(ctx);
    await bookedHoursAgo(ctx, booked.appointmentId, 25);
    await requestCancellation(ctx, booked.client.token, booked.appointmentId, 'Moving away');
    const res = await cancel(admin.token, booked.appointmentId, {
      reason: 'Settled with the client on the phone',
      refund: 'none',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Session cancelled. No refund.');
    expect(await appointmentRow(ctx, booked.appointmentId)).toMatchObject({
      cancelled: true,
      cancelledBy: 'admin',
      cancellationStatus: 'approved',
      cancellationRequestedBy: 'user',
      cancellationReason: 'Moving away',
    });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'appointment.cancelled_by_team'));
    expect(audit?.data).toMatchObject({
      answeredRequest: { requestedBy: 'user', reason: 'Moving away' },
    });
    expect(await refundRows()).toEqual([]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/cancellation-requests',
      headers: { token: admin.token },
    });
    expect(list.json().requests).toEqual([]);
  });

  it("refunds once when the client declines the therapist's new times at the same instant", async () => {
    const admin = await insertAdmin(ctx);
    for (const choice of ['full', 'none'] as const) {
      gateway.reset();
      const b = await therapistBooking(ctx, choice === 'full' ? '10:00' : '11:00');
      const proposed = await proposeTimes(ctx, b.therapist.token, b.appointmentId, [
        { slotDate: dayKey(5), slotTime: choice === 'full' ? '10:00' : '11:00' },
      ]);
      expect(proposed.statusCode).toBe(200);
      const answers = await Promise.all([
        respond(ctx, b.client.token, b.appointmentId, 'decline'),
        cancel(admin.token, b.appointmentId, { reason: 'Therapist unwell', refund: choice }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      await ctx.app.jobs.runDue();
      const mine = (await refundRows()).filter((r) => r.appointmentId === b.appointmentId);
      // The client's decline refunds in full; the team's "none" refunds nothing; never both.
      const declineWon = answers[0]!.statusCode === 200;
      expect(mine).toHaveLength(declineWon || choice === 'full' ? 1 : 0);
      expect(gateway.refundCalls()).toBe(mine.length);
    }
  });

  it('refuses what cannot be cancelled with 409 and the reason, and changes nothing', async () => {
    const admin = await insertAdmin(ctx);
    const body = { reason: 'Checking', refund: 'full' };
    const completed = await paidAppointment(ctx);
    await ctx.db
      .update(appointments)
      .set({ isCompleted: true })
      .where(eq(appointments.id, completed.appointmentId));
    const missed = await paidAppointment(ctx, undefined, '11:00');
    await ctx.db
      .update(appointments)
      .set({ sessionStatus: 'not-attended' })
      .where(eq(appointments.id, missed.appointmentId));
    const scene = await bookingScene(ctx);
    const unpaid = await unpaidReservation(ctx, scene.client.token, scene.t.id, scene.slotDate);
    const cases: [string, string][] = [
      [completed.appointmentId, REFUSALS.completed],
      [missed.appointmentId, REFUSALS.notAttended],
      [unpaid, REFUSALS.teamCancelUnpaid],
    ];
    for (const [id, message] of cases) {
      const before = await appointmentRow(ctx, id);
      const res = await cancel(admin.token, id, body);
      expect([res.statusCode, res.json().message]).toEqual([409, message]);
      const looked = await preview(admin.token, id);
      expect([looked.statusCode, looked.json().message]).toEqual([409, message]);
      expect(await appointmentRow(ctx, id)).toEqual(before);
    }
    expect(await refundRows()).toEqual([]);
    expect(gateway.refundCalls()).toBe(0);
  });

  it('answers 404 for unknown ids, 400 for a bad body, 401 and 403 for others', async () => {
    const admin = await insertAdmin(ctx);
    const booked = await paidAppointment(ctx);
    const id = booked.appointmentId;
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await cancel(admin.token, unknown, { reason: 'x', refund: 'full' });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Appointment not found']);
      expect((await preview(admin.token, unknown)).statusCode).toBe(404);
    }
    const bad: [object, RegExp][] = [
      [{ refund: 'full' }, /reason/],
      [{ reason: '   ', refund: 'full' }, /reason/],
      [{ reason: 'x'.repeat(501), refund: 'full' }, /under 500 characters/],
      [{ reason: 'Unwell' }, /full, by policy or none/],
      [{ reason: 'Unwell', refund: 'half' }, /full, by policy or none/],
      [{ reason: 42, refund: 'full' }, /reason/],
    ];
    for (const [body, message] of bad) {
      const res = await cancel(admin.token, id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const client = await insertClient(ctx.db);
    expect((await cancel(undefined, id, { reason: 'x', refund: 'full' })).statusCode).toBe(401);
    expect((await cancel(client.token, id, { reason: 'x', refund: 'full' })).statusCode).toBe(403);
    expect(
      (await cancel(booked.client.token, id, { reason: 'x', refund: 'full' })).statusCode,
    ).toBe(403);
    expect((await preview(undefined, id)).statusCode).toBe(401);
    expect((await preview(client.token, id)).statusCode).toBe(403);
    expect((await appointmentRow(ctx, id)).cancelled).toBe(false);
    expect(await refundRows()).toEqual([]);
  });
});
