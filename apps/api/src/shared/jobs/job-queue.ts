import type { Db, Tx } from '../../db/client';
import type { SQL } from 'drizzle-orm';
import { insertJob, insertJobsPerRow, type JobPerRow, type NewJob } from './jobs.queries';

export type { JobPerRow, NewJob };

/**
 * Adds background work inside the caller's transaction: the job commits (or rolls back) with the
 * change that caused it. Wake the runner after the commit (JobRunner.notify) to start at once.
 */
export function enqueueJob(tx: Db | Tx, job: NewJob): Promise<boolean> {
  return insertJob(tx, job);
}

/**
 * The same, for a statement that writes rows and their jobs at once (`with rows as (insert …
 * returning id), queued as (${enqueueJobsPerRow('rows', …)}) select …`): both are written or neither.
 */
export function enqueueJobsPerRow(rows: string, job: JobPerRow): SQL {
  return insertJobsPerRow(rows, job);
}
