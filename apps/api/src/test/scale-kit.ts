import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mulberry32 } from '../db/seed/prng';
import { webhookSignature } from '../adapters/payments/signatures';
import type { bookingBody } from './booking-test-kit';

/** Shared pieces of the scale-out test: the clients' booking flows and the ledger checks. */

export interface Target {
  name: string;
  url: string;
  /** False once the process was killed: the load balancer sends nothing more to it. */
  alive: boolean;
}

export interface Buyer {
  token: string;
  /** A client address of its own, forwarded by the (imagined) proxy: per-IP limits stay per client. */
  ip: string;
  body: ReturnType<typeof bookingBody>;
}

export interface Tally {
  /** Answers by process and status class, e.g. `a 2xx`. */
  answers: Record<string, number>;
  /** Requests the killed process never answered (it died under them). */
  cutOff: number;
  /** Anything a process must never do: a 5xx, or a connection error from a process still up. */
  unexpected: string[];
  verified: number;
}

export const newTally = (): Tally => ({ answers: {}, cutOff: 0, unexpected: [], verified: 0 });

export const rows = async <T>(database: Database, query: SQL): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A seeded random source, so a failing run can be told apart (the seed is printed). */
export const random = mulberry32;

/**
 * Sends one request to a process picked among those alive (as a load balancer would). Answers the
 * JSON of a 200, null for any other answer, and null when the process died under the request.
 */
export async function call(
  targets: Target[],
  pick: () => number,
  tally: Tally,
  buyer: Buyer,
  path: string,
  payload: object,
): Promise<Record<string, unknown> | null> {
  const alive = targets.filter((t) => t.alive);
  const target = alive[Math.floor(pick() * alive.length)]!;
  let res: Response;
  let json: Record<string, unknown>;
  try {
    res = await fetch(`${target.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        token: buyer.token,
        'x-forwarded-for': buyer.ip,
      },
      body: JSON.stringify(payload),
    });
    json = (await res.json()) as Record<string, unknown>;
  } catch (err) {
    if (!target.alive) {
      tally.cutOff++;
      return null;
    }
    tally.unexpected.push(`${target.name} ${path}: ${(err as Error).message}`);
    return null;
  }
  const key = `${target.name} ${Math.floor(res.status / 100)}xx`;
  tally.answers[key] = (tally.answers[key] ?? 0) + 1;
  if (res.status >= 500)
    tally.unexpected.push(
      `${target.name} ${path} ${res.status} ${JSON.stringify(json).slice(0, 300)}`,
    );
  return res.status === 200 ? json : null;
}

/**
 * What a browser does: order the slot, pay (sometimes twice, as a double click on two tabs does),
 * verify (sometimes twice at once). Each request may land on either process.
 */
export async function bookingFlow(
  targets: Target[],
  rand: () => number,
  tally: Tally,
  buyer: Buyer,
) {
  const order = await call(
    targets,
    rand,
    tally,
    buyer,
    '/api/user/create-booking-order',
    buyer.body,
  );
  const orderId = (order?.order as { id: string } | undefined)?.id;
  if (!orderId) return;
  const payments = rand() < 0.25 ? 2 : 1;
  const checkouts = await Promise.all(
    Array.from({ length: payments }, () =>
      call(targets, rand, tally, buyer, '/api/payments/simulated/checkout', {
        orderId,
        outcome: 'success',
      }),
    ),
  );
  const answer = checkouts.find((c) => c !== null);
  if (!answer) return;
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = answer;
  const verifies = rand() < 0.25 ? 2 : 1;
  const verified = await Promise.all(
    Array.from({ length: verifies }, () =>
      call(targets, rand, tally, buyer, '/api/user/verify-booking-payment', {
        ...buyer.body,
        razorpay_order_id,
        razorpay_payment_id,
        razorpay_signature,
      }),
    ),
  );
  if (verified.some((v) => v !== null)) tally.verified++;
}

const MONEY_JOBS = sql`('webhook.process', 'refund.send')`;

/** Whether webhook events or money jobs are still waiting for a process. */
export const unsettled = async (database: Database) =>
  (
    await rows<{ n: number }>(
      database,
      sql`select ((select count(*) from jobs where status = 'pending' and type in ${MONEY_JOBS})
        + (select count(*) from webhook_events where processed_at is null))::int as n`,
    )
  )[0]!.n > 0;

/** Jobs and refund sends claimed under a lease that has not run out yet. */
export async function leased(database: Database, type?: string) {
  const jobs = await rows<{ id: string }>(
    database,
    sql`select id from jobs where status = 'pending' and attempts > 0 and run_at > now()
      and last_error is null ${type ? sql`and type = ${type}` : sql``}`,
  );
  const refunds = await rows<{ id: string }>(
    database,
    sql`select id from refunds where status = 'pending' and provider_refund_id is null
      and updated_at > now()`,
  );
  return { jobs: jobs.map((r) => r.id), refunds: refunds.map((r) => r.id) };
}

/** The money ledger after the run: what the gateway captured and where each payment ended. */
export async function moneyOutcome(database: Database) {
  const captured = (
    await rows<{ id: string }>(
      database,
      sql`select id from simulated_gateway_payments where status = 'captured'`,
    )
  ).map((r) => r.id);
  const booked = new Set(
    (
      await rows<{ id: string }>(
        database,
        sql`select p.provider_payment_id as id from payments p
          join appointments a on a.id = p.appointment_id
          where p.status = 'captured' and a.payment = 'paid' and not a.cancelled`,
      )
    ).map((r) => r.id),
  );
  const refunded = new Set(
    (
      await rows<{ id: string }>(
        database,
        sql`select provider_payment_id as id from refunds where status = 'processed'`,
      )
    ).map((r) => r.id),
  );
  const orders = (
    await rows<{ n: number }>(database, sql`select count(*)::int as n from payments`)
  )[0]!.n;
  const doubleBooked = await rows<{ therapist_id: string; starts_at: string }>(
    database,
    sql`select therapist_id, starts_at from appointments where payment = 'paid' and not cancelled
      group by therapist_id, starts_at having count(*) > 1`,
  );
  return {
    orders,
    captured,
    booked,
    refunded,
    doubleBooked,
    lost: captured.filter((id) => !booked.has(id) && !refunded.has(id)),
    both: captured.filter((id) => booked.has(id) && refunded.has(id)),
    uncaptured: [...booked, ...refunded].filter((id) => !captured.includes(id)),
  };
}

/**
 * Sends every webhook the simulated gateway ever sent again, under its event id, as the provider
 * retries until acknowledged; counts how the server took them (each must answer 200).
 */
export async function redeliverWebhooks(
  url: string,
  ledger: { webhook_event_id: string; webhook_body: string }[],
  secret: string,
  expectOk: (status: number) => void,
) {
  const redelivered = { received: 0, duplicate: 0 };
  for (const p of ledger) {
    const res = await fetch(`${url}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(p.webhook_body, secret),
        'x-razorpay-event-id': p.webhook_event_id,
      },
      body: p.webhook_body,
    });
    expectOk(res.status);
    redelivered[((await res.json()) as { outcome: 'received' | 'duplicate' }).outcome]++;
  }
  return redelivered;
}

export async function eventually(done: () => Promise<boolean>, tries = 400, everyMs = 250) {
  for (let i = 0; i < tries; i++) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return false;
}

export const inList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
