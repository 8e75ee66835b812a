import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  claimDueJob,
  insertJob,
  markJobDone,
  markJobFailed,
  pruneDoneJobs,
  type JobRow,
} from './jobs.queries';

export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  final: boolean;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface JobTypeOptions {
  maxAttempts?: number;
  /** The first retry waits this long; each further one twice as long, up to an hour. */
  retryBaseMs?: number;
  /** How long a claimed job stays invisible to other processes; longer than the work takes. */
  leaseMs?: number;
  /** Called once when the job has failed its last attempt. */
  onDead?: (payload: Record<string, unknown>, error: string) => Promise<void>;
}

interface Registered extends Required<Omit<JobTypeOptions, 'onDead'>> {
  handler: JobHandler;
  onDead?: JobTypeOptions['onDead'];
}

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface JobRunner {
  register(type: string, handler: JobHandler, options?: JobTypeOptions): void;
  /**
   * Runs `type` every `intervalMs` across all processes (one job per interval, deduplicated).
   * `atStart`: also once as this runner starts, whatever the interval's job did (work that waited
   * while no process ran is done on the way back, not at the next interval).
   */
  every(type: string, intervalMs: number, options?: { atStart?: boolean }): void;
  start(): void;
  /** Stops polling and waits for the job in flight to finish and be recorded. */
  stop(): Promise<void>;
  /** Something was just enqueued (and committed): look now instead of at the next poll. */
  notify(): void;
  /** Enqueues the periodic jobs whose interval has begun. */
  schedulePeriodic(at?: Date): Promise<void>;
  /** Runs every due job once, one after another; resolves with how many ran. */
  runDue(): Promise<number>;
}

const HOUR = 3_600_000;
const PRUNE_AFTER_MS = 7 * 24 * HOUR;
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The one background-work mechanism: every process runs a runner; jobs live in the database, so
 * nothing is lost when a process dies and nothing waits for a browser to come back.
 */
export function createJobRunner(opts: { db: Db; log: Log; pollIntervalMs?: number }): JobRunner {
  const { db, log } = opts;
  const pollIntervalMs = opts.pollIntervalMs ?? 1000;
  const types = new Map<string, Registered>();
  const periodic = new Map<string, number>();
  /** Periodic types that also run once as this runner starts, and whether that job is queued. */
  const atStart = new Set<string>();
  let startJobsQueued = false;
  const startId = randomUUID();

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<void> | null = null;
  let notifiedDuringPass = false;

  async function run(row: JobRow) {
    const t = types.get(row.type);
    if (!t) return;
    const final = row.attempts >= t.maxAttempts;
    const meta = { jobId: row.id, type: row.type, attempt: row.attempts };
    try {
      await t.handler(row.payload as Record<string, unknown>, {
        jobId: row.id,
        attempt: row.attempts,
        final,
      });
    } catch (err) {
      const reason = errorText(err);
      const retryInMs = final ? null : Math.min(HOUR, t.retryBaseMs * 2 ** (row.attempts - 1));
      await markJobFailed(db, row.id, reason, retryInMs);
      if (retryInMs !== null) {
        log.warn({ ...meta, retryInMs, reason }, 'job failed; will retry');
        return;
      }
      log.error({ ...meta, reason }, 'job failed for good');
      await t
        .onDead?.(row.payload as Record<string, unknown>, reason)
        .catch((e: unknown) =>
          log.error(
            { ...meta, reason: errorText(e) },
            'job clean-up after its last failure failed',
          ),
        );
      return;
    }
    await markJobDone(db, row.id);
  }

  async function runDue() {
    let ran = 0;
    // One lease for the claim: the longest of the registered types keeps every job covered.
    const lease = Math.max(60_000, ...[...types.values()].map((t) => t.leaseMs));
    while (!stopping) {
      const row = await claimDueJob(db, [...types.keys()], lease);
      if (!row) break;
      await run(row);
      ran++;
    }
    return ran;
  }

  async function schedulePeriodic(at = new Date()) {
    for (const [type, intervalMs] of periodic) {
      const bucket = Math.floor(at.getTime() / intervalMs);
      await insertJob(db, { type, dedupeKey: `${type}@${bucket}` });
    }
  }

  async function queueStartJobs() {
    if (startJobsQueued) return;
    for (const type of atStart)
      await insertJob(db, { type, dedupeKey: `${type}@start:${startId}` });
    startJobsQueued = true;
  }

  function schedule(delayMs: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (pass) {
      notifiedDuringPass = true;
      return;
    }
    pass = queueStartJobs()
      .then(() => schedulePeriodic())
      .then(runDue)
      .then(
        () => undefined,
        (err: unknown) =>
          log.error({ reason: errorText(err) }, 'job pass failed; retrying at the next poll'),
      )
      .finally(() => {
        pass = null;
        const again = notifiedDuringPass;
        notifiedDuringPass = false;
        schedule(again ? 0 : pollIntervalMs);
      });
  }

  const runner: JobRunner = {
    register(type, handler, o = {}) {
      // A second handler would silently take the first one's jobs: an event has one subscriber,
      // and another wanting it writes an event of its own (as times-opened does beside cancelled).
      if (types.has(type)) throw new Error(`a handler for ${type} jobs is already registered`);
      types.set(type, {
        handler,
        maxAttempts: o.maxAttempts ?? 10,
        retryBaseMs: o.retryBaseMs ?? 10_000,
        leaseMs: o.leaseMs ?? 120_000,
        onDead: o.onDead,
      });
    },
    every(type, intervalMs, options = {}) {
      periodic.set(type, intervalMs);
      if (options.atStart) atStart.add(type);
    },
    schedulePeriodic,
    runDue: () => {
      stopping = false;
      return runDue();
    },
    start() {
      if (started) return;
      started = true;
      stopping = false;
      schedule(0);
    },
    notify() {
      schedule(0);
    },
    async stop() {
      started = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await pass;
    },
  };
  runner.register('jobs.prune', () => pruneDoneJobs(db, PRUNE_AFTER_MS));
  runner.every('jobs.prune', 6 * HOUR);
  return runner;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs; server.ts starts the runner after listen, closing the app stops it. */
    jobs: JobRunner;
  }
}
