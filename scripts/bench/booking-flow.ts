/**
 * The booking scenario of `npm run bench`: each iteration books one distinct free slot through the
 * full flow a browser goes through (create-booking-order, then verify-booking-payment with the
 * checkout's answer signed as the simulated gateway signs it).
 */
import autocannon, { type Request, type Result } from 'autocannon';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import type { Db } from '../../apps/api/src/db/client';
import { providerStyleId } from '../../apps/api/src/adapters/payments/payment-provider';
import { paymentSignature } from '../../apps/api/src/adapters/payments/signatures';
import { insertClient, insertTherapist } from '../../apps/api/src/test/factories';

const HOURS = Array.from({ length: 16 }, (_, i) => `${String(6 + i).padStart(2, '0')}:00`);
/** Days 1..29 ahead: inside the 30-day window at any time of day, never in the past. */
const DAYS = 29;

interface Slot {
  docId: string;
  slotDate: string;
  slotTime: string;
}

export interface BookingBench {
  /** Free slots left for iterations. */
  remaining(): number;
  /** Books `flows` slots over `connections` connections; every flow is two requests. */
  run(url: string, connections: number, flows: number): Promise<Result>;
}

/** Therapists open every day 06:00-21:00, a few client accounts, and an iterator over free slots. */
export async function prepareBookingBench(
  db: Db,
  opts: { therapists: number; clients: number; keySecret: string },
): Promise<BookingBench> {
  const hours = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    HOURS.map((startTime) => ({ weekday, startTime })),
  );
  const therapistIds: string[] = [];
  for (let i = 0; i < opts.therapists; i++) {
    const t = await insertTherapist(db, {
      slug: `bench-booking-${i}`,
      name: `Bench Therapist ${i}`,
      email: `bench-therapist-${i}@example.com`,
      sessionModes: ['Online'],
      hours,
    });
    therapistIds.push(t.id);
  }
  const tokens: string[] = [];
  for (let i = 0; i < opts.clients; i++) tokens.push((await insertClient(db)).token);

  const today = istToday(new Date());
  const capacity = therapistIds.length * DAYS * HOURS.length;
  let next = 0;
  // Neighbouring iterations go to different therapists, as real traffic would.
  function nextSlot(): Slot {
    if (next >= capacity) throw new Error('the booking benchmark ran out of free slots');
    const k = next++;
    const rest = Math.floor(k / therapistIds.length);
    return {
      docId: therapistIds[k % therapistIds.length]!,
      slotDate: toSlotDateKey(addIstDays(today, 1 + Math.floor(rest / HOURS.length))),
      slotTime: HOURS[rest % HOURS.length]!,
    };
  }

  let flowNo = 0;
  const requests: Request[] = [
    {
      method: 'POST',
      path: '/api/user/create-booking-order',
      setupRequest: (req, context) => {
        const token = tokens[flowNo++ % tokens.length]!;
        const booking = {
          ...nextSlot(),
          sessionType: 'online',
          userFirstName: 'Bench',
          userLastName: 'Client',
          userEmail: 'bench.client@example.com',
          userPhone: '9876543210',
          message: '',
        };
        context.token = token;
        context.booking = booking;
        return { ...req, headers: jsonHeaders(token), body: JSON.stringify(booking) };
      },
      onResponse: (status, body, context) => {
        if (status === 200)
          context.orderId = (JSON.parse(body) as { order: { id: string } }).order.id;
      },
    },
    {
      method: 'POST',
      path: '/api/user/verify-booking-payment',
      setupRequest: (req, context) => {
        const orderId = typeof context.orderId === 'string' ? context.orderId : 'order_not_created';
        const paymentId = providerStyleId('pay');
        const body = {
          ...(context.booking as object),
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: paymentSignature(orderId, paymentId, opts.keySecret),
        };
        return {
          ...req,
          headers: jsonHeaders(String(context.token)),
          body: JSON.stringify(body),
        };
      },
    },
  ];

  return {
    remaining: () => capacity - next,
    run: (url, connections, flows) => autocannon({ url, connections, amount: flows * 2, requests }),
  };
}

const jsonHeaders = (token: string) => ({ 'content-type': 'application/json', token });

/**
 * Runs a short warm-up to learn the rate, then as many flows as fill about `seconds` (a multiple
 * of the connection count, so every connection ends on a whole flow).
 */
export async function measureBookingFlow(
  bench: BookingBench,
  url: string,
  connections: number,
  seconds: number,
): Promise<{ result: Result; flows: number; warmupFailures: number }> {
  const warmup = await bench.run(url, connections, connections * 10);
  const warmupFailures = warmup.non2xx + warmup.errors + warmup.timeouts;
  const rate = warmup.requests.total / 2 / Math.max(warmup.duration, 0.01);
  const wanted = Math.round((rate * seconds) / connections) * connections;
  const fitting = Math.floor(bench.remaining() / connections) * connections;
  const flows = Math.max(connections, Math.min(wanted, fitting));
  return { result: await bench.run(url, connections, flows), flows, warmupFailures };
}
