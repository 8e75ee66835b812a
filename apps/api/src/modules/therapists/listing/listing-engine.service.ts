import {
  createListingStore,
  dayNumber,
  type ListingSource,
  type ListingStore,
} from '@app/domain/listing-index';
import type { Db } from '../../../db/client';
import {
  changesSince,
  FEED_START,
  openTimesSince,
  RESET_ID,
  type FeedCursor,
} from './listing-feed.queries';

/** Rows read per statement while catching up (a cold start reads every therapist this way). */
const BATCH = 5_000;

/** The versions a search read: the engine answers it once it has applied at least these. */
export interface EngineVersions {
  /** The listing revision (migration 0030): every therapist write moves it. */
  listing: number;
  /** The availability version (migrations 0021, 0029): open times a search can see moved. */
  availability: number;
}

/** What the engine did since it started, for the bench and the logs. */
export interface EngineStats {
  catchUps: number;
  therapistRows: number;
  openTimeRows: number;
  resets: number;
  /** Milliseconds each catch-up took, the last ones first dropped past 1,000. */
  catchUpMs: number[];
}

type Change = Awaited<ReturnType<typeof changesSince>>[number];

function toSource(change: Change): ListingSource | { id: string; listed: false } {
  const row = change.row;
  if (!row) return { id: change.therapistId, listed: false };
  return { ...row, listedAt: row.listedAt.getTime() };
}

/**
 * The listing engine of this process (decision 0057): every listing question is answered from
 * its memory. PostgreSQL stays the truth and feeds it: at start every therapist and open time is
 * read, then the engine follows the rows the listing revision and the availability version stamp
 * (a therapist's write, a like, a booking, a hold, time off), row by row, never rebuilding the
 * whole listing while it serves. A search that read versions V waits for a catch-up begun after
 * V was seen, so it answers at least what was committed up to V.
 */
export function createListingEngine(deps: {
  db: Db;
  listingCutoff: Date;
  log: { warn(obj: object, msg: string): void };
}) {
  const store = createListingStore(deps.listingCutoff);
  let therapistCursor: FeedCursor = FEED_START;
  let openTimesCursor: FeedCursor = FEED_START;
  let covered: EngineVersions = { listing: -1, availability: -1 };
  let running: Promise<void> | null = null;
  const stats: EngineStats = {
    catchUps: 0,
    therapistRows: 0,
    openTimeRows: 0,
    resets: 0,
    catchUpMs: [],
  };

  async function readTherapists() {
    const changes = new Map<string, ListingSource | { id: string; listed: false }>();
    for (;;) {
      const rows = await changesSince(deps.db, therapistCursor, BATCH);
      for (const change of rows) {
        if (change.therapistId === RESET_ID) {
          // The data was reset: nothing read before it stands.
          changes.clear();
          store.clear();
          stats.resets++;
        } else changes.set(change.therapistId, toSource(change));
        therapistCursor = { revision: change.revision, therapistId: change.therapistId };
      }
      if (rows.length < BATCH) break;
    }
    store.apply([...changes.values()]);
    stats.therapistRows += changes.size;
  }

  async function readOpenTimes() {
    for (;;) {
      const rows = await openTimesSince(deps.db, openTimesCursor, BATCH);
      store.applyOpenTimes(
        rows.map((row) => ({
          id: row.therapistId,
          openTimes: {
            windowStart: dayNumber(row.windowStart),
            dayMasks: row.dayMasks,
            nextAvailable: row.nextAvailable?.getTime() ?? NaN,
          },
        })),
      );
      stats.openTimeRows += rows.length;
      const last = rows.at(-1);
      if (last) openTimesCursor = { revision: last.revision, therapistId: last.therapistId };
      if (rows.length < BATCH) break;
    }
  }

  async function catchUp(): Promise<void> {
    const started = performance.now();
    await readTherapists();
    await readOpenTimes();
    stats.catchUps++;
    stats.catchUpMs.push(performance.now() - started);
    if (stats.catchUpMs.length > 1_000) stats.catchUpMs.shift();
  }

  const covers = (v: EngineVersions) =>
    covered.listing >= v.listing && covered.availability >= v.availability;

  return {
    /**
     * The engine once it has applied every change committed up to `versions`; when reading the
     * changes fails, the engine as it is (logged), rather than no answer.
     */
    async at(versions: EngineVersions): Promise<ListingStore> {
      while (!covers(versions)) {
        if (running) {
          await running.catch(() => {});
          continue;
        }
        const seen = versions;
        running = catchUp()
          .then(() => {
            covered = {
              listing: Math.max(covered.listing, seen.listing),
              availability: Math.max(covered.availability, seen.availability),
            };
          })
          .finally(() => {
            running = null;
          });
        try {
          await running;
        } catch (err) {
          deps.log.warn({ err }, 'the listing could not read its changes');
          return store;
        }
      }
      return store;
    },

    /** Reads everything at start (a process answers from what it has read, never from nothing). */
    async load(versions: EngineVersions): Promise<void> {
      await this.at(versions);
    },

    stats: (): EngineStats & { therapists: number } => ({
      ...stats,
      catchUpMs: [...stats.catchUpMs],
      therapists: store.size,
    }),
  };
}

export type ListingEngine = ReturnType<typeof createListingEngine>;
