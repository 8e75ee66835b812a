import { describe, expect, it } from 'vitest';
import { REFUSALS } from '@app/domain/appointment-life-cycle';
import { useTestApp } from '../../../test/harness';
import {
  adminPost,
  appointmentRow,
  bookedHoursAgo,
  insertAdmin,
  paidAppointment,
  requestCancellation,
} from '../../../test/appointments-test-kit';

const ctx = useTestApp();

const listItem = async (token: string, id: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/user/appointments',
    headers: { token },
  });
  return (res.json().appointments as Array<Record<string, unknown>>).find((a) => a._id === id);
};

async function rejectedTherapistRequest() {
  const booked = await paidAppointment(ctx);
  // Booked over a day ago: a client's request waits for the team rather than the refund window.
  await bookedHoursAgo(ctx, booked.appointmentId, 25);
  const admin = await insertAdmin(ctx);
  const asked = await adminPost(ctx, admin.token, booked.appointmentId, 'therapist-cancellation', {
    reason: 'Unwell that week',
  });
  expect(asked.statusCode).toBe(200);
  const rejected = await adminPost(ctx, admin.token, booked.appointmentId, 'reject-cancellation');
  expect(rejected.statusCode).toBe(200);
  return { ...booked, admin };
}

describe('a cancellation request after an earlier one was rejected', () => {
  it("lets the client ask after the therapist's request was rejected, and shows whose it was", async () => {
    const { client, appointmentId } = await rejectedTherapistRequest();
    expect(await listItem(client.token, appointmentId)).toMatchObject({
      cancellationStatus: 'rejected',
      cancellationRequestedBy: 'therapist',
    });

    const res = await requestCancellation(ctx, client.token, appointmentId, 'Moving cities');
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(await appointmentRow(ctx, appointmentId)).toMatchObject({
      cancellationStatus: 'pending',
      cancellationRequestedBy: 'user',
      cancellationReason: 'Moving cities',
    });
    expect(await listItem(client.token, appointmentId)).toMatchObject({
      cancellationStatus: 'pending',
      cancellationRequestedBy: 'user',
    });
  });

  it("still refuses the client once the client's own request was rejected", async () => {
    const { client, appointmentId, admin } = await rejectedTherapistRequest();
    expect((await requestCancellation(ctx, client.token, appointmentId)).statusCode).toBe(200);
    expect(
      (await adminPost(ctx, admin.token, appointmentId, 'reject-cancellation')).statusCode,
    ).toBe(200);

    const again = await requestCancellation(ctx, client.token, appointmentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: REFUSALS.requestDecided,
    });
    expect(await appointmentRow(ctx, appointmentId)).toMatchObject({
      cancellationStatus: 'rejected',
      cancellationRequestedBy: 'user',
    });
    // The therapist may still ask, through the team.
    const therapist = await adminPost(ctx, admin.token, appointmentId, 'therapist-cancellation', {
      reason: 'Clinic closed',
    });
    expect(therapist.statusCode).toBe(200);
  });
});
