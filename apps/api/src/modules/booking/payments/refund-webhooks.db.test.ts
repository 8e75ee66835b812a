import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { mailOutbox, payments, refunds } from '../../../db/schema';
import { webhook } from '../../../test/booking-test-kit';
import {
  ADMIN_ACTOR,
  countingProvider,
  paidAppointment,
  queuedClientRequest,
  servicesAt,
} from '../../../test/appointments-test-kit';

const ctx = useTestApp();

/** An approved cancellation whose refund the provider accepted but has not settled yet. */
async function refundAwaitingProvider(provider = countingProvider().provider) {
  const booked = await paidAppointment(ctx);
  await queuedClientRequest(ctx, booked.appointmentId);
  // A gateway that accepts refunds but sends no webhook of its own: the test delivers them.
  const { decisions } = servicesAt(ctx, () => new Date(), { ...provider, simulation: undefined });
  await decisions.approveCancellation(booked.appointmentId, ADMIN_ACTOR);
  const [refund] = await ctx.db.select().from(refunds);
  const [payment] = await ctx.db.select().from(payments);
  if (!refund || !payment) throw new Error('no refund');
  return { ...booked, refund, payment };
}

const refundEvent = (id: string | null, paymentId: string | null) => ({
  refund: { entity: { id, entity: 'refund', amount: 9900, payment_id: paymentId } },
});

const mailsTo = async (address: string) =>
  (await ctx.db.select().from(mailOutbox)).filter((m) => m.toAddress === address);

describe('refund webhooks', () => {
  it('refund.processed marks the refund processed and mails the client once', async () => {
    const { refund, payment, client } = await refundAwaitingProvider();
    expect(refund).toMatchObject({ status: 'pending', providerRefundId: expect.any(String) });
    const event = refundEvent(refund.providerRefundId, payment.providerPaymentId);
    expect((await webhook(ctx, 'refund.processed', event)).outcome).toBe('refund');
    // A redelivery under another event id changes nothing and mails nobody again.
    await webhook(ctx, 'refund.processed', event);
    expect((await ctx.db.select().from(refunds))[0]?.status).toBe('processed');
    expect((await ctx.db.select().from(payments))[0]?.status).toBe('refunded');
    const processed = (await mailsTo(client.account.email)).filter((m) =>
      m.subject.startsWith('Refund processed'),
    );
    expect(processed).toHaveLength(1);
    expect(processed[0]?.textBody).toContain('4 to 7 working days');
    expect(processed[0]?.textBody).toContain(refund.providerRefundId);
  });

  it('refund.failed marks the refund failed and tells the support team', async () => {
    const { refund, payment, appointmentId, client } = await refundAwaitingProvider();
    const res = await webhook(
      ctx,
      'refund.failed',
      refundEvent(refund.providerRefundId, payment.providerPaymentId),
    );
    expect(res.outcome).toBe('refund');
    expect((await ctx.db.select().from(refunds))[0]?.status).toBe('failed');
    expect((await ctx.db.select().from(payments))[0]?.status).toBe('captured');
    const [notice] = (await mailsTo(ctx.config.site.supportEmail)).filter((m) =>
      m.subject.startsWith('Refund failed'),
    );
    expect(notice?.textBody).toContain(appointmentId);
    expect(
      (await mailsTo(client.account.email)).filter((m) => m.subject.startsWith('Refund processed')),
    ).toEqual([]);
  });

  it('matches a webhook that arrives before the refund id was stored by its payment', async () => {
    const gateway = countingProvider();
    gateway.failNext(1);
    const { payment } = await refundAwaitingProvider(gateway.provider);
    expect((await ctx.db.select().from(refunds))[0]).toMatchObject({
      status: 'pending',
      providerRefundId: null,
    });
    await webhook(
      ctx,
      'refund.processed',
      refundEvent('rfnd_fromdashboard1', payment.providerPaymentId),
    );
    expect((await ctx.db.select().from(refunds))[0]).toMatchObject({
      status: 'processed',
      providerRefundId: 'rfnd_fromdashboard1',
    });
  });
});
