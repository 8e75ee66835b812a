import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

// The background job queue's table.

export const jobStatus = pgEnum('job_status', ['pending', 'done', 'dead']);

/**
 * Durable background work. A job is claimed with FOR UPDATE SKIP LOCKED and a lease (run_at pushed
 * past the claim), so any number of processes share the table and a process that dies mid-job
 * leaves it to run again once the lease ends. Handlers are idempotent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** At most one job per key, ever: repeated enqueues of the same work are no-ops. */
    dedupeKey: text('dedupe_key').unique(),
    status: jobStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status = 'pending'`),
    index('jobs_status_idx').on(t.status, t.updatedAt),
  ],
);
