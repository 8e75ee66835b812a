import type { Database } from '../../../db/client';
import { versionSource } from '../../../shared/version-source';
import { readSlotVersion, readSlotVersions, SLOT_EPOCH_ID } from './slot-versions.queries';

/**
 * Where a therapist's slot version comes from (see migration 0008 and shared/version-source.ts):
 * `<epoch>.<therapist's own version>`, read per request on PostgreSQL, or on the embedded database
 * read once per therapist and then moved by notifications.
 */
export function slotVersionSource(database: Pick<Database, 'db' | 'listen'>) {
  const { db } = database;
  // Versions only grow, so whichever of a read and a notification lands last, the larger wins.
  const known = new Map<string, number>();
  let epoch = 0;
  const raise = (therapistId: string, version: number) => {
    if (therapistId === SLOT_EPOCH_ID) epoch = Math.max(epoch, version);
    else known.set(therapistId, Math.max(known.get(therapistId) ?? 0, version));
  };
  return versionSource<string>(database, {
    missing: '0.0',
    readFresh: async (therapistIds) => {
      const versions = await readSlotVersions(db, therapistIds);
      const fresh = versions.get(SLOT_EPOCH_ID) ?? 0;
      return new Map(therapistIds.map((id) => [id, `${fresh}.${versions.get(id) ?? 0}`]));
    },
    channel: 'slot_version',
    onNotify: (payload) => {
      const [therapistId, version] = payload.split(' ');
      if (therapistId && version) raise(therapistId, Number(version));
    },
    afterListening: async () => {
      raise(SLOT_EPOCH_ID, (await readSlotVersion(db, SLOT_EPOCH_ID)).epoch);
    },
    readKnown: async (therapistId) => {
      if (!known.has(therapistId)) raise(therapistId, (await readSlotVersion(db, therapistId)).own);
      return `${epoch}.${known.get(therapistId) ?? 0}`;
    },
  });
}

export type SlotVersionSource = ReturnType<typeof slotVersionSource>;
