import type { Db } from '../../db/client';
import { countJobsWithStatus, findJobStatus, listJobs, reviveDeadJob } from './jobs.queries';

/**
 * Jobs that failed their last attempt, as the admin console shows them: each with its last error,
 * and a retry that makes it pending again with a fresh count of attempts.
 */
export const deadJobs = {
  list: (db: Db, limit: number) => listJobs(db, 'dead', limit),
  count: (db: Db) => countJobsWithStatus(db, 'dead'),
  /** The job's state, or null when there is no such job. */
  status: (db: Db, id: string) => findJobStatus(db, id),
  /** True when the job was dead and is pending again. */
  revive: (db: Db, id: string) => reviveDeadJob(db, id),
};
