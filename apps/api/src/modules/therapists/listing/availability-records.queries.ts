import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { therapistAvailability, therapists } from '../therapists.schema';
import { isListed } from '../therapists.queries';

export type AvailabilityRecord = typeof therapistAvailability.$inferInsert;

/**
 * Writes the rows, each only over an older one: a slower computation that read an earlier slot
 * version (or an earlier clock) never replaces a newer answer.
 */
export async function saveRecords(db: Db, rows: AvailabilityRecord[]) {
  if (rows.length === 0) return;
  const a = therapistAvailability;
  await db
    .insert(a)
    .values(rows)
    .onConflictDoUpdate({
      target: a.therapistId,
      set: {
        nextAvailable: sql`excluded.next_available`,
        windowStart: sql`excluded.window_start`,
        dayMasks: sql`excluded.day_masks`,
        slotEpoch: sql`excluded.slot_epoch`,
        slotVersion: sql`excluded.slot_version`,
        validUntil: sql`excluded.valid_until`,
        computedAt: sql`excluded.computed_at`,
      },
      setWhere: sql`(excluded.slot_epoch, excluded.slot_version, excluded.computed_at)
        >= (${a.slotEpoch}, ${a.slotVersion}, ${a.computedAt})`,
    });
}

/** The stored slot versions of these therapists (absent: no row yet). */
export async function storedVersions(
  db: Db,
  therapistIds: readonly string[],
): Promise<Map<string, { epoch: number; version: number }>> {
  if (therapistIds.length === 0) return new Map();
  const rows = await db
    .select({
      therapistId: therapistAvailability.therapistId,
      epoch: therapistAvailability.slotEpoch,
      version: therapistAvailability.slotVersion,
    })
    .from(therapistAvailability)
    .where(inArray(therapistAvailability.therapistId, [...therapistIds]));
  return new Map(rows.map((r) => [r.therapistId, { epoch: r.epoch, version: r.version }]));
}

/** Listed therapists with no row yet: newly approved, unhidden or back from a suspension. */
export async function missingIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: therapists.id })
    .from(therapists)
    .leftJoin(therapistAvailability, eq(therapistAvailability.therapistId, therapists.id))
    .where(and(isListed, isNull(therapistAvailability.therapistId)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Listed therapists whose row time alone has outdated (a slot started, a hold expired, a new day). */
export async function dueIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: therapistAvailability.therapistId })
    .from(therapistAvailability)
    .innerJoin(therapists, eq(therapists.id, therapistAvailability.therapistId))
    .where(and(isListed, lte(therapistAvailability.validUntil, now)))
    .orderBy(asc(therapistAvailability.validUntil))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Listed therapists whose row is missing, was computed at another slot version than `versions`
 * says (absent there: 0) or under another epoch, or has outdated with time: the sweeper's net.
 */
export async function staleIds(
  db: Db,
  current: { epoch: number; versions: ReadonlyMap<string, number> },
  now: Date,
): Promise<string[]> {
  const ids = [...current.versions.keys()];
  const versions = ids.map((id) => current.versions.get(id) ?? 0);
  const a = therapistAvailability;
  const rows = await db
    .select({ id: therapists.id })
    .from(therapists)
    .leftJoin(a, eq(a.therapistId, therapists.id))
    .leftJoin(
      sql`unnest(${sql.param(ids)}::uuid[], ${sql.param(versions)}::bigint[]) as v(id, version)`,
      sql`v.id = ${therapists.id}`,
    )
    .where(
      and(
        isListed,
        or(
          isNull(a.therapistId),
          sql`${a.slotEpoch} <> ${current.epoch}`,
          sql`${a.slotVersion} <> coalesce(v.version, 0)`,
          lte(a.validUntil, now),
        ),
      ),
    );
  return rows.map((r) => r.id);
}
