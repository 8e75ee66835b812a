import { describe, expect, it } from 'vitest';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { appointmentsResponse } from '@app/domain/schemas/appointments';
import { useTestApp } from '../../../test/harness';
import { insertClient } from '../../../test/factories';
import { bookingScene } from '../../../test/booking-test-kit';
import {
  appointmentRow,
  expireReservation,
  paidAppointment,
  unpaidReservation,
} from '../../../test/appointments-test-kit';

const ctx = useTestApp();

const list = (token?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/user/appointments', headers: token ? { token } : {} });

describe('GET /api/user/appointments', () => {
  it("answers only the caller's appointments, latest session first, in the spec's shape", async () => {
    const scene = await bookingScene(ctx);
    const later = toSlotDateKey(addIstDays(istToday(new Date()), 5));
    const first = await paidAppointment(ctx, scene, '10:00');
    const second = await paidAppointment(ctx, scene, '11:00');
    const latest = await paidAppointment(ctx, { ...scene, slotDate: later }, '10:00');
    const stranger = await insertClient(ctx.db);
    await paidAppointment(ctx, { ...scene, client: stranger, slotDate: later }, '11:00');

    const res = await list(scene.client.token);
    expect(res.statusCode).toBe(200);
    const body = appointmentsResponse.parse(res.json());
    expect(body.appointments.map((a) => a._id)).toEqual([
      latest.appointmentId,
      second.appointmentId,
      first.appointmentId,
    ]);
    const row = await appointmentRow(ctx, first.appointmentId);
    expect(body.appointments[2]).toEqual({
      _id: first.appointmentId,
      docData: {
        name: scene.t.name,
        image: scene.t.imageUrl,
        professionalTitle: 'Clinical Psychologist',
        fees: 1500,
        slug: scene.t.slug,
      },
      slotDate: scene.slotDate,
      slotTime: '10:00',
      sessionType: 'online',
      cancelled: false,
      isCompleted: false,
      isApproved: false,
      payment: true,
      sessionStatus: null,
      cancellationStatus: null,
      cancellationRequestedBy: null,
      therapistFee: 1500,
      bookingFee: 99,
      refund: null,
      createdAt: row.createdAt.toISOString(),
      reservationExpiresAt: null,
      cancelledBy: null,
      cancellationRequestedAt: null,
      access: {
        videoRoom: { url: null, opensAt: expect.any(String), closesAt: expect.any(String) },
        venue: null,
      },
      rescheduleAllowed: true,
      rescheduleRefusal: null,
      rescheduleCount: 0,
      proposal: null,
      proposalDeclined: false,
      seriesId: null,
      therapistListed: true,
    });

    const theirs = await list(stranger.token);
    expect(theirs.json().appointments).toHaveLength(1);
  });

  it('shows a live reservation as unpaid and an expired one as cancelled by the system', async () => {
    const scene = await bookingScene(ctx);
    const id = await unpaidReservation(ctx, scene.client.token, scene.t.id, scene.slotDate);
    const live = (await list(scene.client.token)).json().appointments[0];
    expect(live).toMatchObject({ _id: id, payment: false, cancelled: false, cancelledBy: null });
    expect(Date.parse(live.reservationExpiresAt)).toBeGreaterThan(Date.now());

    await expireReservation(ctx, id);
    const expired = (await list(scene.client.token)).json().appointments[0];
    expect(expired).toMatchObject({
      _id: id,
      payment: false,
      cancelled: true,
      cancelledBy: 'system',
    });
    // Read as cancelled, not rewritten: the row itself is left to the sweeper.
    expect((await appointmentRow(ctx, id)).cancelled).toBe(false);
  });

  it('answers 401 without a token and an empty list for a new client', async () => {
    expect((await list()).statusCode).toBe(401);
    const fresh = await insertClient(ctx.db);
    expect((await list(fresh.token)).json()).toEqual({ success: true, appointments: [] });
  });
});
