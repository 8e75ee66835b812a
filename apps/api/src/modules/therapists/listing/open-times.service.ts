import { dayNumber, type OpenTimes } from '@app/domain/listing-index';
import type { Db } from '../../../db/client';
import { openTimesSince } from './listing-index.queries';

/**
 * The availability read model in memory (decision 0056). Each row the availability version moved
 * is stamped with that version, in commit order (migration 0029), so catching up is reading the
 * rows stamped past the last one read. A search that read availability version V waits for a
 * catch-up begun after V was seen; rows of therapists no longer listed linger unread (the listing
 * index holds only listed therapists).
 */
export function createOpenTimesMemory(deps: { db: Db }) {
  const rows = new Map<string, OpenTimes>();
  let revision = 0;
  /** The newest availability version a finished catch-up began after seeing. */
  let covered = -1;
  let running: { covers: number; done: Promise<void> } | null = null;

  async function catchUp(): Promise<void> {
    for (const row of await openTimesSince(deps.db, revision)) {
      rows.set(row.therapistId, {
        windowStart: dayNumber(row.windowStart),
        dayMasks: row.dayMasks,
        nextAvailable: row.nextAvailable?.getTime() ?? NaN,
      });
      revision = Math.max(revision, row.revision);
    }
  }

  return {
    /** The rows as of availability version `version` or later. */
    async at(version: number): Promise<ReadonlyMap<string, OpenTimes>> {
      while (covered < version) {
        if (running) {
          await running.done;
          continue;
        }
        const covers = version;
        const done = catchUp()
          .then(() => {
            covered = Math.max(covered, covers);
          })
          .finally(() => {
            running = null;
          });
        running = { covers, done };
        await done;
      }
      return rows;
    },
  };
}

export type OpenTimesMemory = ReturnType<typeof createOpenTimesMemory>;
