import { istToday, parseSlotDateKey, type IstDate } from '@app/domain/ist';
import type { SessionType } from '@app/domain/schemas/booking';
import type { WaitlistEntry } from '@app/domain/schemas/waitlist';
import type { TimeOfDay } from '@app/domain/listing-search';
import {
  lastDayOf,
  mayAddEntry,
  WAITLIST_MAX_LIVE_ENTRIES,
  WAITLIST_MAX_RANGE_DAYS,
  WAITLIST_MESSAGES,
  wishDaysProblem,
} from '@app/domain/waitlist';
import type { Db } from '../../db/client';
import { fail, notFound } from '../../shared/app-error';
import { isUuid } from '../../shared/ids';
import type { TherapistLabels } from '../therapists/therapists.module';
import * as q from './waitlist.queries';

/** An ISO date (`2026-03-12`) of an IST day: how the table keeps days for its queries. */
export const isoDay = (d: IstDate) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

export const todayIso = (now: Date) => isoDay(istToday(now));

export interface JoinRequest {
  therapistId: string;
  slotDate: string;
  slotDateTo?: string;
  timeOfDay?: TimeOfDay;
  sessionType?: SessionType;
}

export interface WaitlistServiceDeps {
  db: Db;
  labels: Pick<TherapistLabels, 'of'>;
  /** The modes a listed therapist offers; throws THERAPIST_NOT_FOUND for one not listed. */
  offeredModes: (therapistId: string) => Promise<SessionType[]>;
  now: () => Date;
}

/** A person's waitlist: join (at most five live entries), list the live ones, leave one. */
export function createWaitlistService(deps: WaitlistServiceDeps) {
  const { db, now } = deps;

  async function toWire(rows: q.WaitlistEntryRow[]): Promise<WaitlistEntry[]> {
    const labels = await deps.labels.of(rows.map((r) => r.therapistId));
    return rows.map((r) => ({
      _id: r.id,
      docId: r.therapistId,
      therapistName: labels.get(r.therapistId)?.name ?? '',
      therapistSlug: labels.get(r.therapistId)?.slug ?? '',
      slotDate: r.slotDate,
      slotDateTo: r.slotDateTo,
      timeOfDay: r.timeOfDay as TimeOfDay | null,
      sessionType: r.sessionType as SessionType | null,
      noticesSent: r.noticesSent,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  function requireDays(req: JoinRequest, at: Date) {
    const problem = wishDaysProblem(req, at);
    if (problem === null) return;
    const words =
      problem === 'rangeTooLong'
        ? { message: WAITLIST_MESSAGES.rangeTooLong, values: { days: WAITLIST_MAX_RANGE_DAYS } }
        : WAITLIST_MESSAGES[problem];
    throw fail('VALIDATION', words, { field: problem === 'pastDay' ? 'slotDate' : 'slotDateTo' });
  }

  return {
    async join(accountId: string, req: JoinRequest): Promise<WaitlistEntry> {
      const at = now();
      requireDays(req, at);
      const modes = await deps.offeredModes(req.therapistId);
      if (req.sessionType && !modes.includes(req.sessionType))
        throw fail('VALIDATION', WAITLIST_MESSAGES.modeNotOffered, { field: 'sessionType' });
      const first = parseSlotDateKey(req.slotDate)!;
      const last = parseSlotDateKey(lastDayOf(req))!;
      const entry: q.NewWaitlistEntry = {
        accountId,
        therapistId: req.therapistId,
        slotDate: req.slotDate,
        // A range of one day is that day.
        slotDateTo: req.slotDateTo && req.slotDateTo !== req.slotDate ? req.slotDateTo : null,
        firstDay: isoDay(first),
        lastDay: isoDay(last),
        timeOfDay: req.timeOfDay ?? null,
        sessionType: req.sessionType ?? null,
      };
      const row = await db.transaction(async (tx) => {
        await q.lockAccountEntries(tx, accountId);
        if (await q.findSameWish(tx, entry)) throw fail('ALREADY_WAITING');
        const live = await q.liveEntriesOf(tx, accountId, todayIso(at));
        if (!mayAddEntry(live.length))
          throw fail('TOO_MANY_WAITLIST_ENTRIES', {
            message: WAITLIST_MESSAGES.tooManyEntries,
            values: { count: WAITLIST_MAX_LIVE_ENTRIES },
          });
        return q.insertEntry(tx, entry);
      });
      return (await toWire([row]))[0]!;
    },

    /** The person's live entries; ended ones (their days passed) are not shown. */
    async list(accountId: string): Promise<WaitlistEntry[]> {
      return toWire(await q.liveEntriesOf(db, accountId, todayIso(now())));
    },

    /** Leaves an entry; another person's id, or one that names nothing, is not found. */
    async leave(accountId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await q.deleteOwnEntry(db, id, accountId))) throw notFound();
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
