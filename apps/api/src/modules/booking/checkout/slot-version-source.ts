import type { Database } from '../../../db/client';
import { freshBatchReader } from '../../../shared/fresh-batch';
import { readSlotVersion, readSlotVersions, SLOT_EPOCH_ID } from './slot-versions.queries';

/**
 * Where a therapist's slot version comes from (see migration 0008). On a PostgreSQL server (any
 * number of processes) it is read for every request, never remembered; concurrent requests share
 * one lookup that began after they arrived (fresh-batch.ts). The embedded database has exactly one
 * process, whose NOTIFYs arrive before the writing query resolves, so the versions are kept in
 * memory: read once per therapist, then moved by notifications.
 */
export function slotVersionSource(database: Pick<Database, 'db' | 'listen'>) {
  const { db, listen } = database;
  if (!listen) {
    const batched = freshBatchReader(async (therapistIds: string[]) => {
      const versions = await readSlotVersions(db, therapistIds);
      const epoch = versions.get(SLOT_EPOCH_ID) ?? 0;
      return new Map(therapistIds.map((id) => [id, `${epoch}.${versions.get(id) ?? 0}`]));
    });
    return {
      read: async (therapistId: string): Promise<string> => (await batched(therapistId)) ?? '0.0',
      close: async () => {},
    };
  }

  // Versions only grow, so whichever of a read and a notification lands last, the larger wins.
  const known = new Map<string, number>();
  let epoch = 0;
  const raise = (therapistId: string, version: number) => {
    if (therapistId === SLOT_EPOCH_ID) epoch = Math.max(epoch, version);
    else known.set(therapistId, Math.max(known.get(therapistId) ?? 0, version));
  };
  let unsubscribe: (() => Promise<void>) | null = null;
  let ready: Promise<void> | null = null;
  const subscribe = async () => {
    // Listen first, then read: a bump in between is not lost.
    unsubscribe = await listen('slot_version', (payload) => {
      const [therapistId, version] = payload.split(' ');
      if (therapistId && version) raise(therapistId, Number(version));
    });
    raise(SLOT_EPOCH_ID, (await readSlotVersion(db, SLOT_EPOCH_ID)).epoch);
  };
  return {
    async read(therapistId: string): Promise<string> {
      ready ??= subscribe().catch((err: unknown) => {
        ready = null;
        throw err;
      });
      await ready;
      if (!known.has(therapistId)) raise(therapistId, (await readSlotVersion(db, therapistId)).own);
      return `${epoch}.${known.get(therapistId) ?? 0}`;
    },
    async close() {
      await unsubscribe?.();
    },
  };
}

export type SlotVersionSource = ReturnType<typeof slotVersionSource>;
