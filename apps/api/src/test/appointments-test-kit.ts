import { beforeEach } from 'vitest';
import { testNotifications } from './notices-kit';
import { eq } from 'drizzle-orm';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import { testGateway } from './test-gateway';
import { createJobRunner } from '../shared/jobs/job-runner';
import { createBookingModule } from '../modules/booking/booking.module';
import { createFeaturedPlacement } from '../modules/therapists/ports/featured-placement.service';
import { createTherapistBookingFacts } from '../modules/therapists/ports/booking-facts.service';
import { createAccountContacts } from '../modules/accounts/account-contacts.service';
import { appointments, slotHolds } from '../db/schema';
import { toWireSlot } from '@app/domain/schemas/booking';
import { insertClient } from './factories';
import {
  bookingBody,
  bookingScene,
  createOrder,
  paid,
  post,
  useClockedApp,
  type Ctx,
} from './booking-test-kit';
import { useTestApp } from './harness';

/** Shared set-up of the appointments tests (not a test file itself). */

export const SITE = {
  name: 'Manas Care',
  publicUrl: 'http://localhost:3000',
  supportEmail: 'support@manascare.example',
};
export const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
export const ADMIN_ACTOR = { accountId: null, via: 'test' };

/**
 * Books and pays a session through the real checkout; answers the scene and the appointment id.
 * `extra` overrides fields of the booking form the checkout is sent.
 */
export async function paidAppointment(
  ctx: Ctx,
  scene?: Awaited<ReturnType<typeof bookingScene>>,
  slotTime = '10:00',
  extra: Record<string, unknown> = {},
) {
  const s = scene ?? (await bookingScene(ctx));
  const body = bookingBody(s.t.id, s.slotDate, slotTime, extra);
  const { orderId } = await createOrder(ctx, s.client.token, body);
  const res = await post(
    ctx,
    '/api/user/verify-booking-payment',
    { ...body, ...(await paid(ctx, orderId)) },
    s.client.token,
  );
  if (res.statusCode !== 200) throw new Error(`booking failed: ${res.body}`);
  return { ...s, orderId, appointmentId: res.json().appointmentId as string };
}

/** The older review page's pay-later reservation: an unpaid appointment holding its slot. */
export async function unpaidReservation(
  ctx: Ctx,
  token: string,
  therapistId: string,
  slotDate: string,
) {
  const res = await post(
    ctx,
    '/api/user/create-payment-order',
    toWireSlot({ therapistId, slotDate, slotTime: '11:00' }),
    token,
  );
  if (res.statusCode !== 200) throw new Error(`reservation failed: ${res.body}`);
  return res.json().appointmentId as string;
}

/** Moves a reservation's end into the past, as if its 15 minutes had run out. */
export async function expireReservation(ctx: Ctx, appointmentId: string) {
  const past = new Date(Date.now() - 60_000);
  await ctx.db
    .update(appointments)
    .set({ reservationExpiresAt: past })
    .where(eq(appointments.id, appointmentId));
  await ctx.db
    .update(slotHolds)
    .set({ expiresAt: past })
    .where(eq(slotHolds.appointmentId, appointmentId));
}

export async function appointmentRow(ctx: Ctx, id: string) {
  const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new Error('no such appointment');
  return row;
}

export const requestCancellation = (
  ctx: Ctx,
  token: string,
  appointmentId: string,
  reason = 'Travelling',
) =>
  post(ctx, '/api/user/request-cancellation', { appointmentId, cancellationReason: reason }, token);

/** The simulated gateway counting its refund calls; `failNext` makes the next calls throw. */
export function countingProvider() {
  const inner = testGateway();
  const state = { refunds: 0, failuresLeft: 0 };
  const provider: PaymentProvider = {
    ...inner,
    async refund(input) {
      state.refunds++;
      if (state.failuresLeft > 0) {
        state.failuresLeft--;
        throw new Error('gateway timeout');
      }
      return inner.refund(input);
    },
  };
  return {
    provider,
    refundCalls: () => state.refunds,
    failNext: (n: number) => {
      state.failuresLeft = n;
    },
    reset: () => {
      state.refunds = 0;
      state.failuresLeft = 0;
    },
  };
}

/** The booking services on the test database with a chosen clock (the refund window is decided by it). */
export function servicesAt(ctx: Ctx, now: () => Date, provider = testGateway()) {
  const jobs = createJobRunner({ db: ctx.db, log: quietLog });
  const notifications = testNotifications(ctx.db, ctx.config, { jobs, now });
  const booking = createBookingModule({
    db: ctx.db,
    provider,
    jobs,
    notices: notifications.notices,
    therapists: createTherapistBookingFacts(ctx.db),
    placement: createFeaturedPlacement(ctx.db),
    accounts: createAccountContacts(ctx.db),
    site: SITE,
    payments: ctx.config.payments,
    invoiceSettings: ctx.config.invoices,
    log: quietLog,
    now,
  });
  return { appointments: booking.appointments, decisions: booking.decisions, booking, jobs };
}

export async function insertAdmin(ctx: Ctx) {
  return insertClient(ctx.db, { role: 'owner' });
}

export const adminPost = (
  ctx: Ctx,
  token: string | undefined,
  id: string,
  action: string,
  body: object = {},
) => post(ctx, `/api/admin/appointments/${id}/${action}`, body, token);

/** A test app on a counting gateway; data and counts start afresh in every test. */
export function useCountingApp() {
  const gateway = countingProvider();
  const ctx: Ctx = useTestApp({ paymentProvider: gateway.provider });
  beforeEach(() => gateway.reset());
  return { ctx, gateway };
}

/** The same on the test clock (`clocked.advance`), for deadlines and holds. */
export function useClockedCountingApp() {
  const gateway = countingProvider();
  const clocked = useClockedApp(gateway.provider);
  beforeEach(() => gateway.reset());
  return { clocked, ctx: clocked.ctx, gateway };
}
