import { istInstant, istToday } from '@app/domain/ist';
import { hourMask } from '@app/domain/listing-search';
import type { Db } from '../../../db/client';
import type { JobRunner } from '../../../shared/jobs/job-runner';
import type { AvailabilityRecord, AvailabilityRecords } from '../../therapists/therapists.module';
import type { AvailabilityService } from './availability.service';
import {
  allVersions,
  readSlotVersions,
  SLOT_EPOCH_ID,
  versionsAfter,
} from './slot-versions.queries';

export const AVAILABILITY_REFRESH_JOB = 'availability.refresh';
export const AVAILABILITY_SWEEP_JOB = 'availability.sweep';
const BATCH = 200;
/**
 * Writes within this long of each other are refreshed together: a burst of bookings costs one
 * refresh, not one each, and the listing still shows them well within its one second.
 */
const COALESCE_MS = 300;

type Window = NonNullable<Awaited<ReturnType<AvailabilityService['listingWindow']>>>;

const isoDate = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** A therapist's read-model row from the one slot computation's answer at `at`. */
export function toRecord(
  therapistId: string,
  window: Window,
  at: Date,
  version: { epoch: number; own: number },
): AvailabilityRecord {
  const first = window.days.find((d) => d.times.length > 0);
  const firstTime = first?.times[0];
  const nextAvailable = first && firstTime ? istInstant(first.date, firstTime) : null;
  // The first open slot stops being open when it starts.
  const validUntil = Math.min(window.validUntil, nextAvailable?.getTime() ?? Infinity);
  return {
    therapistId,
    nextAvailable,
    windowStart: isoDate(istToday(at)),
    dayMasks: window.days.map((d) => hourMask(d.times)),
    slotEpoch: version.epoch,
    slotVersion: version.own,
    validUntil: new Date(validUntil),
    computedAt: at,
  };
}

/**
 * Keeps the availability read model (the therapists module's table, written through its port) in
 * step with the slot computation. What moves open slots moves the therapist's slot version in
 * the same transaction (migrations 0008, 0017, 0018), so: right after a write the API made, the
 * therapists whose version moved are recomputed (`refreshSoon`); a periodic job recomputes rows
 * that time has outdated and any version the refresh missed (a crash between commit and refresh,
 * another process's write); a slower sweep compares every row with the versions.
 */
export function createAvailabilityModel(deps: {
  db: Db;
  availability: AvailabilityService;
  records: AvailabilityRecords;
  now: () => Date;
  log: { error(obj: object, msg: string): void };
}) {
  const { db, records } = deps;
  let lastSeen: number | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let gathering: Promise<void> | null = null;
  /** Closed with its app: a refresh starting later would write with a clock no one owns. */
  let closed = false;

  /** Recomputes these therapists' rows (unlisted therapists are skipped). */
  async function refresh(therapistIds: readonly string[]): Promise<number> {
    let written = 0;
    for (let i = 0; i < therapistIds.length; i += BATCH) {
      const ids = therapistIds.slice(i, i + BATCH);
      // Read before computing: a write landing in between leaves the row stale, never wrong.
      const versions = await readSlotVersions(db, ids);
      const epoch = versions.get(SLOT_EPOCH_ID) ?? 0;
      const at = deps.now();
      const windows = await deps.availability.listingWindows(ids, at);
      const rows = ids.flatMap((id) => {
        const window = windows.get(id);
        return window ? [toRecord(id, window, at, { epoch, own: versions.get(id) ?? 0 })] : [];
      });
      await records.save(rows);
      written += rows.length;
    }
    return written;
  }

  /** Every listed therapist whose row is missing, outdated or of another version. */
  async function sweep(): Promise<number> {
    const versions = await allVersions(db);
    const epoch = versions.get(SLOT_EPOCH_ID) ?? 0;
    versions.delete(SLOT_EPOCH_ID);
    return refresh(await records.staleIds({ epoch, versions }, deps.now()));
  }

  /**
   * Rows that time alone has outdated (a slot started, a hold expired, the day moved), and the
   * listed therapists with no row yet, whose listing writes move no slot version.
   */
  async function refreshDue(): Promise<number> {
    let written = await refresh(await records.missingIds(BATCH));
    for (;;) {
      const ids = await records.dueIds(deps.now(), BATCH);
      written += await refresh(ids);
      if (ids.length < BATCH) return written;
    }
  }

  /** The therapists whose slot version moved since this process last looked. */
  async function refreshChanged(): Promise<void> {
    if (lastSeen === null) {
      const versions = await allVersions(db);
      lastSeen = Math.max(0, ...versions.values());
      await sweep();
      return;
    }
    for (;;) {
      const changed = await versionsAfter(db, lastSeen, BATCH);
      if (changed.length === 0) return;
      lastSeen = Math.max(lastSeen, ...changed.map((r) => r.version));
      if (changed.some((r) => r.therapistId === SLOT_EPOCH_ID)) {
        await sweep();
        return;
      }
      const ids = changed.map((r) => r.therapistId);
      const stored = await records.storedVersions(ids);
      await refresh(
        changed
          .filter((r) => stored.get(r.therapistId)?.version !== r.version)
          .map((r) => r.therapistId),
      );
      if (changed.length < BATCH) return;
    }
  }

  /** One refresh at a time; a call during one runs another after it. Never throws. */
  function refreshNow(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await refreshChanged();
        } catch (err) {
          deps.log.error({ err }, 'availability refresh failed');
          return;
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /** A refresh COALESCE_MS from the first of a burst of calls; every call of it shares it. */
  function refreshSoon(): Promise<void> {
    if (closed) return Promise.resolve();
    gathering ??= new Promise<void>((resolve) => {
      setTimeout(resolve, COALESCE_MS).unref();
    }).then(() => {
      gathering = null;
      return refreshNow();
    });
    return gathering;
  }

  /** Resolves once no refresh is running (tests compare the data between requests). */
  async function settled(): Promise<void> {
    await gathering;
    await running;
  }

  return {
    refresh,
    refreshDue,
    refreshSoon,
    settled,
    sweep,
    /**
     * Refreshes what the last writes moved (at most COALESCE_MS away), then starts nothing more:
     * the app closes its database next.
     */
    close: async (): Promise<void> => {
      await settled();
      closed = true;
    },
    registerJobs(jobs: JobRunner, intervals = { refreshMs: 60_000, sweepMs: 10 * 60_000 }) {
      jobs.register(AVAILABILITY_REFRESH_JOB, async () => {
        await refreshDue();
        await refreshNow();
      });
      jobs.every(AVAILABILITY_REFRESH_JOB, intervals.refreshMs);
      jobs.register(AVAILABILITY_SWEEP_JOB, async () => {
        await sweep();
      });
      jobs.every(AVAILABILITY_SWEEP_JOB, intervals.sweepMs);
    },
  };
}

export type AvailabilityModel = ReturnType<typeof createAvailabilityModel>;
