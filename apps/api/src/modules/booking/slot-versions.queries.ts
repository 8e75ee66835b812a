import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slotVersions } from '../../db/schema';

/** The row a TRUNCATE of slot_holds or appointments moves (migration 0008). */
export const SLOT_EPOCH_ID = '00000000-0000-0000-0000-000000000000';

/** The therapist's slot version and the epoch, 0 where no write has happened yet. */
export async function readSlotVersion(
  db: Db,
  therapistId: string,
): Promise<{ epoch: number; own: number }> {
  const rows = await db
    .select({ therapistId: slotVersions.therapistId, version: slotVersions.version })
    .from(slotVersions)
    .where(inArray(slotVersions.therapistId, [therapistId, SLOT_EPOCH_ID]));
  const of = (id: string) => rows.find((r) => r.therapistId === id)?.version ?? 0;
  return { epoch: of(SLOT_EPOCH_ID), own: of(therapistId) };
}
