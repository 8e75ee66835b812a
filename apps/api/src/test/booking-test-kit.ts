import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { toWireBookingDetails, toWireSlot } from '@app/domain/schemas/booking';
import { buildApp } from '../app';
import { providerStyleId, type PaymentProvider } from '../adapters/payments/payment-provider';
import { paymentSignature, webhookSignature } from '../adapters/payments/signatures';
import { testGateway } from './test-gateway';
import { eq } from 'drizzle-orm';
import { payments, simulatedGatewayPayments, webhookEvents } from '../db/schema';
import { resetDatabase, testConfig, testDatabase, type buildTestApp } from './harness';
import { insertClient, insertTherapist } from './factories';

/** Shared set-up of the booking and payment tests (not a test file itself). */
export type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
  ['10:00', '11:00'].map((startTime) => ({ weekday, startTime })),
);

/**
 * The app on the shared test database with a clock the test moves, and a payment provider that
 * counts the orders it was asked to create.
 */
export async function buildClockedApp(provider: PaymentProvider = testGateway()) {
  const clock = { now: new Date() };
  const orders = { created: 0 };
  const counting: PaymentProvider = {
    ...provider,
    createOrder: async (input) => {
      orders.created++;
      return provider.createOrder(input);
    },
  };
  const database = await testDatabase();
  const config = testConfig();
  const app = await buildApp({
    config,
    database,
    logger: false,
    paymentProvider: counting,
    now: () => clock.now,
  });
  await app.ready();
  const ctx: Ctx = { app, database, config, db: database.db };
  return {
    ctx,
    clock,
    orders,
    advance: (ms: number) => {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
}
export type ClockedApp = Awaited<ReturnType<typeof buildClockedApp>>;

/**
 * One clocked app per test file, closed after it; before every test the database is empty, the
 * clock reads the real time and the order count is 0. The returned object (and its `ctx`) is
 * filled in by beforeAll, so read it inside hooks and tests only.
 */
export function useClockedApp(provider?: PaymentProvider): ClockedApp {
  const ctx = {} as Ctx;
  const clocked = { ctx } as ClockedApp;
  beforeAll(async () => {
    const built = await buildClockedApp(provider);
    Object.assign(ctx, built.ctx);
    Object.assign(clocked, { ...built, ctx });
  });
  afterAll(async () => {
    await ctx.app.close();
  });
  beforeEach(async () => {
    await resetDatabase(ctx.database);
    clocked.clock.now = new Date();
    clocked.orders.created = 0;
  });
  return clocked;
}

export async function bookingScene(
  ctx: Ctx,
  therapist: Parameters<typeof insertTherapist>[1] = {},
) {
  const t = await insertTherapist(ctx.db, {
    sessionModes: ['Online', 'In-Person'],
    email: 'therapist@example.com',
    hours: EVERY_DAY,
    ...therapist,
  });
  const client = await insertClient(ctx.db);
  const slotDate = toSlotDateKey(addIstDays(istToday(new Date()), 3));
  return { t, client, slotDate };
}

/** The booking form's wire body; `extra` adds or replaces fields by their inside names. */
export const bookingBody = (
  therapistId: string,
  slotDate: string,
  slotTime = '10:00',
  extra: Record<string, unknown> = {},
) =>
  toWireBookingDetails({
    therapistId,
    slotDate,
    slotTime,
    sessionType: 'online',
    clientFirstName: 'Priya',
    clientLastName: 'Sharma',
    clientEmail: 'priya@example.com',
    clientPhone: '9876543210',
    message: 'First session',
    ...extra,
  });

export const post = (ctx: Ctx, url: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} });

/** The older review page's call: reserves the slot as an unpaid appointment with its order. */
export async function reserveSlot(
  ctx: Ctx,
  token: string,
  slot: { therapistId: string; slotDate: string; slotTime?: string },
) {
  const res = await post(
    ctx,
    '/api/user/create-payment-order',
    toWireSlot({ slotTime: '10:00', ...slot }),
    token,
  );
  const ok = res.statusCode === 200;
  return {
    res,
    orderId: ok ? (res.json().order.id as string) : '',
    appointmentId: ok ? (res.json().appointmentId as string) : '',
  };
}

export async function createOrder(ctx: Ctx, token: string, body: object) {
  const res = await post(ctx, '/api/user/create-booking-order', body, token);
  return { res, orderId: res.statusCode === 200 ? (res.json().order.id as string) : '' };
}

/**
 * What the checkout hands back after a successful payment, signed as Razorpay signs; the
 * simulated gateway's ledger records the payment, as the gateway's checkout would.
 */
export async function paid(ctx: Ctx, orderId: string, paymentId = providerStyleId('pay')) {
  const [order] = await ctx.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  await ctx.db
    .insert(simulatedGatewayPayments)
    .values({
      id: paymentId,
      orderId,
      amountPaise: order?.amountPaise ?? 9900,
      status: 'captured',
      webhookEventId: providerStyleId('evt'),
      webhookBody: '{}',
    })
    .onConflictDoNothing();
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(orderId, paymentId, ctx.config.payments.keySecret),
  };
}

/**
 * Delivers a signed provider webhook to the inbox, then applies it as its job would right after;
 * answers the route's response with what the event led to.
 */
export async function webhook(
  ctx: Ctx,
  event: string,
  payload: Record<string, unknown>,
  opts: { eventId?: string; secret?: string } = {},
) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: 1,
  });
  const eventId = opts.eventId ?? providerStyleId('evt');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(
        raw,
        opts.secret ?? ctx.config.payments.webhookSecret,
      ),
      'x-razorpay-event-id': eventId,
    },
  });
  if (res.statusCode === 200 && (res.json() as { outcome: string }).outcome === 'received')
    await ctx.app.booking.webhooks.processEvent(eventId);
  const [stored] = await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId));
  const answer = res.statusCode === 200 ? (res.json() as { outcome: string }).outcome : null;
  /** What the event led to once processed; the route's own answer when nothing was stored. */
  const outcome = answer === 'received' ? (stored?.outcome ?? null) : answer;
  return Object.assign(res, { outcome });
}

export const capturedPayment = (orderId: string, paymentId: string, amount = 9900) => ({
  payment: {
    entity: {
      id: paymentId,
      entity: 'payment',
      order_id: orderId,
      amount,
      currency: 'INR',
      status: 'captured',
    },
  },
});

/** A client's live pay-later reservation of a fresh therapist's 10:00 slot, three days ahead. */
export async function reservedScene(ctx: Ctx) {
  const scene = await bookingScene(ctx);
  const r = await reserveSlot(ctx, scene.client.token, {
    therapistId: scene.t.id,
    slotDate: scene.slotDate,
  });
  expect(r.res.statusCode).toBe(200);
  return { ...scene, ...r };
}

/**
 * Five browser verifies and five provider webhooks for one paid order, one kind after the other
 * in the given order, each five at once: the answers, verifies' first.
 */
export async function verifiesAndWebhooks(
  ctx: Ctx,
  order: string,
  c: { orderId: string; paymentId: string; verify: () => ReturnType<typeof post> },
) {
  const verifies = () => Array.from({ length: 5 }, c.verify);
  const hooks = () =>
    Array.from({ length: 5 }, (_, i) =>
      webhook(
        ctx,
        i % 2 ? 'order.paid' : 'payment.captured',
        capturedPayment(c.orderId, c.paymentId),
      ),
    );
  return order === 'verify first'
    ? [...(await Promise.all(verifies())), ...(await Promise.all(hooks()))]
    : [...(await Promise.all(hooks())), ...(await Promise.all(verifies()))];
}
