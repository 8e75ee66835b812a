import { describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { slotHolds } from '../../../db/schema';
import { insertClient, insertTherapist } from '../../../test/factories';
import {
  bookingBody,
  bookingScene,
  createOrder,
  useClockedApp,
} from '../../../test/booking-test-kit';

const clocked = useClockedApp();
const ctx = clocked.ctx;

const livePaymentHolds = (clientId: string) =>
  ctx.db
    .select()
    .from(slotHolds)
    .where(
      and(
        eq(slotHolds.clientId, clientId),
        eq(slotHolds.kind, 'payment'),
        gt(slotHolds.expiresAt, clocked.clock.now),
      ),
    );
const slotHold = (therapistId: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/user/slot-hold/${therapistId}`,
    headers: token ? { token } : {},
  });

describe('one live payment hold per client', () => {
  it('releases the earlier hold when the client orders another slot of the same therapist', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    expect(
      (await createOrder(ctx, client.token, bookingBody(t.id, slotDate, '10:00'))).res.statusCode,
    ).toBe(200);
    expect(
      (await createOrder(ctx, client.token, bookingBody(t.id, slotDate, '11:00'))).res.statusCode,
    ).toBe(200);

    expect(await livePaymentHolds(client.account.id)).toEqual([
      expect.objectContaining({ therapistId: t.id }),
    ]);
    const rival = await insertClient(ctx.db);
    const taken = await createOrder(ctx, rival.token, bookingBody(t.id, slotDate, '10:00'));
    expect(taken.res.statusCode).toBe(200);
  });

  it('releases the earlier hold when the client orders a slot of another therapist', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const other = await insertTherapist(ctx.db, {
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '10:00' })),
    });
    const first = bookingBody(t.id, slotDate);
    expect((await createOrder(ctx, client.token, first)).res.statusCode).toBe(200);
    const second = await createOrder(ctx, client.token, bookingBody(other.id, slotDate));
    expect(second.res.statusCode).toBe(200);

    expect(await livePaymentHolds(client.account.id)).toEqual([
      expect.objectContaining({ therapistId: other.id }),
    ]);
    const rival = await insertClient(ctx.db);
    expect((await createOrder(ctx, rival.token, first)).res.statusCode).toBe(200);
  });

  it('leaves exactly one live hold after 20 concurrent orders of one client for 20 slots', async () => {
    const { t, client } = await bookingScene(ctx);
    const today = istToday(new Date());
    const bodies = Array.from({ length: 20 }, (_, i) =>
      bookingBody(
        t.id,
        toSlotDateKey(addIstDays(today, 1 + Math.floor(i / 2))),
        i % 2 ? '11:00' : '10:00',
      ),
    );
    const answers = await Promise.all(bodies.map((b) => createOrder(ctx, client.token, b)));
    expect(answers.every((a) => a.res.statusCode === 200)).toBe(true);
    expect(await livePaymentHolds(client.account.id)).toHaveLength(1);
  });
});

describe('GET /api/user/slot-hold/:therapistId', () => {
  it("answers the caller's own live hold, null to others and after it expires, 401 signed out", async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const order = await createOrder(
      ctx,
      client.token,
      bookingBody(t.id, slotDate, '11:00', { sessionType: 'in-person' }),
    );
    expect(order.res.statusCode).toBe(200);

    const own = await slotHold(t.id, client.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      success: true,
      hold: {
        slotDate,
        slotTime: '11:00',
        sessionType: 'in-person',
        holdExpiresAt: order.res.json().holdExpiresAt,
      },
    });

    const stranger = await insertClient(ctx.db);
    expect((await slotHold(t.id, stranger.token)).json()).toEqual({ success: true, hold: null });
    expect((await slotHold(t.id)).statusCode).toBe(401);
    expect((await slotHold('not-a-uuid', client.token)).json()).toEqual({
      success: true,
      hold: null,
    });

    clocked.advance(10 * 60_000 + 1000);
    expect((await slotHold(t.id, client.token)).json()).toEqual({ success: true, hold: null });
  });
});
