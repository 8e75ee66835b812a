import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { appointments, auditLog, mailOutbox, refunds, reports, therapists } from '../../db/schema';
import { insertClient } from '../../test/factories';
import {
  appointmentRow,
  insertAdmin,
  paidAppointment,
  requestCancellation,
  unpaidReservation,
  useCountingApp,
} from '../../test/appointments-test-kit';
import { bookingBody, bookingScene, createOrder, paid, post } from '../../test/booking-test-kit';

const { ctx, gateway } = useCountingApp();

/** A listed therapist with two clients' paid sessions ahead, each client on their own address. */
async function twoBookedSessions() {
  const scene = await bookingScene(ctx, { name: 'Dr. Meera Iyer' });
  const first = await paidAppointment(ctx, scene, '10:00');
  const other = await insertClient(ctx.db);
  const second = await paidAppointment(ctx, { ...scene, client: other }, '11:00');
  const admin = await insertAdmin(ctx);
  return { scene, admin, first, second, other };
}

const suspend = (token: string, id: string, body: object) =>
  post(ctx, `/api/admin/therapists/${id}/suspend`, body, token);

const refundRows = () => ctx.db.select().from(refunds);
const mailsTo = async (address: string) =>
  (await ctx.db.select().from(mailOutbox)).filter((m) => m.toAddress === address);

describe('suspending a therapist with booked sessions', () => {
  it('lists the sessions ahead, then cancels them: each client refunded in full once and mailed', async () => {
    const { scene, admin, first, second, other } = await twoBookedSessions();
    const preview = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/therapists/${scene.t.id}/suspension-preview`,
      headers: { token: admin.token },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      therapist: { id: scene.t.id, status: 'approved' },
      refundPaise: 19800,
      sessions: [
        { id: first.appointmentId, payment: 'paid', refundPaise: 9900, clientName: 'Priya Sharma' },
        { id: second.appointmentId, payment: 'paid', refundPaise: 9900 },
      ],
    });

    const res = await suspend(admin.token, scene.t.id, {
      reason: 'Licence under review.',
      sessions: 'cancel',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      therapist: { status: 'suspended', statusReason: 'Licence under review.' },
      sessions: { choice: 'cancel', kept: 0, cancelled: 2, refundPaise: 19800 },
    });
    expect(res.json().message).toContain('₹198');

    for (const id of [first.appointmentId, second.appointmentId]) {
      const row = await appointmentRow(ctx, id);
      expect(row).toMatchObject({ cancelled: true, cancelledBy: 'admin' });
    }
    const rows = await refundRows();
    expect(rows.map((r) => [r.appointmentId, r.amountPaise, r.cause]).sort()).toEqual(
      [
        [first.appointmentId, 9900, 'cancellation'],
        [second.appointmentId, 9900, 'cancellation'],
      ].sort(),
    );
    expect(gateway.refundCalls()).toBe(2);

    // The clients' cancellation mails come from each cancellation's event.
    await ctx.app.jobs.runDue();
    const [asha] = await mailsTo(scene.client.account.email).then((m) =>
      m.filter((x) => x.subject.startsWith('Appointment cancelled and refunded')),
    );
    expect(asha?.textBody).toContain('₹99 is refunded in full');
    // The team's reason is the therapist's business, not the client's.
    expect(asha?.textBody).not.toContain('Licence under review');
    expect((await mailsTo(other.account.email)).some((m) => m.subject.includes('refunded'))).toBe(
      true,
    );
    const [toTherapist] = (await mailsTo('therapist@example.com')).filter((m) =>
      m.subject.includes('listing is paused'),
    );
    expect(toTherapist?.textBody).toContain('Licence under review.');
    expect(toTherapist?.textBody).toContain('cancelled 2 upcoming sessions');

    // The client's card says the therapist is not listed and the team cancelled it.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/appointments',
      headers: { token: scene.client.token },
    });
    expect(list.json().appointments[0]).toMatchObject({
      therapistListed: false,
      cancelled: true,
      cancelledBy: 'admin',
      refund: { amountPaise: 9900 },
    });

    // Suspending again (a replay, a second team member) changes nothing and refunds nothing.
    const again = await suspend(admin.token, scene.t.id, { reason: 'Again.', sessions: 'cancel' });
    expect(again.statusCode).toBe(409);
    expect(await refundRows()).toHaveLength(2);
    expect(gateway.refundCalls()).toBe(2);
    // The refund jobs replayed after the inline sends ask the provider nothing more.
    await ctx.app.jobs.runDue();
    expect(gateway.refundCalls()).toBe(2);
  });

  it('keeps the sessions when asked: they stay booked, the clients are told, no money moves', async () => {
    const { scene, admin, first, second, other } = await twoBookedSessions();
    const res = await suspend(admin.token, scene.t.id, { reason: 'Paused.', sessions: 'keep' });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessions).toMatchObject({ choice: 'keep', kept: 2, cancelled: 0 });
    expect((await appointmentRow(ctx, first.appointmentId)).cancelled).toBe(false);
    expect((await appointmentRow(ctx, second.appointmentId)).cancelled).toBe(false);
    expect(await refundRows()).toHaveLength(0);
    expect(await mailsTo(other.account.email)).toHaveLength(2);
    const [kept] = await mailsTo(scene.client.account.email).then((m) =>
      m.filter((x) => x.subject.startsWith('Your appointment stays booked')),
    );
    expect(kept?.textBody).toContain('goes ahead as planned');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/appointments',
      headers: { token: scene.client.token },
    });
    expect(list.json().appointments[0]).toMatchObject({
      therapistListed: false,
      cancelled: false,
      rescheduleAllowed: false,
    });
  });

  it('cancels an unpaid reservation either way, with nothing to refund', async () => {
    const scene = await bookingScene(ctx);
    const reservation = await unpaidReservation(
      ctx,
      scene.client.token,
      scene.t.id,
      scene.slotDate,
    );
    const admin = await insertAdmin(ctx);
    const res = await suspend(admin.token, scene.t.id, { reason: 'Paused.', sessions: 'keep' });
    expect(res.json().sessions).toMatchObject({ kept: 0, cancelled: 1, refundPaise: 0 });
    expect(await appointmentRow(ctx, reservation)).toMatchObject({
      cancelled: true,
      cancelledBy: 'admin',
    });
    expect(await refundRows()).toHaveLength(0);
  });

  it('refunds once when the team approves the client’s cancellation at the same moment', async () => {
    const { scene, admin, first } = await twoBookedSessions();
    expect(
      (await requestCancellation(ctx, scene.client.token, first.appointmentId)).statusCode,
    ).toBe(200);
    const [approval, suspension] = await Promise.all([
      post(
        ctx,
        `/api/admin/appointments/${first.appointmentId}/approve-cancellation`,
        {},
        admin.token,
      ),
      suspend(admin.token, scene.t.id, { reason: 'Paused.', sessions: 'cancel' }),
    ]);
    expect(suspension.statusCode, suspension.body).toBe(200);
    expect([200, 409], approval.body).toContain(approval.statusCode);
    const ofFirst = (await refundRows()).filter((r) => r.appointmentId === first.appointmentId);
    expect(ofFirst).toHaveLength(1);
    expect(gateway.refundCalls()).toBe(2);
  });

  it('refunds once when the therapist declines the booking at the same moment', async () => {
    const scene = await bookingScene(ctx);
    const therapistAccount = await insertClient(ctx.db, { role: 'therapist' });
    await ctx.db
      .update(therapists)
      .set({ accountId: therapistAccount.account.id })
      .where(eq(therapists.id, scene.t.id));
    const booked = await paidAppointment(ctx, scene);
    const admin = await insertAdmin(ctx);
    const [decline, suspension] = await Promise.all([
      post(
        ctx,
        `/api/dashboard/appointments/${booked.appointmentId}/decline`,
        {},
        therapistAccount.token,
      ),
      suspend(admin.token, scene.t.id, { reason: 'Paused.', sessions: 'cancel' }),
    ]);
    expect(suspension.statusCode).toBe(200);
    expect([200, 409]).toContain(decline.statusCode);
    expect(await refundRows()).toHaveLength(1);
    expect(gateway.refundCalls()).toBe(1);
  });

  it('refunds a payment that completes after the suspension instead of booking it', async () => {
    const scene = await bookingScene(ctx);
    const body = bookingBody(scene.t.id, scene.slotDate, '10:00');
    const { orderId } = await createOrder(ctx, scene.client.token, body);
    const admin = await insertAdmin(ctx);
    expect((await suspend(admin.token, scene.t.id, { reason: 'Paused.' })).statusCode).toBe(200);
    const verify = await post(
      ctx,
      '/api/user/verify-booking-payment',
      { ...body, ...(await paid(ctx, orderId)) },
      scene.client.token,
    );
    expect(verify.statusCode).not.toBe(200);
    expect(await ctx.db.select().from(appointments)).toHaveLength(0);
    expect((await refundRows()).map((r) => [r.cause, r.amountPaise])).toEqual([
      ['therapist-unavailable', 9900],
    ]);
    const [mail] = (await mailsTo(scene.client.account.email)).filter((m) =>
      m.subject.includes('the therapist is not taking sessions'),
    );
    expect(mail?.textBody).toContain('refunded in full');
  });

  it('a payment and a suspension at the same moment end as one refund and no session', async () => {
    const scene = await bookingScene(ctx);
    const body = bookingBody(scene.t.id, scene.slotDate, '10:00');
    const { orderId } = await createOrder(ctx, scene.client.token, body);
    const admin = await insertAdmin(ctx);
    const payment = await paid(ctx, orderId);
    const [suspension] = await Promise.all([
      suspend(admin.token, scene.t.id, { reason: 'Paused.', sessions: 'cancel' }),
      post(ctx, '/api/user/verify-booking-payment', { ...body, ...payment }, scene.client.token),
    ]);
    expect(suspension.statusCode).toBe(200);
    const active = (await ctx.db.select().from(appointments)).filter((a) => !a.cancelled);
    expect(active).toHaveLength(0);
    expect((await refundRows()).map((r) => r.amountPaise)).toEqual([9900]);
  });

  it('suspends from a report: checks the report is about the therapist and notes it there', async () => {
    const { scene, admin } = await twoBookedSessions();
    const [report] = await ctx.db
      .insert(reports)
      .values({
        accountId: scene.client.account.id,
        therapistId: scene.t.id,
        therapistName: scene.t.name,
        message: 'Rude in the session.',
      })
      .returning();
    const elsewhere = await bookingScene(ctx);
    const wrong = await suspend(admin.token, elsewhere.t.id, {
      reason: 'Paused.',
      reportId: report!.id,
    });
    expect(wrong.statusCode).toBe(400);
    const res = await suspend(admin.token, scene.t.id, {
      reason: 'Report upheld.',
      sessions: 'keep',
      reportId: report!.id,
    });
    expect(res.statusCode).toBe(200);
    const notes = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/notes?subject=report:${report!.id}`,
      headers: { token: admin.token },
    });
    expect(notes.json().notes).toEqual([
      expect.objectContaining({ body: expect.stringContaining('Suspended Dr. Meera Iyer') }),
    ]);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'therapist.suspended'))
      .orderBy(desc(auditLog.id));
    expect(entry?.data).toMatchObject({ reportId: report!.id, sessions: { choice: 'keep' } });
  });
});
