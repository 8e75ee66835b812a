import type { Db, Tx } from '../../db/client';
import { insertJob, type NewJob } from './jobs.queries';

export type { NewJob };

/**
 * Adds background work inside the caller's transaction: the job commits (or rolls back) with the
 * change that caused it. Wake the runner after the commit (JobRunner.notify) to start at once.
 */
export function enqueueJob(tx: Db | Tx, job: NewJob): Promise<boolean> {
  return insertJob(tx, job);
}
