/**
 * The booking scenario of `npm run bench`: each iteration books one distinct free slot through the
 * full flow a browser goes through: create-booking-order, the simulated gateway's checkout (which
 * also delivers the signed webhook), then verify-booking-payment with the checkout's answer.
 */
import autocannon, { type Request, type Result } from 'autocannon';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import type { Db } from '../../apps/api/src/db/client';
import { insertClient, insertTherapist } from '../../apps/api/src/test/factories';
import { countCpu, type CpuSpent } from './cpu';

/** Create the order, pay it in the simulated checkout (which sends the webhook), verify it. */
export const REQUESTS_PER_FLOW = 3;

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
  /** Flows whose verify answered 200 so far: appointments actually booked. */
  booked(): number;
  /**
   * Books `flows` slots over `connections` connections; every flow is REQUESTS_PER_FLOW requests.
   * `seconds` runs from the start to the last answer: autocannon notices the end of a run of a
   * fixed amount only at its next one-second sample, so its own duration is rounded up to whole
   * seconds, which on a run of a few seconds understates the rate by up to a third.
   */
  run(
    url: string,
    connections: number,
    flows: number,
  ): Promise<{ result: Result; seconds: number }>;
}

/** Therapists open every day 06:00-21:00, a few client accounts, and an iterator over free slots. */
export async function prepareBookingBench(
  db: Db,
  opts: { therapists: number; clients: number },
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

  let clientNo = 0;
  let booked = 0;
  let lastAnswerAt = 0;
  const requests: Request[] = [
    {
      method: 'POST',
      path: '/api/user/create-booking-order',
      setupRequest: (req, context) => {
        // A client has one live payment hold at a time, so each connection books as its own client.
        const token =
          typeof context.token === 'string' ? context.token : tokens[clientNo++ % tokens.length]!;
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
        lastAnswerAt = performance.now();
        if (status === 200)
          context.orderId = (JSON.parse(body) as { order: { id: string } }).order.id;
      },
    },
    {
      method: 'POST',
      path: '/api/payments/simulated/checkout',
      setupRequest: (req, context) => {
        const orderId = typeof context.orderId === 'string' ? context.orderId : 'order_not_created';
        return {
          ...req,
          headers: jsonHeaders(String(context.token)),
          body: JSON.stringify({ orderId, outcome: 'success' }),
        };
      },
      onResponse: (status, body, context) => {
        lastAnswerAt = performance.now();
        context.checkout = status === 200 ? (JSON.parse(body) as object) : {};
      },
    },
    {
      method: 'POST',
      path: '/api/user/verify-booking-payment',
      setupRequest: (req, context) => {
        const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = context.checkout as {
          razorpay_order_id?: string;
          razorpay_payment_id?: string;
          razorpay_signature?: string;
        };
        const body = {
          ...(context.booking as object),
          razorpay_order_id: razorpay_order_id ?? 'order_not_paid',
          razorpay_payment_id: razorpay_payment_id ?? 'pay_not_made',
          razorpay_signature: razorpay_signature ?? '',
        };
        return {
          ...req,
          headers: jsonHeaders(String(context.token)),
          body: JSON.stringify(body),
        };
      },
      onResponse: (status) => {
        lastAnswerAt = performance.now();
        if (status === 200) booked++;
      },
    },
  ];

  return {
    remaining: () => capacity - next,
    booked: () => booked,
    async run(url, connections, flows) {
      const started = performance.now();
      const result = await autocannon({
        url,
        connections,
        amount: flows * REQUESTS_PER_FLOW,
        requests,
      });
      return { result, seconds: Math.max(lastAnswerAt - started, 1) / 1000 };
    },
  };
}

const jsonHeaders = (token: string) => ({ 'content-type': 'application/json', token });

/**
 * Runs a short warm-up to learn the rate, then as many flows as fill about `seconds` (a multiple
 * of the connection count, so every connection ends on a whole flow); answers the seconds the
 * measured run took. Given `flows` (a size learnt before), it runs that many without a warm-up.
 */
export async function measureBookingFlow(
  bench: BookingBench,
  url: string,
  connections: number,
  seconds: number,
  known?: number,
): Promise<{
  result: Result;
  seconds: number;
  flows: number;
  booked: number;
  warmupFailures: number;
  /** CPU spent by the measured flows (not the warm-up). */
  cpu: CpuSpent;
}> {
  let flows = known ?? 0;
  let warmupFailures = 0;
  if (known === undefined) {
    const warmup = await bench.run(url, connections, connections * 10);
    warmupFailures = warmup.result.non2xx + warmup.result.errors + warmup.result.timeouts;
    const rate = warmup.result.requests.total / REQUESTS_PER_FLOW / warmup.seconds;
    flows = Math.round((rate * seconds) / connections) * connections;
  }
  const fitting = Math.floor(bench.remaining() / connections) * connections;
  flows = Math.max(connections, Math.min(flows, fitting));
  const bookedBefore = bench.booked();
  const cpuSince = countCpu();
  const measured = await bench.run(url, connections, flows);
  const cpu = cpuSince();
  return { ...measured, flows, booked: bench.booked() - bookedBefore, warmupFailures, cpu };
}
