import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { jobs } from './jobs.schema';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  type: string;
  payload?: Record<string, unknown>;
  dedupeKey?: string;
  runAt?: Date;
}

const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/** Inserts a job; with a dedupe key already used, nothing happens. Answers whether it was added. */
export async function insertJob(db: Db | Tx, job: NewJob): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      type: job.type,
      payload: job.payload ?? {},
      dedupeKey: job.dedupeKey ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** One job per row another statement writes: its type, the payload key naming the row, the dedupe prefix. */
export interface JobPerRow {
  type: string;
  payloadKey: string;
  dedupePrefix: string;
}

/**
 * The insert that queues one job per row of the common table `rows` (which has an `id` column),
 * for a caller's statement that writes those rows, so the rows and their jobs commit in one
 * statement. Each job's payload is `{ [payloadKey]: id }`, deduplicated on `<dedupePrefix>:<id>`.
 */
export function insertJobsPerRow(rows: string, job: JobPerRow): SQL {
  return sql`insert into ${jobs} (type, payload, dedupe_key)
      select ${job.type}, jsonb_build_object(${job.payloadKey}::text, id),
        ${job.dedupePrefix + ':'}::text || id::text
      from ${sql.identifier(rows)}
      on conflict do nothing`;
}

/**
 * Claims the oldest due job of the given types: pushes its run_at past a lease and counts the
 * attempt. SKIP LOCKED lets processes claim side by side without ever taking the same row; a
 * process that dies mid-job leaves the row to become due again when the lease ends.
 */
export async function claimDueJob(db: Db, types: string[], leaseMs: number) {
  if (types.length === 0) return null;
  const typeList = sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  );
  const [row] = await db
    .update(jobs)
    .set({
      runAt: sql`now() + ${millis(leaseMs)}`,
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${jobs.id} = (
        select id from jobs
        where status = 'pending' and run_at <= now() and type in (${typeList})
        order by run_at
        limit 1
        for update skip locked)`,
    )
    .returning();
  return row ?? null;
}

export async function markJobDone(db: Db | Tx, id: string) {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, updatedAt: sql`now()`, lastError: null })
    .where(eq(jobs.id, id));
}

/** A failed attempt: due again after `retryInMs`, or (null) dead for good. */
export async function markJobFailed(db: Db, id: string, error: string, retryInMs: number | null) {
  await db
    .update(jobs)
    .set({
      lastError: error.slice(0, 1000),
      updatedAt: sql`now()`,
      ...(retryInMs === null
        ? { status: 'dead' as const, finishedAt: sql`now()` }
        : { runAt: sql`now() + ${millis(retryInMs)}` }),
    })
    .where(eq(jobs.id, id));
}

export async function listJobs(db: Db, status: JobRow['status'], limit: number) {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.status, status))
    .orderBy(desc(jobs.updatedAt))
    .limit(limit);
}

/** A dead job gets a fresh set of attempts, due now. */
export async function reviveDeadJob(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'pending',
      attempts: 0,
      runAt: sql`now()`,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Finished jobs older than the given age are forgotten; dead ones stay until someone looks. */
export async function pruneDoneJobs(db: Db, olderThanMs: number) {
  await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), sql`${jobs.finishedAt} < now() - ${millis(olderThanMs)}`));
}

export async function countJobs(db: Db) {
  return db
    .select({ status: jobs.status, type: jobs.type, count: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.status, jobs.type);
}

export async function countJobsWithStatus(db: Db, status: JobRow['status']) {
  const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, status));
  return row?.n ?? 0;
}

export async function findJobStatus(db: Db, id: string) {
  const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
  return row?.status ?? null;
}
