import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { slotVersions } from '../booking.schema';

/** The row a TRUNCATE of slot_holds or appointments moves (migration 0008). */
export const SLOT_EPOCH_ID = '00000000-0000-0000-0000-000000000000';

/** The therapist's slot version and the epoch, 0 where no write has happened yet. */
export async function readSlotVersion(
  db: Db,
  therapistId: string,
): Promise<{ epoch: number; own: number }> {
  const versions = await readSlotVersions(db, [therapistId]);
  const of = (id: string) => versions.get(id) ?? 0;
  return { epoch: of(SLOT_EPOCH_ID), own: of(therapistId) };
}

const preparedReads = new WeakMap<Db, (ids: string[]) => Promise<SlotVersionRow[]>>();
interface SlotVersionRow {
  therapistId: string;
  version: number;
}

/** Each therapist's own version and the epoch (under SLOT_EPOCH_ID), for many therapists at once. */
export async function readSlotVersions(
  db: Db,
  therapistIds: string[],
): Promise<Map<string, number>> {
  // Prepared once per database handle: read on every profile request, so not rebuilt each time.
  let read = preparedReads.get(db);
  if (!read) {
    const statement = db
      .select({ therapistId: slotVersions.therapistId, version: slotVersions.version })
      .from(slotVersions)
      .where(sql`${slotVersions.therapistId} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('read_slot_versions');
    read = (ids) => statement.execute({ ids });
    preparedReads.set(db, read);
  }
  const rows = await read([...therapistIds, SLOT_EPOCH_ID]);
  return new Map(rows.map((r) => [r.therapistId, r.version]));
}

/** The slot versions moved after `after` (versions come from one sequence), oldest first. */
export async function versionsAfter(
  db: Db,
  after: number,
  limit: number,
): Promise<SlotVersionRow[]> {
  return db
    .select({ therapistId: slotVersions.therapistId, version: slotVersions.version })
    .from(slotVersions)
    .where(sql`${slotVersions.version} > ${after}`)
    .orderBy(slotVersions.version)
    .limit(limit);
}

/** Every therapist's slot version, and the epoch under SLOT_EPOCH_ID. */
export async function allVersions(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ therapistId: slotVersions.therapistId, version: slotVersions.version })
    .from(slotVersions);
  return new Map(rows.map((r) => [r.therapistId, r.version]));
}
