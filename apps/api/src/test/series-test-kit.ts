import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { addIstDays, parseSlotDateKey, toSlotDateKey } from '@app/domain/ist';
import { appointments, therapistTimeOff } from '../db/schema';
import { bookingBody, createOrder, paid, post, type Ctx } from './booking-test-kit';
import { therapistScene } from './dashboard-test-kit';

/** Shared set-up of the weekly series tests (not a test file itself). */

export const weekAfter = (slotDate: string, weeks: number) =>
  toSlotDateKey(addIstDays(parseSlotDateKey(slotDate)!, 7 * weeks));

const isoDay = (slotDate: string) => {
  const d = parseSlotDateKey(slotDate)!;
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

/** A therapist (with an account) away for the whole third week of a four-week series. */
export async function awayInWeekThree(ctx: Ctx) {
  const scene = await therapistScene(ctx);
  const away = weekAfter(scene.slotDate, 2);
  await ctx.db.insert(therapistTimeOff).values({
    therapistId: scene.t.id,
    firstDay: isoDay(away),
    lastDay: isoDay(away),
  });
  return { ...scene, away };
}
export type SeriesScene = Awaited<ReturnType<typeof awayInWeekThree>>;

/** Orders and pays a series of the scene's 10:00 slot through the real checkout. */
export async function paySeries(ctx: Ctx, s: SeriesScene, weeks = 4) {
  const body = { ...bookingBody(s.t.id, s.slotDate), weeks };
  const { res, orderId } = await createOrder(ctx, s.client.token, body);
  expect(res.statusCode, res.body).toBe(200);
  const result = await paid(ctx, orderId);
  const verified = await post(
    ctx,
    '/api/user/verify-booking-payment',
    { ...body, ...result },
    s.client.token,
  );
  expect(verified.statusCode, verified.body).toBe(200);
  return { body, order: res.json(), orderId, result, verified: verified.json() };
}

export const seriesRows = (ctx: Ctx, seriesId: string) =>
  ctx.db
    .select()
    .from(appointments)
    .where(eq(appointments.seriesId, seriesId))
    .orderBy(appointments.startsAt);
