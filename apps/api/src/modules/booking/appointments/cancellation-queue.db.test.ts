import { describe, expect, it } from 'vitest';
import { bookingScene } from '../../../test/booking-test-kit';
import { useTestApp } from '../../../test/harness';
import { insertClient } from '../../../test/factories';
import { paidAppointment, requestCancellation } from '../../../test/appointments-test-kit';

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
    for (const b of [later, middle, sooner])
      expect((await requestCancellation(ctx, b.client.token, b.appointmentId)).statusCode).toBe(
        200,
      );
    const queue = await ctx.app.booking.decisions.listRequests();
    expect(queue.map((r) => r.id)).toEqual([
      sooner.appointmentId,
      middle.appointmentId,
      later.appointmentId,
    ]);
  });
});
