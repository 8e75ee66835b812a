import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { enqueueJobsPerRow } from './job-queue';

const ctx = useTestApp();

/** One statement that "writes" rows (a values list stands in for an insert … returning id). */
const writeRowsWithJobs = (ids: string[], type: string) =>
  ctx.db.execute(sql`
    with written(id) as (values ${sql.join(
      ids.map((id) => sql`(${id}::text)`),
      sql`, `,
    )}), queued as (
      ${enqueueJobsPerRow('written', { type, payloadKey: 'noteId', dedupePrefix: 'note' })}
    )
    select count(*)::int as n from written`);

describe('enqueueJobsPerRow', () => {
  it('queues one job per written row, named in the payload and deduplicated on the prefix and id', async () => {
    await writeRowsWithJobs(['a1', 'b2'], 'test.note');
    const rows = await ctx.db
      .select({ payload: jobs.payload, dedupeKey: jobs.dedupeKey, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.type, 'test.note'))
      .orderBy(jobs.dedupeKey);
    expect(rows).toEqual([
      { payload: { noteId: 'a1' }, dedupeKey: 'note:a1', status: 'pending' },
      { payload: { noteId: 'b2' }, dedupeKey: 'note:b2', status: 'pending' },
    ]);
  });

  it('adds nothing for a row whose job was queued before', async () => {
    await writeRowsWithJobs(['c3'], 'test.again');
    await writeRowsWithJobs(['c3', 'd4'], 'test.again');
    const keys = await ctx.db
      .select({ dedupeKey: jobs.dedupeKey })
      .from(jobs)
      .where(eq(jobs.type, 'test.again'))
      .orderBy(jobs.dedupeKey);
    expect(keys.map((k) => k.dedupeKey)).toEqual(['note:c3', 'note:d4']);
  });
});
