import { WEEKDAYS } from '@app/domain/catalogues';
import { MESSAGES } from '@app/domain/messages';
import type { DashboardMe } from '@app/domain/schemas/dashboard';
import type { TimeSlots } from '@app/domain/weekly-hours';
import type { Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/errors';
import { recordAudit } from '../../shared/audit/audit-log';
import { weeklyHours } from './booking-facts.queries';
import { findOwnProfile, replaceWeeklyHours } from './therapist-dashboard.queries';

export const NO_PROFILE = 'No therapist profile belongs to this account.';

/** The therapist's own profile in the dashboard: its review state and weekly hours. */
export function createTherapistDashboard({ db }: { db: Db }) {
  async function own(caller: Caller) {
    if (caller.role !== 'therapist') throw forbidden(MESSAGES.friendly.forbidden);
    const row = await findOwnProfile(db, caller.accountId);
    if (!row) throw notFound(NO_PROFILE);
    return row;
  }

  async function hoursOf(therapistId: string): Promise<TimeSlots> {
    const slots: TimeSlots = {};
    for (const h of await weeklyHours(db, therapistId)) {
      const day = WEEKDAYS[h.weekday];
      if (day) (slots[day] ??= []).push(h.startTime);
    }
    return slots;
  }

  return {
    async me(caller: Caller): Promise<DashboardMe> {
      const p = await own(caller);
      return {
        id: p.id,
        name: p.name,
        slug: p.slug,
        imageUrl: p.imageUrl,
        status: p.status,
        statusReason: p.statusReason,
        statusChangedAt: p.statusChangedAt?.toISOString() ?? null,
        verified: p.verified,
        live: p.status === 'approved' && p.available,
      };
    },

    async hours(caller: Caller): Promise<TimeSlots> {
      return hoursOf((await own(caller)).id);
    },

    /**
     * New weekly hours go live at once for slots still open; booked sessions and live holds are
     * appointments of their own and stay as they are.
     */
    async setHours(caller: Caller, timeSlots: TimeSlots): Promise<TimeSlots> {
      const p = await own(caller);
      const rows = WEEKDAYS.flatMap((day, weekday) =>
        [...new Set(timeSlots[day] ?? [])].sort().map((startTime) => ({ weekday, startTime })),
      );
      await db.transaction(async (tx) => {
        await replaceWeeklyHours(tx, p.id, rows);
        await recordAudit(tx, {
          actorAccountId: caller.accountId,
          actorKind: 'therapist',
          action: 'therapist.hours_updated',
          entity: 'therapist',
          entityId: p.id,
          data: { hours: rows.length },
        });
      });
      return hoursOf(p.id);
    },
  };
}

export type TherapistDashboard = ReturnType<typeof createTherapistDashboard>;
