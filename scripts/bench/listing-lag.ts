/**
 * The listing's lag: a therapist's fee is changed through another connection pool (on
 * PostgreSQL, as another process would: its own pool, the API hears it through LISTEN/NOTIFY),
 * and the API's search is asked until it answers the new fee. Each sample is the time from the
 * commit to the first request that saw it being sent.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openPostgres, type Database } from '../../apps/api/src/db/client';
import { therapists } from '../../apps/api/src/db/schema';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureListingLag(opts: {
  api: FastifyInstance;
  apiUrl: string;
  database: Database;
  /** The PostgreSQL database to open a second pool on; null on PGlite (one process). */
  url: string | null;
  runs: number;
}) {
  const other = opts.url ? await openPostgres(opts.url, 2) : null;
  const db = other?.db ?? opts.database.db;
  try {
    const [therapist] = await db
      .select({ id: therapists.id, fee: therapists.feeRupees })
      .from(therapists)
      .where(eq(therapists.status, 'approved'))
      .limit(1);
    if (!therapist) throw new Error('no therapist to change');
    const samplesMs: number[] = [];
    for (let run = 0; run < opts.runs; run++) {
      const fee = 90_000 + run;
      await db.update(therapists).set({ feeRupees: fee }).where(eq(therapists.id, therapist.id));
      const committedAt = performance.now();
      for (;;) {
        const sentAt = performance.now();
        const res = await fetch(`${opts.apiUrl}/api/therapist/search?feeMin=${fee}&feeMax=${fee}`);
        const body = (await res.json()) as { total?: number };
        if ((body.total ?? 0) > 0) {
          samplesMs.push(Math.round(sentAt - committedAt));
          break;
        }
        if (sentAt - committedAt > 10_000) {
          samplesMs.push(Infinity);
          break;
        }
        await pause(5);
      }
    }
    await db
      .update(therapists)
      .set({ feeRupees: therapist.fee })
      .where(eq(therapists.id, therapist.id));
    return {
      across: other ? 'another connection pool, through LISTEN/NOTIFY' : 'the same process',
      samplesMs,
      engine: (({ catchUpMs, ...counts }) => ({
        ...counts,
        slowestCatchUpMs: Math.round(Math.max(0, ...catchUpMs)),
      }))(opts.api.listingEngineStats()),
    };
  } finally {
    await other?.close();
  }
}
