import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import { providerStyleId } from '../../adapters/payments/payment-provider';
import { paymentSignature, webhookSignature } from '../../adapters/payments/signatures';
import type { buildTestApp } from '../../test/harness';
import { insertClient, insertTherapist } from '../../test/factories';

/** Shared set-up of the booking and payment tests (not a test file itself). */
export type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
  ['10:00', '11:00'].map((startTime) => ({ weekday, startTime })),
);

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

export const bookingBody = (
  docId: string,
  slotDate: string,
  slotTime = '10:00',
  extra: Record<string, unknown> = {},
) => ({
  docId,
  slotDate,
  slotTime,
  sessionType: 'online',
  userFirstName: 'Priya',
  userLastName: 'Sharma',
  userEmail: 'priya@example.com',
  userPhone: '9876543210',
  message: 'First session',
  ...extra,
});

export const post = (ctx: Ctx, url: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: token ? { token } : {} });

export async function createOrder(ctx: Ctx, token: string, body: object) {
  const res = await post(ctx, '/api/user/create-booking-order', body, token);
  return { res, orderId: res.statusCode === 200 ? (res.json().order.id as string) : '' };
}

/** What the checkout hands back after a successful payment, signed as Razorpay signs. */
export function paid(ctx: Ctx, orderId: string, paymentId = providerStyleId('pay')) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(orderId, paymentId, ctx.config.payments.keySecret),
  };
}

export function webhook(
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
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(
        raw,
        opts.secret ?? ctx.config.payments.webhookSecret,
      ),
      'x-razorpay-event-id': opts.eventId ?? providerStyleId('evt'),
    },
  });
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
