import { addIstDays, istDayIndex, istToday, parseSlotDateKey } from '@app/domain/ist';
import { conflictOf, type SlotRules } from '@app/domain/slots';
import {
  TIME_OFF_MAX_DAYS,
  type TimeOffConflict,
  type TimeOffRange,
} from '@app/domain/schemas/time-off';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../plugins/auth';
import { badRequest } from '../../../shared/app-error';
import { recordAudit } from '../../../shared/audit/audit-log';
import { announceTimesOpened } from '../../../shared/jobs/times-opened';
import * as q from './time-off.queries';
import { defineMessage } from '@app/domain/i18n/define';

/** A therapist's active sessions ahead, answered by the booking module. */
export type SessionsAhead = (therapistId: string) => Promise<
  Array<{
    id: string;
    startsAt: Date;
    slotDate: string;
    slotTime: string;
    sessionType: 'online' | 'in-person';
    firstName: string;
    lastName: string;
    cancellationStatus: string | null;
  }>
>;

const TOO_FAR = defineMessage({
  id: 'errors.therapist.timeOffTooFar',
  defaultMessage: 'Time off and date hours can be set up to a year ahead.',
});

const dayOf = (key: string) => {
  const d = parseSlotDateKey(key);
  return d ? istDayIndex(d) : Number.NaN;
};

/**
 * Time off and date hours of the dashboard: each write is one transaction that the slot-version
 * triggers (migration 0018) make visible to every open-slot answer at once. Ranges and dates
 * already past are dropped on save; the sessions they unsettle are answered as conflicts.
 */
export function createTimeOff(deps: {
  db: Db;
  ownId: (caller: Caller) => Promise<string>;
  sessionsAhead: SessionsAhead;
  now: () => Date;
}) {
  const { db } = deps;

  function window() {
    const today = istToday(deps.now());
    return { first: istDayIndex(today), last: istDayIndex(addIstDays(today, TIME_OFF_MAX_DAYS)) };
  }

  async function conflicts(therapistId: string): Promise<TimeOffConflict[]> {
    const [timeOff, dateHours, sessions] = await Promise.all([
      q.timeOffOf(db, therapistId),
      q.dateHoursOf(db, therapistId),
      deps.sessionsAhead(therapistId),
    ]);
    const rules: SlotRules = { timeOff, dateHours };
    return sessions.flatMap((s) => {
      const reason = conflictOf(s.slotDate, s.slotTime, rules);
      if (!reason) return [];
      return [
        {
          reason,
          appointment: {
            id: s.id,
            clientName: `${s.firstName} ${s.lastName}`.trim(),
            sessionType: s.sessionType,
            slotDate: s.slotDate,
            slotTime: s.slotTime,
            startsAt: s.startsAt.toISOString(),
            cancellationRequested: s.cancellationStatus === 'requested',
          },
        },
      ];
    });
  }

  async function timeOffAnswer(therapistId: string) {
    const [timeOff, found] = await Promise.all([
      q.timeOffOf(db, therapistId),
      conflicts(therapistId),
    ]);
    return { timeOff, conflicts: found };
  }

  async function dateHoursAnswer(therapistId: string) {
    const [dateHours, found] = await Promise.all([
      q.dateHoursOf(db, therapistId),
      conflicts(therapistId),
    ]);
    return { dateHours, conflicts: found };
  }

  return {
    async timeOff(caller: Caller) {
      return timeOffAnswer(await deps.ownId(caller));
    },

    async setTimeOff(caller: Caller, ranges: TimeOffRange[]) {
      const therapistId = await deps.ownId(caller);
      const { first, last } = window();
      const kept = ranges.filter((r) => dayOf(r.to) >= first);
      if (kept.some((r) => dayOf(r.from) > last)) throw badRequest(TOO_FAR);
      await db.transaction(async (tx) => {
        await q.replaceTimeOff(tx, therapistId, kept);
        await recordAudit(tx, {
          actorAccountId: caller.accountId,
          actorKind: 'therapist',
          action: 'therapist.time_off_updated',
          entity: 'therapist',
          entityId: therapistId,
          data: { ranges: kept.map((r) => ({ from: r.from, to: r.to })) },
        });
        // Time off taken back opens its days again.
        await announceTimesOpened(tx, { therapistId, cause: 'time-off' });
      });
      return timeOffAnswer(therapistId);
    },

    async dateHours(caller: Caller) {
      return dateHoursAnswer(await deps.ownId(caller));
    },

    async setDateHours(caller: Caller, dateHours: Record<string, string[]>) {
      const therapistId = await deps.ownId(caller);
      const { first, last } = window();
      const kept = Object.fromEntries(
        Object.entries(dateHours).filter(([key]) => dayOf(key) >= first),
      );
      if (Object.keys(kept).some((key) => dayOf(key) > last)) throw badRequest(TOO_FAR);
      await db.transaction(async (tx) => {
        await q.replaceDateHours(tx, therapistId, kept);
        await recordAudit(tx, {
          actorAccountId: caller.accountId,
          actorKind: 'therapist',
          action: 'therapist.date_hours_updated',
          entity: 'therapist',
          entityId: therapistId,
          data: { dates: Object.keys(kept) },
        });
        await announceTimesOpened(tx, { therapistId, cause: 'date-hours' });
      });
      return dateHoursAnswer(therapistId);
    },
  };
}

export type TimeOff = ReturnType<typeof createTimeOff>;
