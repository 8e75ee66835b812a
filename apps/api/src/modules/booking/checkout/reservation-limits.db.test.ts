import { describe, expect, it } from 'vitest';
import { MAX_UNPAID_RESERVATIONS } from '@app/domain/constants';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { appointments, payments, slotHolds } from '../../../db/schema';
import { expireReservation } from '../../../test/appointments-test-kit';
import { bookingScene, post, useClockedApp } from '../../../test/booking-test-kit';
import { TOO_MANY_RESERVATIONS } from './reservations.service';

const clocked = useClockedApp();
const ctx = clocked.ctx;

const reserve = (token: string, body: object) =>
  post(ctx, '/api/user/create-payment-order', body, token);
/** Distinct bookable slots of the scene's therapist: 10:00 and 11:00 on the days ahead. */
const slotsOf = (docId: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    docId,
    slotDate: toSlotDateKey(addIstDays(istToday(new Date()), 1 + Math.floor(i / 2))),
    slotTime: i % 2 ? '11:00' : '10:00',
  }));
const counts = async () => ({
  appointments: (await ctx.db.select().from(appointments)).length,
  payments: (await ctx.db.select().from(payments)).length,
  holds: (await ctx.db.select().from(slotHolds)).length,
});

describe('unpaid reservations of the older review page', () => {
  it(`are capped at ${MAX_UNPAID_RESERVATIONS} live ones per client; the next is refused and creates nothing`, async () => {
    const { t, client } = await bookingScene(ctx);
    const slots = slotsOf(t.id, MAX_UNPAID_RESERVATIONS + 1);
    const made: string[] = [];
    for (const slot of slots.slice(0, MAX_UNPAID_RESERVATIONS)) {
      const res = await reserve(client.token, slot);
      expect(res.statusCode).toBe(200);
      made.push(res.json().appointmentId as string);
    }
    const before = await counts();

    const refused = await reserve(client.token, slots[MAX_UNPAID_RESERVATIONS]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: TOO_MANY_RESERVATIONS,
    });
    expect(await counts()).toEqual(before);

    // Asking again for a slot already reserved still answers its own order.
    expect((await reserve(client.token, slots[0]!)).statusCode).toBe(200);
    // Once one has run out, there is room for another.
    await expireReservation(ctx, made[0]!);
    expect((await reserve(client.token, slots[MAX_UNPAID_RESERVATIONS]!)).statusCode).toBe(200);
  });

  it(`holds to ${MAX_UNPAID_RESERVATIONS} when one client asks for 10 slots at once`, async () => {
    const { t, client } = await bookingScene(ctx);
    const answers = await Promise.all(slotsOf(t.id, 10).map((slot) => reserve(client.token, slot)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([
      ...Array<number>(MAX_UNPAID_RESERVATIONS).fill(200),
      ...Array<number>(10 - MAX_UNPAID_RESERVATIONS).fill(409),
    ]);
    expect(await counts()).toEqual({
      appointments: MAX_UNPAID_RESERVATIONS,
      payments: MAX_UNPAID_RESERVATIONS,
      holds: MAX_UNPAID_RESERVATIONS,
    });
  });

  it('books the session type the page sends, and the default when it sends none', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    const inPerson = await reserve(client.token, {
      docId: t.id,
      slotDate,
      slotTime: '10:00',
      sessionType: 'in-person',
    });
    expect(inPerson.statusCode).toBe(200);
    const plain = await reserve(client.token, { docId: t.id, slotDate, slotTime: '11:00' });
    expect(plain.statusCode).toBe(200);

    const rows = await ctx.db.select().from(appointments);
    const typeOf = (id: string) => rows.find((a) => a.id === id)?.sessionType;
    expect(typeOf(inPerson.json().appointmentId)).toBe('in-person');
    expect(typeOf(plain.json().appointmentId)).toBe('online');
  });

  it('refuses a session type the therapist does not offer', async () => {
    const { t, client, slotDate } = await bookingScene(ctx, { sessionModes: ['Online'] });
    const res = await reserve(client.token, {
      docId: t.id,
      slotDate,
      slotTime: '10:00',
      sessionType: 'in-person',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await ctx.db.select().from(appointments)).toEqual([]);
  });
});
