import { createInvoiceIssuer } from '../invoices/invoice-issuer';
import { createAccountContacts } from '../../accounts/account-contacts.service';
import { createTherapistBookingFacts } from '../../therapists/ports/booking-facts.service';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { providerStyleId } from '../../../adapters/payments/payment-provider';
import { webhookSignature } from '../../../adapters/payments/signatures';
import {
  appointments,
  auditLog,
  jobs,
  mailOutbox,
  slotHolds,
  webhookEvents,
} from '../../../db/schema';
import { createJobRunner } from '../../../shared/jobs/job-runner';
import { quietLog, SITE } from '../../../test/appointments-test-kit';
import { testNotifications } from '../../../test/notices-kit';
import {
  bookingBody,
  bookingScene,
  capturedPayment,
  createOrder,
  paid,
  useClockedApp,
  webhook,
} from '../../../test/booking-test-kit';
import { testGateway } from '../../../test/test-gateway';
import { createFeaturedPlacement } from '../../therapists/ports/featured-placement.service';
import { createFulfilment, type FulfilmentService } from './fulfilment.service';
import { createRefunds } from './refunds.service';
import { createWebhookInbox, createWebhooks, WEBHOOK_JOB } from './webhooks.service';

const clocked = useClockedApp();
const ctx = clocked.ctx;

/**
 * The inbox and its processing job on the test database, with a fulfilment that does all its work
 * and then fails `failures` times, as a crash or a lost connection before the commit would.
 */
function inboxWithCrashes(failures: number) {
  const state = { failuresLeft: failures };
  const db = ctx.db;
  const provider = testGateway();
  const runner = createJobRunner({ db, log: quietLog });
  const { notices } = testNotifications(db, ctx.config, { jobs: runner });
  const inbox = createWebhookInbox({ db, webhookSecret: ctx.config.payments.webhookSecret });
  const refunds = createRefunds({
    db,
    provider,
    log: quietLog,
    receiveWebhook: inbox.receiveSigned,
  });
  const invoices = createInvoiceIssuer({ settings: ctx.config.invoices, siteName: SITE.name });
  const real = createFulfilment({
    db,
    site: SITE,
    now: () => new Date(),
    log: quietLog,
    refunds,
    placement: createFeaturedPlacement(db),
    accounts: createAccountContacts(db),
    notices,
    invoices,
  });
  const fulfilment: FulfilmentService = {
    ...real,
    async fulfilIn(...args) {
      const step = await real.fulfilIn(...args);
      if (state.failuresLeft > 0) {
        state.failuresLeft--;
        throw new Error('connection lost before commit');
      }
      return step;
    },
  };
  const webhooks = createWebhooks({
    db,
    inbox,
    provider,
    keySecret: ctx.config.payments.keySecret,
    fulfilment,
    refunds,
    therapists: createTherapistBookingFacts(db),
    accounts: createAccountContacts(db),
    invoices,
    now: () => new Date(),
    site: SITE,
    notices,
    log: quietLog,
  });
  webhooks.registerJobs(runner);
  const deliver = (orderId: string, paymentId: string, eventId: string) => {
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: capturedPayment(orderId, paymentId),
    });
    return inbox.receive({
      rawBody: Buffer.from(raw),
      signature: webhookSignature(raw, ctx.config.payments.webhookSecret),
      eventId,
    });
  };
  return { runner, deliver };
}

async function paidOrder() {
  const { t, client, slotDate } = await bookingScene(ctx);
  const { orderId } = await createOrder(ctx, client.token, bookingBody(t.id, slotDate));
  const { razorpay_payment_id } = await paid(ctx, orderId);
  return { orderId, paymentId: razorpay_payment_id };
}

const eventRow = async (id: string) =>
  (await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.id, id)))[0];
const webhookJobs = () => ctx.db.select().from(jobs).where(eq(jobs.type, WEBHOOK_JOB));
const booked = () => ctx.db.select().from(appointments);
const bookedAudits = () =>
  ctx.db.select().from(auditLog).where(eq(auditLog.action, 'appointment.booked'));

describe('the webhook inbox survives a failure while applying an event', () => {
  it('keeps the event unprocessed, changes nothing, and applies it when its job runs again', async () => {
    const { orderId, paymentId } = await paidOrder();
    const { runner, deliver } = inboxWithCrashes(1);
    const eventId = providerStyleId('evt');
    expect(await deliver(orderId, paymentId, eventId)).toEqual({ outcome: 'received' });

    expect(await runner.runDue()).toBe(1);
    expect(await eventRow(eventId)).toMatchObject({ processedAt: null, outcome: null });
    expect(await booked()).toEqual([]);
    expect(await bookedAudits()).toEqual([]);
    expect(await ctx.db.select().from(mailOutbox)).toEqual([]);
    expect(await ctx.db.select().from(slotHolds)).toEqual([
      expect.objectContaining({ kind: 'payment', appointmentId: null }),
    ]);
    expect(await webhookJobs()).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        lastError: 'connection lost before commit',
      }),
    ]);

    await ctx.db.execute(sql`UPDATE jobs SET run_at = now() WHERE status = 'pending'`);
    expect(await runner.runDue()).toBeGreaterThanOrEqual(1);
    const event = await eventRow(eventId);
    expect(event?.processedAt).not.toBeNull();
    expect(event?.outcome).toBe('booked');
    expect(await booked()).toHaveLength(1);
    expect(await webhookJobs()).toEqual([expect.objectContaining({ status: 'done' })]);
  });

  it('answers a replay of the same event id as a duplicate and applies the event once', async () => {
    const { orderId, paymentId } = await paidOrder();
    const { runner, deliver } = inboxWithCrashes(0);
    const eventId = providerStyleId('evt');
    expect(await deliver(orderId, paymentId, eventId)).toEqual({ outcome: 'received' });
    expect(await deliver(orderId, paymentId, eventId)).toEqual({ outcome: 'duplicate' });
    await runner.runDue();

    const replay = await webhook(ctx, 'payment.captured', capturedPayment(orderId, paymentId), {
      eventId,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.outcome).toBe('duplicate');
    await runner.runDue();

    expect(await ctx.db.select().from(webhookEvents)).toHaveLength(1);
    expect(await webhookJobs()).toHaveLength(1);
    expect(await booked()).toHaveLength(1);
    expect(await bookedAudits()).toHaveLength(1);
    // One confirmation to the client and one notice to the therapist, never repeated.
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(2);
  });
});
