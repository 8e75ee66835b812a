import { describe, expect, it } from 'vitest';
import { bookingScene } from '../../../test/booking-test-kit';
import { useTestApp } from '../../../test/harness';
import { insertClient } from '../../../test/factories';
import {
  bookedHoursAgo,
  paidAppointment,
  requestCancellation,
} from '../../../test/appointments-test-kit';

const ctx = useTestApp();

describe("the team's queue of cancellation requests", () => {
  it('lists them by session start, soonest first, whenever they were asked', async () => {
    const scene = await bookingScene(ctx, {
      hours: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
        ['09:00', '10:00', '12:00'].map((startTime) => ({ weekday, startTime })),
      ),
    });
    const bookedBy = async (time: string) =>
      paidAppointment(ctx, { ...scene, client: await insertClient(ctx.db) }, time);
    const later = await bookedBy('12:00');
    const sooner = await bookedBy('09:00');
    const middle = await bookedBy('10:00');
    // Booked over a day ago: the requests wait for the team rather than the refund window.
    for (const b of [later, middle, sooner]) {
      await bookedHoursAgo(ctx, b.appointmentId, 25);
      expect(
        (await requestCancellation(ctx, b.client.token, b.appointmentId)).json(),
      ).toMatchObject({ approved: false });
    }
    const queue = await ctx.app.booking.decisions.listRequests();
    expect(queue.map((r) => r.id)).toEqual([
      sooner.appointmentId,
      middle.appointmentId,
      later.appointmentId,
    ]);
  });
});
