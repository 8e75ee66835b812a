import { isErrorCode } from '@app/domain/error-codes';
import { expect, it } from 'vitest';
import { useTestApp } from './harness';
import { insertClient, insertTherapist } from './factories';
import { watchWrites } from './db-fingerprint';
import { hostileRequests, operationsOf, seeded } from './hostile-corpus';

const ctx = useTestApp();

/**
 * The availability read model and its version are derived from the data and recomputed in the
 * background (a refresh can land at any moment, seen twice in full runs on PGlite): a refused
 * request must leave the data they are derived from unchanged, which the other tables show.
 */
const DERIVED = new Set(['therapist_availability', 'availability_version']);

/**
 * Requests per route and caller, sampled from that route's full corpus (same sample every run),
 * plus every bad id, date and time of the route. HOSTILE_PER_ROUTE=1000 sends the whole corpus.
 */
const PER_ROUTE = Number(process.env.HOSTILE_PER_ROUTE ?? 12);
const ALWAYS = /: (path \w+ #[0-8]|body \w+ bad (id|date|time) \d+)$/;
const SEED = 20261123;

/**
 * Known 5xx on the money path, left for the booking module's owners (the shared layer cannot fix
 * them without that module): each entry is `METHOD path: what is sent`. Remove an entry once
 * its route answers 4xx; the test fails when an entry no longer happens, so the list stays true.
 */
const KNOWN_5XX = new Set<string>([]);

it(
  'every route of the OpenAPI document survives generated bad input',
  { timeout: PER_ROUTE > 100 ? 3_600_000 : 600_000 },
  async () => {
    const therapist = await insertTherapist(ctx.db, {
      hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '10:00' })),
    });
    let { token } = await insertClient(ctx.db);
    const writes = await watchWrites(ctx.db, DERIVED);
    const doc = ctx.app.swagger() as Parameters<typeof operationsOf>[0];
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(25);

    const rng = seeded(SEED);
    let requests = 0;
    const serverErrors: string[] = [];
    const knownSeen = new Set<string>();
    const badShapes: string[] = [];
    const stateChanges: string[] = [];

    // The mark after one request is the one before the next: one query per request.
    let current = await writes.mark();
    try {
      for (const op of operations) {
        const corpus = hostileRequests(op, { therapistId: therapist.id });
        for (const caller of ['anonymous', 'client'] as const) {
          const always = corpus.filter((r) => ALWAYS.test(r.label));
          const rest = corpus.filter((r) => !ALWAYS.test(r.label));
          for (const req of [...always, ...rng.sample(rest, PER_ROUTE)]) {
            const before = current;
            const res = await ctx.app.inject({
              method: req.method as 'GET',
              url: req.url,
              headers: caller === 'client' ? { ...req.headers, token } : req.headers,
              ...(req.payload === undefined ? {} : { payload: req.payload }),
            });
            requests += 1;
            // An earlier success's read-model refresh runs after its answer: let it land first.
            await ctx.app.booking.availabilityModel?.settled();
            current = await writes.mark();
            // A success may leave work behind its answer (a mail's delivery, a refresh it queued):
            // the next request is measured from the data once that has landed.
            if (res.statusCode < 400 && req.method !== 'GET') {
              for (let tries = 0; tries < 20; tries++) {
                await new Promise((resolve) => setTimeout(resolve, 10));
                await ctx.app.booking.availabilityModel?.settled();
                const settled = await writes.mark();
                if (settled === current) break;
                current = settled;
              }
            }
            const what = `${caller} ${req.label} -> ${res.statusCode}`;
            if (res.statusCode >= 500) {
              if (KNOWN_5XX.has(req.label)) knownSeen.add(req.label);
              else serverErrors.push(`${what} ${res.body.slice(0, 120)}`);
              continue;
            }
            if (res.statusCode >= 400) {
              const body = (() => {
                try {
                  return res.json<Record<string, unknown>>();
                } catch {
                  return null;
                }
              })();
              if (
                body?.success !== false ||
                typeof body.message !== 'string' ||
                !body.message ||
                !isErrorCode(body.code)
              )
                badShapes.push(`${what} ${res.body.slice(0, 120)}`);
              if (current !== before)
                stateChanges.push(
                  `${what} (${(await writes.tablesBetween(before, current)).join(', ')})`,
                );
            }
            if (op.path === '/api/user/logout' && res.statusCode === 200 && caller === 'client') {
              ({ token } = await insertClient(ctx.db));
              current = await writes.mark();
            }
          }
        }
      }
    } finally {
      await writes.stop();
    }

    process.stdout.write(
      `hostile input: ${requests} requests, ${serverErrors.length} 5xx, ${stateChanges.length} state changes` +
        (knownSeen.size ? ` (${knownSeen.size} known money-path 5xx)` : '') +
        '\n',
    );
    expect(serverErrors).toEqual([]);
    expect(badShapes.slice(0, 20)).toEqual([]);
    expect(stateChanges).toEqual([]);
    expect([...KNOWN_5XX].filter((k) => !knownSeen.has(k))).toEqual([]);
  },
);
