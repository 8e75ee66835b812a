import type { Database } from '../../../db/client';
import { versionSource } from '../../../shared/version-source';
import { readSlotVersions, SLOT_EPOCH_ID } from './slot-versions.queries';

/**
 * Where a therapist's slot version comes from (see migrations 0008, 0014 and
 * shared/version-source.ts): `<epoch>.<therapist's own version>`, each announced on
 * `slot_version` as `<therapist id> <version>` (the epoch under the nil uuid).
 */
export function slotVersionSource(database: Pick<Database, 'db' | 'notifications'>) {
  const { db } = database;
  const source = versionSource<number>(database.notifications, {
    missing: 0,
    readFresh: (therapistIds) => readSlotVersions(db, therapistIds),
    channel: 'slot_version',
    parse: (payload) => {
      const [therapistId, version] = payload.split(' ');
      return therapistId && version ? [[therapistId, Number(version)]] : [];
    },
  });
  return {
    async read(therapistId: string): Promise<string> {
      const [epoch, own] = await Promise.all([
        source.read(SLOT_EPOCH_ID),
        source.read(therapistId),
      ]);
      return `${epoch}.${own}`;
    },
    close: source.close,
  };
}

export type SlotVersionSource = ReturnType<typeof slotVersionSource>;
