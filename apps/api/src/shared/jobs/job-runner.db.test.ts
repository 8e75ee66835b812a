import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, jobs } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { recordAudit } from '../audit/audit-log';
import { enqueueJob } from './job-queue';
import { createJobRunner, type JobHandler, type JobTypeOptions } from './job-runner';

const ctx = useTestApp();
const YEAR = 365 * 24 * 3_600_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

function runnerWith(type: string, handler: JobHandler, options?: JobTypeOptions) {
  const runner = createJobRunner({ db: ctx.db, log: quiet });
  runner.register(type, handler, options);
  return runner;
}

const jobRows = (type: string) => ctx.db.select().from(jobs).where(eq(jobs.type, type));
/** Makes every pending job of the type due now, as if its wait had passed. */
const makeDue = (type: string) =>
  ctx.db.execute(sql`UPDATE jobs SET run_at = now() WHERE type = ${type} AND status = 'pending'`);
/** How far a failed attempt pushed the job out: run_at and updated_at are set by one statement. */
async function retryDelaySeconds(type: string) {
  const result = (await ctx.db.execute(
    sql`SELECT extract(epoch FROM run_at - updated_at)::float8 AS seconds FROM jobs WHERE type = ${type}`,
  )) as unknown as { rows: { seconds: number }[] };
  return Number(result.rows[0]?.seconds);
}

describe('the job runner', () => {
  it('refuses a second handler for a type instead of silently taking the first one’s jobs', () => {
    const runner = runnerWith('test.once', async () => undefined);
    expect(() => runner.register('test.once', async () => undefined)).toThrow(
      'a handler for test.once jobs is already registered',
    );
  });

  it('retries a failing handler with doubling waits and ends it dead with its last error', async () => {
    let calls = 0;
    const runner = runnerWith(
      'test.flaky',
      async () => {
        calls++;
        throw new Error(`gateway down (${calls})`);
      },
      { maxAttempts: 3, retryBaseMs: 10_000 },
    );
    await enqueueJob(ctx.db, { type: 'test.flaky', payload: { n: 1 } });

    expect(await runner.runDue()).toBe(1);
    expect(await jobRows('test.flaky')).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, lastError: 'gateway down (1)' }),
    ]);
    expect(await retryDelaySeconds('test.flaky')).toBe(10);
    // Not due yet: a second pass right away runs nothing.
    expect(await runner.runDue()).toBe(0);

    await makeDue('test.flaky');
    expect(await runner.runDue()).toBe(1);
    expect(await retryDelaySeconds('test.flaky')).toBe(20);

    await makeDue('test.flaky');
    expect(await runner.runDue()).toBe(1);
    expect(await jobRows('test.flaky')).toEqual([
      expect.objectContaining({ status: 'dead', attempts: 3, lastError: 'gateway down (3)' }),
    ]);
    expect((await jobRows('test.flaky'))[0]?.finishedAt).not.toBeNull();
    await makeDue('test.flaky');
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('calls onDead once, with the payload and the last error, after the final attempt', async () => {
    const dead: Array<[Record<string, unknown>, string]> = [];
    const runner = runnerWith(
      'test.doomed',
      async () => {
        throw new Error('no such refund');
      },
      { maxAttempts: 1, onDead: async (payload, error) => void dead.push([payload, error]) },
    );
    await enqueueJob(ctx.db, { type: 'test.doomed', payload: { refundId: 'r1' } });
    await runner.runDue();
    expect(dead).toEqual([[{ refundId: 'r1' }, 'no such refund']]);
  });

  it('runs each job exactly once when two runners race over the same table', async () => {
    const runs = new Map<number, number>();
    const handler: JobHandler = async (payload) => {
      const n = Number(payload.n);
      runs.set(n, (runs.get(n) ?? 0) + 1);
      // Yield so the other runner gets its turn while this job is in flight.
      await new Promise((resolve) => setImmediate(resolve));
    };
    const a = runnerWith('test.race', handler);
    const b = runnerWith('test.race', handler);
    for (let n = 0; n < 30; n++) await enqueueJob(ctx.db, { type: 'test.race', payload: { n } });

    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(30);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const rows = await jobRows('test.race');
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('leaves nothing half-done when a handler throws inside its transaction', async () => {
    let fail = true;
    const runner = runnerWith('test.atomic', async (payload) => {
      await ctx.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorAccountId: null,
          actorKind: 'system',
          action: 'test.step',
          entity: 'job',
          entityId: String(payload.n),
          data: {},
        });
        await enqueueJob(tx, { type: 'test.follow-up', dedupeKey: `follow-up:${payload.n}` });
        if (fail) throw new Error('crashed half-way');
      });
    });
    await enqueueJob(ctx.db, { type: 'test.atomic', payload: { n: 7 } });

    await runner.runDue();
    expect(await ctx.db.select().from(auditLog)).toEqual([]);
    expect(await jobRows('test.follow-up')).toEqual([]);
    expect(await jobRows('test.atomic')).toEqual([
      expect.objectContaining({ status: 'pending', lastError: 'crashed half-way' }),
    ]);

    fail = false;
    await makeDue('test.atomic');
    await runner.runDue();
    expect(await ctx.db.select().from(auditLog)).toEqual([
      expect.objectContaining({ action: 'test.step', entityId: '7' }),
    ]);
    expect(await jobRows('test.follow-up')).toHaveLength(1);
    expect(await jobRows('test.atomic')).toEqual([
      expect.objectContaining({ status: 'done', attempts: 2, lastError: null }),
    ]);
  });

  it('makes a second enqueue with the same dedupe key a no-op, even after the job ran', async () => {
    let calls = 0;
    const runner = runnerWith('test.once', async () => {
      calls++;
    });
    expect(await enqueueJob(ctx.db, { type: 'test.once', dedupeKey: 'once:1' })).toBe(true);
    expect(await enqueueJob(ctx.db, { type: 'test.once', dedupeKey: 'once:1' })).toBe(false);
    expect(await jobRows('test.once')).toHaveLength(1);
    expect(await runner.runDue()).toBe(1);
    expect(await enqueueJob(ctx.db, { type: 'test.once', dedupeKey: 'once:1' })).toBe(false);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(1);
  });

  it('schedules a periodic job once per interval however many processes ask', async () => {
    const a = runnerWith('test.tick', async () => undefined);
    const b = runnerWith('test.tick', async () => undefined);
    a.every('test.tick', 60_000);
    b.every('test.tick', 60_000);
    const at = new Date('2026-01-01T10:00:30Z');
    await Promise.all([a.schedulePeriodic(at), b.schedulePeriodic(at), a.schedulePeriodic(at)]);
    expect(await jobRows('test.tick')).toHaveLength(1);
    await a.schedulePeriodic(new Date('2026-01-01T10:01:00Z'));
    expect(await jobRows('test.tick')).toHaveLength(2);
  });

  it('runs a periodic job asked for at start once as each runner starts, beside its interval’s', async () => {
    const ran: string[] = [];
    const starting = () => {
      const runner = runnerWith('test.catch-up', async (_payload, job) => {
        ran.push(job.jobId);
      });
      // An interval no test outlasts: the only jobs beside the first are the starts'.
      runner.every('test.catch-up', YEAR, { atStart: true });
      return runner;
    };
    const a = starting();
    await a.schedulePeriodic();
    await a.runDue();
    expect(ran).toHaveLength(1);
    // The interval's job ran; a process starting within the same interval still asks once more.
    for (const runner of [a, starting()]) {
      runner.start();
      await expect.poll(() => ran.length).toBe(ran.length + 1);
      await runner.stop();
    }
    expect(new Set(ran).size).toBe(3);
    const rows = await jobRows('test.catch-up');
    expect(rows.map((j) => j.status)).toEqual(['done', 'done', 'done']);
    expect(rows.filter((j) => j.dedupeKey?.includes('@start:'))).toHaveLength(2);
  });
});
