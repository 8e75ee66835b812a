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

/** Rows written to the watched tables since the watch began, counted by triggers. */
export interface WriteWatch {
  /** A mark: how many rows were written so far. */
  mark(): Promise<number>;
  /** The tables written between two marks. */
  tablesBetween(from: number, to: number): Promise<string[]>;
  /** Removes the triggers and what they wrote. */
  stop(): Promise<void>;
}

const WATCH = 'write_watch';

/**
 * Counts every row written (inserted, updated or deleted) in the public tables but `leaveOut`,
 * with a trigger on each: one cheap read per request, where a fingerprint reads every row of every
 * table. Stricter than comparing fingerprints: a write that leaves a row as it was counts too.
 * The triggers live in a schema of their own and must be stopped before another test file runs.
 */
export async function watchWrites(db: Db, leaveOut: ReadonlySet<string>): Promise<WriteWatch> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const watched = tables.rows.map((t) => t.tablename).filter((t) => !leaveOut.has(t));
  const statements = [
    `DROP SCHEMA IF EXISTS ${WATCH} CASCADE`,
    `CREATE SCHEMA ${WATCH}`,
    `CREATE TABLE ${WATCH}.writes (id bigserial PRIMARY KEY, table_name text NOT NULL)`,
    `CREATE FUNCTION ${WATCH}.note() RETURNS trigger LANGUAGE plpgsql AS $note$
    BEGIN
      INSERT INTO ${WATCH}.writes (table_name) VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END
    $note$`,
    ...watched.map(
      (t) => `CREATE TRIGGER ${WATCH} AFTER INSERT OR UPDATE OR DELETE ON public."${t}"
        FOR EACH ROW EXECUTE FUNCTION ${WATCH}.note()`,
    ),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  const read = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    async mark() {
      const [row] = await read<{ last: string }>(
        sql.raw(`select coalesce(max(id), 0)::text as last from ${WATCH}.writes`),
      );
      return Number(row!.last);
    },
    async tablesBetween(from, to) {
      const rows = await read<{ table_name: string }>(
        sql`select distinct table_name from ${sql.raw(WATCH)}.writes
          where id > ${from} and id <= ${to} order by table_name`,
      );
      return rows.map((r) => r.table_name);
    },
    async stop() {
      // The triggers depend on the function, so they go with the schema.
      await db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${WATCH} CASCADE`));
    },
  };
}
