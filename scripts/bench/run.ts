/**
 * `npm run bench [-- --postgres] [-- --therapists=10000] [-- --duration=5] [-- --connections=50]`: seeds the therapists,
 * then measures the API against a bare Fastify route in the same run (ratios, not absolute numbers,
 * are what compare across machines), ending with the booking flow (create an order, pay it, verify
 * it) over distinct free slots. Each row prints req/s, p50/p99 and its share of the bare route; the
 * home page's calls also print their answer size, the booking runs the CPU one booking cost this
 * process and a PostgreSQL server on this machine. Everything listens on 127.0.0.1 only.
 * The bare route is measured first, between every two rows and last; each row is a share of the
 * bare runs just before and after it (the machine's speed drifts over minutes), and the share of
 * the fastest bare run is printed beside it.
 * `--only=search,booking` runs the bare route and the scenarios whose names contain a word.
 * Every request asks for compression as a browser's does (the bare route's answer is too short to
 * compress); one row asks without it, as a script would. On PostgreSQL the seeded tables are
 * vacuumed and checkpointed first, so the server's own upkeep does not run during the rows.
 * Results: stdout and .bench/results.json.
 */
import http from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openPglite, openPostgres, type Database } from '../../apps/api/src/db/client';
import { seedDemo } from '../../apps/api/src/db/seed/seed';
import { measureBookingFlow, prepareBookingBench } from './booking-flow';
import { measureListingLag } from './listing-lag';
import { watchStalls, type Stalls } from './stalls';

/** 40 therapists × 29 days × 16 hours: more free slots than any run books. */
const BOOKING_THERAPISTS = 40;
const args = process.argv.slice(2);
const usePostgres = args.includes('--postgres');
const numberArg = (name: string, fallback: number) => {
  const raw = args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
  return value;
};
const duration = numberArg('duration', 5);
/** Concurrent connections of each load; the goals are stated at 50. */
const CONNECTIONS = numberArg('connections', 50);
/** One client per connection: a client holds one unpaid order at a time. */
const BOOKING_CLIENTS = CONNECTIONS;
const THERAPISTS = numberArg('therapists', 10_000);
/** `--only=search,booking`: the bare route plus the scenarios whose names contain one of these. */
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter((w) => w !== '');
const wanted = (name: string) => !only || only.some((w) => name.includes(w));
const outDir = fileURLToPath(new URL('../../.bench/', import.meta.url));

interface Scenario {
  name: string;
  base: 'bare' | 'api';
  paths: string[];
  /** Asks without Accept-Encoding, as a script would. */
  plain?: boolean;
}

/** The issue's goals, for the note under the table. */
const GOALS: Record<string, { share?: number; p99Ms?: number }> = {
  search: { share: 0.5, p99Ms: usePostgres ? 25 : 50 },
  'by-slug': { share: 0.6 },
  'top-regions': { share: 0.6 },
};

interface Row {
  name: string;
  reqPerSec: number;
  /** Booking flows completed per second (verify answered 200); only for the booking row. */
  flowsPerSec?: number;
  /** CPU ms one booking flow cost this process and PostgreSQL; only for the booking rows. */
  cpuPerFlow?: { nodeMs: number; postgresMs: number | null };
  p50Ms: number;
  p99Ms: number;
  /** Share of the bare route: of the bare runs beside the row, else of the fastest bare run. */
  ratioToBare: number;
  /** The mean rate of the bare runs just before and just after the row. */
  bareBeside?: number;
  /** Share of the fastest bare run of the whole bench (what the bench reported before). */
  ratioToFastestBare?: number;
  /** Size of one answer's body as sent (the first path's). */
  bytes?: number;
  /** The slowest first (uncached) answer among the scenario's paths. */
  coldMs?: number;
  non2xx: number;
  errors: number;
  /** Event-loop delay, GC pauses and the listing engine's work while the row ran. */
  stalls?: Stalls;
}

/** A throwaway database on the server named by TEST_POSTGRES_ADMIN_URL, dropped at the end. */
async function throwawayPostgres(): Promise<{
  database: Database;
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl =
    process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `marketplace_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** What a browser's fetch asks for (Chromium 156). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The answer's size as sent (compressed when it was). */
function bodyBytes(url: string, headers: Record<string, string> = BROWSER_HEADERS) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(bytes)
            : reject(new Error(`${url} answered ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

async function measure(url: string, paths: string[], headers: Record<string, string>) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers,
    // Each connection goes through the paths in turn, so one cached answer does not stand in for
    // the mix. Fixed requests are built once: a request rebuilt for every call (as a function
    // choosing the path would make it) costs the client, in this same process, more for a row
    // of 48 paths than for the bare route's one.
    requests: paths.map((path) => ({ method: 'GET', path })),
    // autocannon gathers every answer's body into a string, for checks these rows do not make.
    // A compressed body is binary, and decoding it as UTF-8 took the client, in this same
    // process, 5.5% of the by-slug row's time; a browser never does it.
    setupClient: (client) => {
      client.pipelinedRequests.addBody = () => {};
    },
  });
}

async function main() {
  const started = performance.now();
  const { database, drop, url } = usePostgres
    ? await throwawayPostgres()
    : { database: await openPglite(null), drop: async () => {}, url: null };
  const apps: FastifyInstance[] = [];
  try {
    console.log(`Seeding ${THERAPISTS} therapists into ${database.kind}…`);
    const seeded = await seedDemo(database.db, { count: THERAPISTS });
    console.log(
      `  ${seeded.therapists} therapists in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({
      NODE_ENV: 'development',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    });
    const api = await buildApp({ config, database, logger: false });
    apps.push(api);
    const filling = performance.now();
    await api.booking.availabilityModel?.sweep();
    console.log(
      `  availability read model filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    if (usePostgres) {
      const settling = performance.now();
      await database.db.execute(sql`VACUUM (ANALYZE)`);
      await database.db.execute(sql`CHECKPOINT`);
      console.log(
        `  vacuumed and checkpointed in ${((performance.now() - settling) / 1000).toFixed(1)} s`,
      );
    }
    const bare = Fastify({ logger: false });
    bare.get('/', async () => ({ ok: true }));
    apps.push(bare);
    const urls = { api: await listen(api), bare: await listen(bare) };
    // The listing index is read in the background once the server starts: measured once it is.
    const warming = performance.now();
    await api.listingWarmed();
    console.log(
      `  listing index in memory after ${((performance.now() - warming) / 1000).toFixed(1)} s more`,
    );

    const first = await getJson<{ total: number; totalPages: number; doctors: { slug: string }[] }>(
      `${urls.api}/api/therapist/search?pageSize=48`,
    );
    const slugs = first.doctors.map((d) => d.slug);
    const deep = Math.max(1, Math.ceil(first.total / 12) - 1);
    const scenarios: Scenario[] = [
      { name: 'bare Fastify route', base: 'bare', paths: ['/'] },
      { name: 'search: no filters, page 1', base: 'api', paths: ['/api/therapist/search'] },
      {
        name: 'uncompressed: search, no filters, page 1',
        base: 'api',
        paths: ['/api/therapist/search'],
        plain: true,
      },
      {
        name: 'search: mixed filters, page 1',
        base: 'api',
        paths: [
          '/api/therapist/search?language=Hindi&mode=Online',
          '/api/therapist/search?location=Mumbai&speciality=Anxiety&gender=Female',
          '/api/therapist/search?routeTitle=clinical-psychologist&language=English&language=Marathi',
          '/api/therapist/search?speciality=Depression&speciality=OCD&mode=In-Person&location=Bengaluru',
        ],
      },
      {
        name: `search: deep page (${deep})`,
        base: 'api',
        paths: [`/api/therapist/search?page=${deep}`],
      },
      {
        name: 'search: filters, deep page',
        base: 'api',
        paths: [
          '/api/therapist/search?language=English&page=200',
          '/api/therapist/search?mode=Online&page=150',
        ],
      },
      {
        name: 'search: text (mixed typos)',
        base: 'api',
        paths: [
          '/api/therapist/search?q=priya%20sharmaa',
          '/api/therapist/search?q=anxiet',
          '/api/therapist/search?q=hydrabad',
          '/api/therapist/search?q=panic%20atacks',
        ],
      },
      ...(['fee_asc', 'fee_desc', 'experience', 'likes', 'soonest'] as const).map((sort) => ({
        name: `search: sort ${sort}`,
        base: 'api' as const,
        paths: [`/api/therapist/search?sort=${sort}`],
      })),
      {
        name: 'search: availability (this week, evening)',
        base: 'api',
        paths: ['/api/therapist/search?availableWithin=week&timeOfDay=evening'],
      },
      {
        name: 'search: all filters at once',
        base: 'api',
        paths: [
          '/api/therapist/search?q=anxiety&language=Hindi&mode=Online&feeMin=500&feeMax=2000&minExperience=3&availableWithin=week&timeOfDay=evening&sort=soonest',
          '/api/therapist/search?q=depresion&location=Mumbai&gender=Female&feeMax=1500&minExperience=5&availableWithin=tomorrow&timeOfDay=morning&sort=fee_asc',
        ],
      },
      {
        name: `search: sorted deep page (${deep})`,
        base: 'api',
        paths: [`/api/therapist/search?sort=fee_asc&page=${deep}`],
      },
      { name: 'by-slug', base: 'api', paths: slugs.map((s) => `/api/doctor/by-slug/${s}`) },
      { name: 'top-regions', base: 'api', paths: ['/api/therapist/top-regions'] },
      { name: 'home: featured six', base: 'api', paths: ['/api/therapist/featured'] },
      {
        name: 'home: hero options (facets)',
        base: 'api',
        paths: ['/api/therapist/search?page=1&pageSize=1'],
      },
      { name: 'list (bounded, older clients)', base: 'api', paths: ['/api/therapist/list'] },
    ];

    const rows: Row[] = [];
    const bareScenario = scenarios[0]!;
    const apiScenarios = scenarios.filter((s) => s.base === 'api' && wanted(s.name));
    async function runScenario(s: Scenario): Promise<Row> {
      // The first answer of each path is computed (a cache miss); the load measures what follows.
      const headers = s.plain ? {} : BROWSER_HEADERS;
      let coldMs = 0;
      let bytes = 0;
      for (const path of s.paths) {
        const t0 = performance.now();
        const size = await bodyBytes(`${urls[s.base]}${path}`, headers);
        coldMs = Math.max(coldMs, performance.now() - t0);
        bytes ||= size;
      }
      const watch = watchStalls(() => api.listingEngineStats());
      const r = await measure(urls[s.base], s.paths, headers);
      const stalls = watch.stop();
      // Let requests still queued behind the database finish before the next scenario starts.
      await getJson(`${urls.api}/api/therapist/top-regions`);
      return {
        bytes,
        coldMs: Math.round(coldMs),
        name: s.name,
        reqPerSec: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        ratioToBare: r.requests.average,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        stalls,
      };
    }
    // The bare route runs before the first row, between every two rows and after the last: each
    // row is a share of the mean of the bare runs beside it, so a machine that slows down or
    // speeds up during the run moves a row and its baseline together.
    process.stdout.write(`  ${bareScenario.name}… `);
    let bareBefore = await runScenario(bareScenario);
    rows.push(bareBefore);
    console.log(`${bareBefore.reqPerSec} req/s`);
    const bareRates = [bareBefore.ratioToBare];
    for (const s of apiScenarios) {
      process.stdout.write(`  ${s.name}… `);
      const row = await runScenario(s);
      const bareAfter = await runScenario({ ...bareScenario, name: 'bare Fastify route, again' });
      bareRates.push(bareAfter.ratioToBare);
      row.bareBeside = Math.round((bareBefore.ratioToBare + bareAfter.ratioToBare) / 2);
      row.ratioToBare = Number((row.ratioToBare / row.bareBeside).toFixed(4));
      rows.push(row);
      console.log(`${row.reqPerSec} req/s (bare beside it ${row.bareBeside})`);
      bareBefore = bareAfter;
    }
    if (apiScenarios.length > 0) rows.push(bareBefore);
    const bareRate = Math.max(...bareRates);
    for (const row of rows) {
      if (row.bareBeside === undefined) {
        row.ratioToBare = Number((row.ratioToBare / bareRate).toFixed(4));
      }
      row.ratioToFastestBare = Number((row.reqPerSec / bareRate).toFixed(4));
    }

    // Last, so the appointments it makes do not change what the rows above measured.
    const bookingName = 'booking: order + simulated checkout + verify';
    if (wanted(bookingName)) {
      const booking = await prepareBookingBench(database.db, {
        therapists: BOOKING_THERAPISTS,
        clients: BOOKING_CLIENTS,
      });
      const model = api.booking.availabilityModel;
      const keepInStep = model?.refreshSoon;
      // What keeping the listing's read model in step costs a booking: the same flow with and
      // without the refresh each write schedules, in the order with, without, without, with,
      // with, without, so a drift in either direction favours neither; each run books as many
      // flows as the first one did.
      const runs = [true, false, false, true, true, false].map((refresh, i) => ({
        name: `${bookingName}${refresh ? '' : ', read model not kept in step'} (${i + 1})`,
        refresh,
      }));
      let flows: number | undefined;
      for (const run of runs) {
        if (model && keepInStep) model.refreshSoon = run.refresh ? keepInStep : async () => {};
        process.stdout.write(`  ${run.name}… `);
        const flow = await measureBookingFlow(booking, urls.api, CONNECTIONS, duration, flows);
        flows ??= flow.flows;
        // Outside the measurement, the model catches up with what a run without it left behind,
        // so the next run starts from the same place either way.
        if (model && keepInStep) {
          model.refreshSoon = keepInStep;
          await keepInStep();
        }
        const bookingRate = flow.result.requests.total / flow.seconds;
        rows.push({
          name: run.name,
          reqPerSec: Math.round(bookingRate),
          flowsPerSec: Number((flow.booked / flow.seconds).toFixed(1)),
          p50Ms: flow.result.latency.p50,
          p99Ms: flow.result.latency.p99,
          ratioToBare: bareRate > 0 ? Number((bookingRate / bareRate).toFixed(4)) : 0,
          cpuPerFlow: {
            nodeMs: Number((flow.cpu.nodeMs / flow.flows).toFixed(2)),
            postgresMs:
              flow.cpu.postgresMs === null
                ? null
                : Number((flow.cpu.postgresMs / flow.flows).toFixed(2)),
          },
          non2xx: flow.result.non2xx + flow.warmupFailures,
          errors: flow.result.errors + flow.result.timeouts,
        });
        console.log(
          `${Math.round(bookingRate)} req/s, ${(flow.booked / flow.seconds).toFixed(1)} bookings/s (${flow.booked} of ${flow.flows} booked in ${flow.seconds.toFixed(2)} s)`,
        );
      }
      if (model && keepInStep) model.refreshSoon = keepInStep;
    }

    // How long a therapist's change takes to reach another process's search answers.
    const lag = await measureListingLag({ api, apiUrl: urls.api, database, url, runs: 5 });
    console.log(
      `\n${database.kind}, ${THERAPISTS} therapists, ${CONNECTIONS} connections, ${duration} s each`,
    );
    console.table(
      rows.map((r) => ({
        scenario: r.name,
        'req/s': r.reqPerSec,
        'bookings/s': r.flowsPerSec ?? '',
        'CPU ms/booking node+pg': r.cpuPerFlow
          ? `${r.cpuPerFlow.nodeMs}+${r.cpuPerFlow.postgresMs ?? '?'}`
          : '',
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        'vs bare': `${(r.ratioToBare * 100).toFixed(1)}%`,
        'bare beside': r.bareBeside ?? '',
        'vs fastest bare': `${((r.ratioToFastestBare ?? r.ratioToBare) * 100).toFixed(1)}%`,
        size: r.bytes === undefined ? '' : `${(r.bytes / 1024).toFixed(1)} KB`,
        'first ms': r.coldMs ?? '',
        'non-2xx': r.non2xx,
        errors: r.errors,
        'loop p99/max ms': r.stalls ? `${r.stalls.loopP99Ms}/${r.stalls.loopMaxMs}` : '',
        'gc n/max ms': r.stalls ? `${r.stalls.gcCount}/${r.stalls.gcMaxMs}` : '',
        'catch-ups (rows, slowest ms)': r.stalls
          ? `${r.stalls.catchUps} (${r.stalls.rowsRead}, ${r.stalls.slowestCatchUpMs})`
          : '',
      })),
    );
    console.log(
      `  listing lag (${lag.across}): ${lag.samplesMs.join(', ')} ms; engine at start: ${JSON.stringify(lag.engine)}`,
    );
    for (const line of goalNotes(rows)) console.log(line);
    const readModelCost = bookingReadModelCost(rows);
    if (readModelCost !== undefined)
      console.log(
        `  ${readModelCost.rate <= 0.1 ? 'met   ' : 'missed'} keeping the read model in step costs a booking ${(readModelCost.rate * 100).toFixed(1)}% of its rate (goal ≤ 10%)` +
          (readModelCost.cpu === undefined
            ? ''
            : `; its CPU per booking ${(readModelCost.cpu * 100).toFixed(1)}% more`),
      );
    await mkdir(outDir, { recursive: true });
    const result = {
      at: new Date().toISOString(),
      database: database.kind,
      therapists: seeded.therapists,
      connections: CONNECTIONS,
      durationSeconds: duration,
      node: process.version,
      bookingReadModelCost: readModelCost,
      listingLag: lag,
      scenarios: rows,
    };
    await writeFile(`${outDir}results.json`, `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `Wrote .bench/results.json (${((performance.now() - started) / 1000).toFixed(0)} s in all)`,
    );
    if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
  } finally {
    for (const app of apps) await app.close();
    if (usePostgres) await drop();
    else await database.close();
  }
}

/**
 * The share of the booking rate lost to keeping the read model in step, and the share of CPU it
 * adds to a booking (node and PostgreSQL together): the mean of the runs with it against the mean
 * of the runs without.
 */
function bookingReadModelCost(rows: Row[]): { rate: number; cpu?: number } | undefined {
  const booking = rows.filter((r) => r.name.startsWith('booking:'));
  const without = booking.filter((r) => r.name.includes('not kept in step'));
  const withIt = booking.filter((r) => !without.includes(r));
  const mean = (of: Row[], value: (r: Row) => number) =>
    of.reduce((sum, r) => sum + value(r), 0) / of.length;
  const rate = (r: Row) => r.reqPerSec;
  if (without.length === 0 || withIt.length === 0 || mean(without, rate) === 0) return undefined;
  const cpu = (r: Row) => (r.cpuPerFlow ? r.cpuPerFlow.nodeMs + (r.cpuPerFlow.postgresMs ?? 0) : 0);
  return {
    rate: Number((1 - mean(withIt, rate) / mean(without, rate)).toFixed(4)),
    cpu:
      mean(without, cpu) > 0
        ? Number((mean(withIt, cpu) / mean(without, cpu) - 1).toFixed(4))
        : undefined,
  };
}

/** One line per row with a goal: met, or by how much it is missed. */
function goalNotes(rows: Row[]): string[] {
  const notes: string[] = [];
  for (const r of rows) {
    const key = Object.keys(GOALS).find((k) => r.name.startsWith(k));
    if (!key) continue;
    const goal = GOALS[key]!;
    const misses: string[] = [];
    if (goal.share !== undefined && r.ratioToBare < goal.share)
      misses.push(`${(r.ratioToBare * 100).toFixed(1)}% of bare, goal ${goal.share * 100}%`);
    if (goal.p99Ms !== undefined && r.p99Ms > goal.p99Ms)
      misses.push(`p99 ${r.p99Ms} ms, goal ${goal.p99Ms} ms`);
    notes.push(
      `  ${misses.length === 0 ? 'met   ' : 'missed'} ${r.name}${misses.length ? `: ${misses.join('; ')}` : ''}`,
    );
  }
  return notes;
}

await main();
