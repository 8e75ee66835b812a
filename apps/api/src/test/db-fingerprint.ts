import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type Fingerprint = Record<string, { rows: number; hash: string }>;

/** Row count and a hash of every row of every table: equal fingerprints mean equal data. */
export async function databaseFingerprint(db: Db): Promise<Fingerprint> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const out: Fingerprint = {};
  for (const { tablename } of tables.rows) {
    const result = (await db.execute(
      sql.raw(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from "${tablename}" t`,
      ),
    )) as unknown as { rows: { rows: number; hash: string }[] };
    out[tablename] = result.rows[0]!;
  }
  return out;
}

/**
 * The availability read model, which the process refreshes in the background from the tables
 * that are the truth (hours, time off, bookings): it changes on its own clock, not on a request's.
 */
const BACKGROUND_READ_MODEL = new Set(['therapist_availability', 'availability_version']);

/**
 * The same data, as one string from one query (cheap enough to take around every request):
 * `table:rows:md5` for each table but the background read model.
 */
export async function fingerprintQuery(db: Db): Promise<() => Promise<string>> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const parts = tables.rows
    .filter(({ tablename }) => !BACKGROUND_READ_MODEL.has(tablename))
    .map(
      ({ tablename }) =>
        `(select '${tablename}:' || count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from "${tablename}" t)`,
    );
  const query = sql.raw(`select ${parts.join(" || ' ' || ")} as fp`);
  return async () => {
    const result = (await db.execute(query)) as unknown as { rows: { fp: string }[] };
    return result.rows[0]!.fp;
  };
}
