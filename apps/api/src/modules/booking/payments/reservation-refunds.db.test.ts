import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { providerStyleId } from '../../../adapters/payments/payment-provider';
import { appointments, mailOutbox, payments, refunds, slotHolds } from '../../../db/schema';
import { CANCELLED_BEFORE_PAYMENT_MESSAGE } from '../checkout/checkout.service';
import { RESERVATION_CANCELLED_MESSAGE } from '../checkout/reservations.service';
import { paid, post, useClockedApp, reservedScene } from '../../../test/booking-test-kit';

const clocked = useClockedApp();
const ctx = clocked.ctx;

const payOnline = (token: string, appointmentId: string) =>
  post(ctx, '/api/user/payment-razorpay', { appointmentId }, token);
const verifyRazorpay = (token: string, body: object) =>
  post(ctx, '/api/user/verifyRazorpay', body, token);

const appointmentRow = async (id: string) =>
  (await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0];

describe('reservation payments that cannot be kept are refunded', () => {
  it('refunds a payment for a reservation the client cancelled, and will not reopen it', async () => {
    const { client, orderId, appointmentId } = await reservedScene(ctx);
    await ctx.db
      .update(appointments)
      .set({ cancelled: true, cancelledBy: 'user', cancelledAt: clocked.clock.now })
      .where(eq(appointments.id, appointmentId));
    await ctx.db.delete(slotHolds).where(eq(slotHolds.appointmentId, appointmentId));

    const reopen = await payOnline(client.token, appointmentId);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(RESERVATION_CANCELLED_MESSAGE);
    expect(clocked.orders.created).toBe(1);

    const result = await paid(ctx, orderId);
    for (let i = 0; i < 2; i++) {
      const res = await verifyRazorpay(client.token, result);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CANCELLED_BEFORE_PAYMENT_MESSAGE);
    }
    expect(await appointmentRow(appointmentId)).toMatchObject({
      payment: 'unpaid',
      cancelledBy: 'user',
    });
    expect(await ctx.db.select().from(slotHolds)).toEqual([]);
    expect(await ctx.db.select().from(refunds)).toEqual([
      expect.objectContaining({
        appointmentId,
        idempotencyKey: `late-${result.razorpay_payment_id}`,
      }),
    ]);
    const [mail] = await ctx.db.select().from(mailOutbox);
    expect(mail?.subject).toMatch(/appointment was cancelled/);
  });

  it('classifies a late refund by its cause, whatever its sentence says', async () => {
    const { client, orderId, appointmentId } = await reservedScene(ctx);
    await ctx.db
      .update(appointments)
      .set({ cancelled: true, cancelledBy: 'user', cancelledAt: clocked.clock.now })
      .where(eq(appointments.id, appointmentId));
    await ctx.db.delete(slotHolds).where(eq(slotHolds.appointmentId, appointmentId));
    const result = await paid(ctx, orderId);
    expect((await verifyRazorpay(client.token, result)).json().message).toBe(
      CANCELLED_BEFORE_PAYMENT_MESSAGE,
    );
    expect(await ctx.db.select().from(refunds)).toEqual([
      expect.objectContaining({ cause: 'reservation-cancelled' }),
    ]);
    // The sentence is for people: rewording it must not turn the answer into "slot taken".
    await ctx.db.update(refunds).set({ reason: 'Cancelled by the client before paying.' });
    const again = await verifyRazorpay(client.token, result);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CANCELLED_BEFORE_PAYMENT_MESSAGE);
  });

  it('keeps the appointment and refunds a second paid order of the same reservation', async () => {
    const { client, orderId, appointmentId } = await reservedScene(ctx);
    const [first] = await ctx.db.select().from(payments);
    const secondOrderId = providerStyleId('order');
    await ctx.db.insert(payments).values({
      ...first!,
      id: undefined,
      providerOrderId: secondOrderId,
      createdAt: undefined,
      updatedAt: undefined,
    });
    expect((await verifyRazorpay(client.token, await paid(ctx, orderId))).statusCode).toBe(200);
    const second = await paid(ctx, secondOrderId);
    const res = await verifyRazorpay(client.token, second);
    expect(res.statusCode).toBe(200);
    expect(res.json().appointmentId).toBe(appointmentId);
    expect(await ctx.db.select().from(appointments)).toEqual([
      expect.objectContaining({ id: appointmentId, payment: 'paid', cancelled: false }),
    ]);
    expect(await ctx.db.select().from(refunds)).toEqual([
      expect.objectContaining({
        idempotencyKey: `duplicate-${second.razorpay_payment_id}`,
        amountPaise: 9900,
        providerRefundId: expect.stringMatching(/^rfnd_/),
      }),
    ]);
    const subjects = (await ctx.db.select().from(mailOutbox)).map((m) => m.subject);
    expect(subjects.filter((s) => /second payment/.test(s))).toHaveLength(1);
  });
});
