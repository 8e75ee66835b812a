import { buildListingIndex, type ListingIndex } from '@app/domain/listing-index';
import type { Db } from '../../../db/client';
import { readListingEntries } from './listing-index.queries';

/**
 * The listing in memory at one listing version (decision 0056). A search asks for the index at
 * the version it read; when the index is of another version the search runs in SQL as before,
 * and one rebuild starts in the background (a write to any therapist moves the version, so the
 * index never answers past the data it was read from). Rebuilds are paced: one starts no sooner
 * than REST_FACTOR times its predecessor's duration after it ended, so writes arriving faster
 * than the index can be read keep it to a fifth of a core, and the searches between run in SQL.
 */
const REST_FACTOR = 4;

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export function createListingIndex(deps: {
  db: Db;
  listingCutoff: Date;
  log: { warn(obj: object, msg: string): void };
}) {
  let current: { version: number; index: ListingIndex } | null = null;
  let building: Promise<void> | null = null;
  /** The newest version a search asked for: a build that read an older one builds again. */
  let wanted = 0;
  let closed = false;
  let lastEnded = 0;
  let lastTook = 0;

  function rebuild(version = 0): Promise<void> {
    wanted = Math.max(wanted, version);
    if (building) return building;
    building = (async () => {
      // Bounded: a version that never arrives (a reset database) must not keep it reading.
      for (let builds = 0; builds < 3; builds++) {
        await pause(lastEnded + REST_FACTOR * lastTook - Date.now());
        if (closed) return;
        const started = Date.now();
        try {
          const read = await readListingEntries(deps.db, deps.listingCutoff);
          if (read.version !== null)
            current = { version: read.version, index: buildListingIndex(read.entries) };
          lastEnded = Date.now();
          lastTook = lastEnded - started;
        } catch (err) {
          if (!closed) deps.log.warn({ err }, 'listing index rebuild failed');
          return;
        }
        if ((current?.version ?? 0) >= wanted) return;
      }
    })().finally(() => {
      building = null;
    });
    return building;
  }

  return {
    /** The index at `version`, or null when it is of another (a rebuild is then under way). */
    at(version: number | null): ListingIndex | null {
      if (version === null) return null;
      if (current?.version === version) return current.index;
      void rebuild(version);
      return null;
    },
    /** Reads the entries now (at start, so the first searches are counted in memory). */
    rebuild,
    close() {
      closed = true;
      current = null;
    },
  };
}

export type ListingIndexHolder = ReturnType<typeof createListingIndex>;
