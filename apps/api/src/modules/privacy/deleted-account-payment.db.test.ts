import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { providerStyleId } from '../../adapters/payments/payment-provider';
import { appointments, mailOutbox, refunds } from '../../db/schema';
import {
  bookingBody,
  bookingScene,
  capturedPayment,
  createOrder,
  useClockedApp,
  webhook,
} from '../../test/booking-test-kit';
import { PASSWORD, deleteAccount, withPassword } from '../../test/privacy-test-kit';

const { ctx } = useClockedApp();

describe('a payment completed after the account was deleted', () => {
  it('books nothing and is refunded in full, once, however often it arrives', async () => {
    const { t, client, slotDate } = await bookingScene(ctx);
    await withPassword(ctx, client.account.id);
    const order = await createOrder(ctx, client.token, bookingBody(t.id, slotDate));
    expect(order.res.statusCode, order.res.body).toBe(200);
    expect((await deleteAccount(ctx, client.token, PASSWORD)).statusCode).toBe(200);

    // The checkout was still open in another tab: the gateway captures and tells us twice.
    const paymentId = providerStyleId('pay');
    const first = await webhook(ctx, 'payment.captured', capturedPayment(order.orderId, paymentId));
    const again = await webhook(ctx, 'payment.captured', capturedPayment(order.orderId, paymentId));
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);

    expect(
      await ctx.db.select().from(appointments).where(eq(appointments.clientId, client.account.id)),
    ).toEqual([]);
    const returned = await ctx.db
      .select()
      .from(refunds)
      .where(eq(refunds.providerPaymentId, paymentId));
    expect(returned).toHaveLength(1);
    expect(returned[0]).toMatchObject({ amountPaise: 9900, appointmentId: null });
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.map((m) => m.subject)).toContain(
      'Your payment is being refunded: your account was deleted',
    );
  });
});
