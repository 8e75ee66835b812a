import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addIstDays, istToday, toSlotDateKey } from '@app/domain/ist';
import type { Database } from '../db/client';
import { DROP_HOOK_TIMEOUT_MS } from './scratch-database';
import { killedServerKit } from './killed-server-kit';
import { insertClient, insertTherapist } from './factories';
import { bookingBody } from './booking-test-kit';
import { freePort, type ServerProcess } from './server-process';
import { random, redeliverWebhooks, rows, unsettled } from './scale-kit';

/**
 * The money path survives SIGKILL: orders are paid (some twice) while webhooks and the browsers'
 * verify calls are in flight, the server is killed at random moments, restarted, and finally every
 * webhook the gateway sent is delivered again with its original event id. No browser call follows
 * a crash. Every captured payment must end as exactly one appointment (every week of a weekly
 * series' order) or one processed refund.
 */
const KILLS = 3;
const ORDERS_PER_ROUND = 12;
const TIMES = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const THERAPISTS = Math.ceil((KILLS * ORDERS_PER_ROUND) / TIMES.length);
const WEBHOOK_SECRET = 'crash_test_webhook_secret';
const MONEY_JOBS = sql`('webhook.process', 'refund.send')`;

const servers = killedServerKit('crash', WEBHOOK_SECRET);
const { kind, openStore, boot } = servers;

interface Buyer {
  token: string;
  body: ReturnType<typeof bookingBody> & { weeks?: number };
}

async function seed(): Promise<Buyer[]> {
  const database = await openStore();
  const slotDate = toSlotDateKey(addIstDays(istToday(new Date()), 3));
  const hours = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    TIMES.map((startTime) => ({ weekday, startTime })),
  );
  const buyers: Buyer[] = [];
  for (let i = 0; i < THERAPISTS; i++) {
    const t = await insertTherapist(database.db, { hours, email: `therapist${i}@crash.example` });
    for (const time of TIMES) {
      const client = await insertClient(database.db);
      // Every third buyer books three weeks of the same time: one order, three appointments.
      const weeks = buyers.length % 3 === 0 ? { weeks: 3 } : {};
      buyers.push({
        token: client.token,
        body: { ...bookingBody(t.id, slotDate, time), ...weeks },
      });
    }
  }
  await database.close();
  return buyers;
}

interface Tally {
  requests: number;
  verifies: number;
  verifiesSkipped: number;
  unexpected: string[];
}

/**
 * One burst: every buyer orders, pays (some twice, as a double click does) and, mostly, verifies;
 * the server is SIGKILLed once a random share of the requests was answered.
 */
async function burst(server: ServerProcess, buyers: Buyer[], rand: () => number, tally: Tally) {
  let answered = 0;
  const call = async (url: string, payload: object, token: string) => {
    const res = await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(payload),
    });
    const json = (await res.json()) as Record<string, unknown>;
    tally.requests++;
    answered++;
    if (res.status !== 200) tally.unexpected.push(`${url} ${res.status} ${JSON.stringify(json)}`);
    return res.status === 200 ? json : null;
  };
  const buy = async (b: Buyer, i: number) => {
    const order = await call('/api/user/create-booking-order', b.body, b.token);
    const orderId = (order?.order as { id: string } | undefined)?.id;
    if (!orderId) return;
    const payments = rand() < 0.25 ? 2 : 1;
    const checkouts = await Promise.all(
      Array.from({ length: payments }, () =>
        call('/api/payments/simulated/checkout', { orderId, outcome: 'success' }, b.token),
      ),
    );
    const answer = checkouts[0];
    // The first buyer of every burst, and some others, closed the browser after paying.
    if (!answer || i === 0 || rand() < 0.3) {
      tally.verifiesSkipped++;
      return;
    }
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = answer;
    tally.verifies++;
    await call(
      '/api/user/verify-booking-payment',
      { ...b.body, razorpay_order_id, razorpay_payment_id, razorpay_signature },
      b.token,
    );
  };
  let finished = 0;
  const flows = buyers.map((b, i) =>
    buy(b, i)
      .catch((err: unknown) => {
        // The server is gone (fetch failed, or the answer was cut off): so is the browser.
        if (!(err instanceof TypeError)) throw err;
      })
      .finally(() => finished++),
  );
  const killAfter = Math.floor(buyers.length * (1.2 + rand() * 1.3));
  while (answered < killAfter && finished < buyers.length) await new Promise((r) => setTimeout(r));
  await new Promise((r) => setTimeout(r, rand() * 40));
  await server.kill();
  await Promise.all(flows);
}

interface LedgerPayment {
  id: string;
  status: string;
  webhook_event_id: string;
  webhook_body: string;
}

/**
 * While the server is down the clock moves past the leases the killed processes held (jobs and
 * refund sends, two minutes each): what a restart sees once they ran out, without the wait.
 * Answers the gateway's ledger of payments, each with the webhook it sent.
 */
async function leasesRunOut(): Promise<LedgerPayment[]> {
  const database = await openStore();
  await database.db.execute(
    sql`update jobs set run_at = now() where status = 'pending' and run_at > now()`,
  );
  await database.db.execute(
    sql`update refunds set updated_at = now()
        where status = 'pending' and provider_refund_id is null and updated_at > now()`,
  );
  const ledger = await rows<LedgerPayment>(
    database,
    sql`select id, status, webhook_event_id, webhook_body from simulated_gateway_payments`,
  );
  await database.close();
  return ledger;
}

/**
 * Waits (bounded) until every webhook event was processed and no money job is pending, then stops
 * the server and answers the database. PGlite is one process at a time: it is looked at with the
 * server stopped, and the server started again while work remains.
 */
async function settle(server: ServerProcess, port: number): Promise<Database> {
  let current = server;
  for (let attempt = 1; attempt <= 6; attempt++) {
    if (servers.databaseUrl) {
      const live = await openStore();
      for (let i = 0; i < 300 && (await unsettled(live)); i++)
        await new Promise((r) => setTimeout(r, 300));
      await live.close();
    } else {
      // The server works through the redelivered webhooks and the money jobs, then only polls.
      await current.untilQuiet();
    }
    expect(await current.stop()).toBe(0);
    const database = await openStore();
    if (!(await unsettled(database)) || attempt === 6) {
      console.log(`crash test (${kind}): settled after ${attempt} start(s) of the last phase`);
      return database;
    }
    await database.close();
    current = await boot(port);
  }
  throw new Error('unreachable');
}

afterAll(() => servers.cleanUp(), DROP_HOOK_TIMEOUT_MS);

describe(`money path under SIGKILL (${kind})`, () => {
  it('ends every captured payment as exactly one appointment or one processed refund', async () => {
    const seedValue = Date.now();
    const rand = random(seedValue);
    await servers.prepare();
    const buyers = await seed();
    const port = await freePort();
    const tally: Tally = { requests: 0, verifies: 0, verifiesSkipped: 0, unexpected: [] };

    // Phase 1: bursts of orders, payments and verify calls, each ended by a SIGKILL.
    for (let k = 0; k < KILLS; k++) {
      const server = await boot(port);
      await burst(
        server,
        buyers.slice(k * ORDERS_PER_ROUND, (k + 1) * ORDERS_PER_ROUND),
        rand,
        tally,
      );
    }

    // Phase 2: restart; the gateway delivers every webhook it ever sent again, under its event id.
    const ledger = await leasesRunOut();
    const server = await boot(port);
    const redelivered = await redeliverWebhooks(server.url, ledger, WEBHOOK_SECRET, (status) =>
      expect(status).toBe(200),
    );
    const database = await settle(server, port);

    try {
      await expectEveryPaymentSettled(database, ledger, { seedValue, tally, redelivered });
    } finally {
      await database.close();
    }
  }, 900_000);
});

async function expectEveryPaymentSettled(
  database: Database,
  ledger: LedgerPayment[],
  facts: { seedValue: number; tally: Tally; redelivered: Record<string, number> },
) {
  const captured = ledger.filter((p) => p.status === 'captured').map((p) => p.id);
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
  const refunds = await rows<{ id: string; status: string }>(
    database,
    sql`select provider_payment_id as id, status from refunds`,
  );
  const refunded = new Set(refunds.filter((r) => r.status === 'processed').map((r) => r.id));
  const orders = (
    await rows<{ n: number }>(database, sql`select count(*)::int as n from payments`)
  )[0]!.n;
  const states = await rows<{ state: string }>(
    database,
    sql`select p.provider_order_id || ' ' || p.status || ' ' || coalesce(p.provider_payment_id, '-')
        || ' refund ' || coalesce(r.status::text, '-') as state
      from payments p left join refunds r on r.payment_id = p.id`,
  );
  const lost = captured.filter((id) => !booked.has(id) && !refunded.has(id));
  const both = captured.filter((id) => booked.has(id) && refunded.has(id));
  const { tally, redelivered } = facts;
  console.log(
    `crash test (${kind}): ${KILLS} kills, ${orders} orders, ${captured.length} captured, ` +
      `${booked.size} booked, ${refunded.size} refunded, ${lost.length} lost ` +
      `(seed ${facts.seedValue}; ${tally.requests} answered requests, ${tally.verifies} verify calls, ` +
      `${tally.verifiesSkipped} never made; webhooks redelivered: ${redelivered.received} new, ` +
      `${redelivered.duplicate} duplicate)`,
  );
  if (lost.length > 0)
    console.log(`orders after the crashes:\n${states.map((s) => s.state).join('\n')}`);

  expect(tally.unexpected).toEqual([]);
  expect(orders).toBeGreaterThanOrEqual(KILLS);
  expect(captured.length).toBeGreaterThan(0);
  expect(facts.tally.verifiesSkipped).toBeGreaterThan(0);
  expect({ lost, both }).toEqual({ lost: [], both: [] });
  // Nothing booked or refunded that the gateway never captured.
  expect([...booked, ...refunded].filter((id) => !captured.includes(id))).toEqual([]);
  expect(
    await rows(
      database,
      sql`select therapist_id, starts_at from appointments where payment = 'paid' and not cancelled
        group by therapist_id, starts_at having count(*) > 1`,
    ),
  ).toEqual([]);
  // A weekly series' payment booked every week it paid for, once; every payment has one invoice.
  const seriesCaptured = await rows<{ order: string; weeks: number; booked: number }>(
    database,
    sql`select p.provider_order_id as order,
          jsonb_array_length(p.booking -> 'series' -> 'occurrences')::int as weeks,
          (select count(*)::int from appointments a where a.series_id = p.series_id
            and a.payment = 'paid' and not a.cancelled) as booked
        from payments p where p.series_id is not null and p.status = 'captured'`,
  );
  expect(seriesCaptured.length).toBeGreaterThan(0);
  expect(seriesCaptured.filter((p) => p.booked !== p.weeks)).toEqual([]);
  expect(
    await rows(
      database,
      sql`select p.provider_payment_id from payments p where p.status = 'captured'
        and (select count(*) from invoices i where i.provider_payment_id = p.provider_payment_id
          and i.kind = 'invoice') <> 1`,
    ),
  ).toEqual([]);
  // The gateway refunded each payment at most once, and only the refunds the app recorded.
  expect(
    await rows(
      database,
      sql`select payment_id from simulated_gateway_refunds group by payment_id having count(*) > 1`,
    ),
  ).toEqual([]);
  const gatewayRefunds = await rows<{ id: string }>(
    database,
    sql`select payment_id as id from simulated_gateway_refunds`,
  );
  expect(gatewayRefunds.map((r) => r.id).sort()).toEqual([...refunded].sort());
  expect(
    await rows(
      database,
      sql`select type, status from jobs where type in ${MONEY_JOBS} and status <> 'done'`,
    ),
  ).toEqual([]);
}
