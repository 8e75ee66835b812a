import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appointments, mailOutbox } from '../../../db/schema';
import { dbKind, useTestApp } from '../../../test/harness';
import { post } from '../../../test/booking-test-kit';
import { paidAppointment } from '../../../test/appointments-test-kit';
import { dashboardGet, therapistBooking, therapistScene } from '../../../test/dashboard-test-kit';
import { weekAfter } from '../../../test/series-test-kit';

const ctx = useTestApp();

/** A session of the scene's client that took place a week ago and was marked completed. */
async function completedSession() {
  const b = await therapistBooking(ctx);
  await ctx.db
    .update(appointments)
    .set({ isApproved: true, isCompleted: true, startsAt: new Date(Date.now() - 7 * 86_400_000) })
    .where(eq(appointments.id, b.appointmentId));
  return b;
}

const followUp = (token: string, id: string, body: object) =>
  post(ctx, `/api/dashboard/appointments/${id}/follow-up`, body, token);

const followUpMails = (to: string) =>
  ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'followup.suggested')));

describe(`a therapist's follow-up after a session (${dbKind()})`, () => {
  it('mails the client each suggested open time with a link to book it, once per session', async () => {
    const b = await completedSession();
    const slots = [
      { slotDate: weekAfter(b.slotDate, 1), slotTime: '10:00' },
      { slotDate: weekAfter(b.slotDate, 1), slotTime: '11:00' },
    ];
    const res = await followUp(b.therapist.token, b.appointmentId, { slots });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Sent\./);
    const [mail, ...more] = await followUpMails(b.client.account.email);
    expect(more).toEqual([]);
    expect(mail!.textBody).toContain(
      `/booking/${b.t.slug}?date=${slots[0]!.slotDate}&time=10:00&mode=online`,
    );
    expect(mail!.textBody).toContain(`date=${slots[1]!.slotDate}&time=11:00`);
    expect(mail!.textBody).toMatch(/not held/);

    const again = await followUp(b.therapist.token, b.appointmentId, { slots });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already suggested times after this session.');
    expect(await followUpMails(b.client.account.email)).toHaveLength(1);
  });

  it('refuses a session not completed, another therapist, a taken time and a fourth time', async () => {
    const b = await therapistBooking(ctx);
    const slots = [{ slotDate: weekAfter(b.slotDate, 1), slotTime: '10:00' }];
    const early = await followUp(b.therapist.token, b.appointmentId, { slots });
    expect(early.statusCode).toBe(409);
    await ctx.db
      .update(appointments)
      .set({ isCompleted: true })
      .where(eq(appointments.id, b.appointmentId));
    const other = await therapistScene(ctx);
    expect((await followUp(other.therapist.token, b.appointmentId, { slots })).statusCode).toBe(
      404,
    );
    // The scene's 11:00 is booked by another session: it cannot be suggested.
    await paidAppointment(ctx, { ...b }, '11:00');
    const taken = await followUp(b.therapist.token, b.appointmentId, {
      slots: [{ slotDate: b.slotDate, slotTime: '11:00' }],
    });
    expect(taken.statusCode).toBe(409);
    const four = Array.from({ length: 4 }, (_, i) => ({
      slotDate: weekAfter(b.slotDate, i + 1),
      slotTime: '10:00',
    }));
    expect((await followUp(b.therapist.token, b.appointmentId, { slots: four })).statusCode).toBe(
      400,
    );
    const twice = [slots[0]!, slots[0]!];
    expect((await followUp(b.therapist.token, b.appointmentId, { slots: twice })).statusCode).toBe(
      400,
    );
    expect(await followUpMails(b.client.account.email)).toEqual([]);
  });

  it('lists recent clients with no next session until they book one', async () => {
    const b = await completedSession();
    const list = async () =>
      (await dashboardGet(ctx, '/api/dashboard/clients-without-next', b.therapist.token)).json();
    expect(await list()).toEqual({
      success: true,
      clients: [
        {
          clientName: 'Priya Sharma',
          appointmentId: b.appointmentId,
          slotDate: b.slotDate,
          slotTime: '10:00',
          sessionType: 'online',
          followUpSent: false,
        },
      ],
    });
    await followUp(b.therapist.token, b.appointmentId, {
      slots: [{ slotDate: weekAfter(b.slotDate, 1), slotTime: '10:00' }],
    });
    expect((await list()).clients[0].followUpSent).toBe(true);
    await paidAppointment(ctx, { ...b, slotDate: weekAfter(b.slotDate, 1) }, '10:00');
    expect((await list()).clients).toEqual([]);
  });
});
