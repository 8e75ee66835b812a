import type { Db } from '../../../db/client';
import * as q from './availability-records.queries';

export type AvailabilityRecord = q.AvailabilityRecord;

/**
 * The availability read model's port: the booking module computes each therapist's open slots
 * and writes them here; the listing engine reads them (listing-feed.queries.ts).
 */
export function createAvailabilityRecords(db: Db) {
  return {
    save: (rows: AvailabilityRecord[]) => q.saveRecords(db, rows),
    storedVersions: (therapistIds: readonly string[]) => q.storedVersions(db, therapistIds),
    dueIds: (now: Date, limit: number) => q.dueIds(db, now, limit),
    missingIds: (limit: number) => q.missingIds(db, limit),
    staleIds: (current: { epoch: number; versions: ReadonlyMap<string, number> }, now: Date) =>
      q.staleIds(db, current, now),
  };
}

export type AvailabilityRecords = ReturnType<typeof createAvailabilityRecords>;
