import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * What the triggers write as rows change: the listing's change feed, and the versions that caches
 * compare. An app follows the feed from where it last read; emptying it under a running app would
 * hide the deletes of the reset itself from that app. They stay, as they do when the app deletes.
 */
const STAMPS = new Set([
  'availability_version',
  'listing_changes',
  'listing_revision',
  'listing_version',
  'slot_versions',
]);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The tables the app owns but the stamps, each after every table whose foreign keys point at
 * it, so deleting their rows in this order never trips a key. Read once per database: the schema
 * is migrated before the first test and stays.
 */
const deleteOrders = new WeakMap<Database, Promise<string[]>>();

async function tablesReferrersFirst(database: Database): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select tablename as name from pg_tables
          where schemaname = 'public' and tablename not like '__drizzle%' order by tablename`,
    ),
  ).map((r) => r.name);
  const keys = rowsOf<{ referrer: string; referred: string }>(
    await database.db.execute(
      sql`select referrer.relname as referrer, referred.relname as referred
          from pg_constraint k
          join pg_class referrer on referrer.oid = k.conrelid
          join pg_class referred on referred.oid = k.confrelid
          join pg_namespace n on n.oid = referrer.relnamespace and n.nspname = 'public'
          where k.contype = 'f' and k.conrelid <> k.confrelid`,
    ),
  );
  const ordered: string[] = [];
  const left = new Set(tables.filter((t) => !STAMPS.has(t)));
  while (left.size) {
    // A table is emptied once nothing left still points at it.
    const free = [...left].filter(
      (t) => !keys.some((k) => k.referred === t && k.referrer !== t && left.has(k.referrer)),
    );
    if (!free.length) throw new Error(`foreign keys in a cycle among ${[...left].join(', ')}`);
    for (const t of free) {
      ordered.push(t);
      left.delete(t);
    }
  }
  return ordered;
}

const quoted = (table: string) => `public."${table.replaceAll('"', '""')}"`;

/** The owned sequences that were used, each with the number it starts from. */
const USED_SEQUENCES = sql`
  SELECT format('%I.%I', seq.schemaname, seq.sequencename) AS name, seq.start_value AS first
  FROM pg_sequences seq
  JOIN pg_class c ON c.relname = seq.sequencename
  JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = seq.schemaname
  JOIN pg_depend d ON d.objid = c.oid AND d.deptype IN ('a', 'i')
  JOIN pg_class owner ON owner.oid = d.refobjid
  JOIN pg_namespace owner_ns ON owner_ns.oid = owner.relnamespace
  WHERE seq.schemaname = 'public' AND seq.last_value IS NOT NULL
    AND owner_ns.nspname = 'public' AND owner.relname NOT LIKE '__drizzle%'`;

/**
 * Empties every table but the stamps and restarts the sequences the tables own. Every table is
 * locked first, so a write still in flight from the previous test finishes before the check; then
 * only the tables holding rows are emptied, referrers first, and vacuumed, and only the owned
 * sequences that were used are set back to their start. A test touches a few of the forty-odd
 * tables.
 *
 * DELETE and VACUUM, not TRUNCATE: truncating gives a table and each of its indexes new files,
 * which took 81 ms (PGlite) and 124 ms (PostgreSQL) before every test; deleting a test's rows and
 * vacuuming the tables they were in takes 39 and 27 ms. The vacuum gives the emptied pages back, so rows are stored
 * (and read without an order) as they were written, as in a new table. The tables' triggers see
 * the deletes as they see the app's own, so the caches that follow them learn the rows are gone.
 */
async function emptyTables(database: Database, tables: string[]): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`LOCK TABLE ${tables.map(quoted).join(', ')} IN ACCESS EXCLUSIVE MODE`),
    );
    const holding = tables
      .map((t, i) => `SELECT ${i} AS i WHERE EXISTS (SELECT 1 FROM ${quoted(t)})`)
      .join(' UNION ALL ');
    const full = rowsOf<{ i: number }>(await tx.execute(sql.raw(holding)))
      .map((r) => Number(r.i))
      .sort((a, b) => a - b)
      .map((i) => tables[i]!);
    for (const t of full) await tx.execute(sql.raw(`DELETE FROM ${quoted(t)}`));
    for (const s of rowsOf<{ name: string; first: string }>(await tx.execute(USED_SEQUENCES)))
      await tx.execute(sql`SELECT setval(${s.name}, ${s.first}, false)`);
    return full;
  });
}

export async function resetDatabase(database: Database) {
  let order = deleteOrders.get(database);
  if (!order) deleteOrders.set(database, (order = tablesReferrersFirst(database)));
  const tables = await order;
  // A background write of the previous test (a read-model refresh after its last answer) may
  // still hold row locks; PostgreSQL then picks one side of the deadlock to abort: retry.
  for (let attempt = 1; ; attempt++) {
    try {
      const emptied = await emptyTables(database, tables);
      if (emptied.length)
        await database.db.execute(sql.raw(`VACUUM ${emptied.map(quoted).join(', ')}`));
      return;
    } catch (err) {
      const code = (err as { cause?: { code?: string }; code?: string }).cause?.code;
      if (code !== '40P01' || attempt === 5) throw err;
    }
  }
}
