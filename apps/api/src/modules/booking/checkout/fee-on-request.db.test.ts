import { describe, expect, it } from 'vitest';
import { appointments, mailOutbox } from '../../../db/schema';
import { bookingBody, bookingScene, createOrder, paid, post } from '../../../test/booking-test-kit';
import { useTestApp } from '../../../test/harness';

const ctx = useTestApp();

// A therapist who listed no fee has it on request: nothing invents one (decision 0061).
describe('booking a therapist who listed no fee', () => {
  it('stores no fee, answers none and mails no invented figure', async () => {
    const { t, client, slotDate } = await bookingScene(ctx, { feeRupees: null });
    const body = bookingBody(t.id, slotDate);
    const { orderId } = await createOrder(ctx, client.token, body);
    const result = await paid(ctx, orderId);
    const res = await post(
      ctx,
      '/api/user/verify-booking-payment',
      { ...body, ...result },
      client.token,
    );
    expect(res.statusCode).toBe(200);

    const [appt] = await ctx.db.select().from(appointments);
    expect(appt!.therapistFeeRupees).toBeNull();

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/appointments',
      headers: { token: client.token },
    });
    const [item] = list.json().appointments;
    expect(item.therapistFee).toBeNull();

    const mails = await ctx.db.select().from(mailOutbox);
    const clientMail = mails.find((m) => m.kind === 'booking.client-confirmation');
    expect(clientMail).toBeDefined();
    const text = JSON.stringify(mails);
    expect(text).not.toMatch(/1,200|1,101|₹1200/);
    expect(clientMail!.textBody).toContain('fee on request');
  });
});
