import { FRIENDLY } from '@app/domain/failure-words';
import { WEEKDAYS } from '@app/domain/catalogues';
import type {
  DashboardMe,
  DashboardProfile,
  DashboardProfileBody,
} from '@app/domain/schemas/dashboard';
import type { TimeSlots } from '@app/domain/weekly-hours';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../plugins/auth';
import { forbidden, notFound } from '../../../shared/app-error';
import { recordAudit } from '../../../shared/audit/audit-log';
import { announceTimesOpened } from '../../../shared/jobs/times-opened';
import { weeklyHours } from '../ports/booking-facts.queries';
import {
  findEditableProfile,
  findOwnProfile,
  replaceWeeklyHours,
  updateEditableProfile,
  type EditableProfile,
} from './therapist-dashboard.queries';
import { minimumNoticeOf, setMinimumNotice } from './time-off.queries';
import { defineMessage } from '@app/domain/i18n/define';

type HoursAndNotice = { timeSlots: TimeSlots; minimumNoticeHours: number };

export const NO_PROFILE = defineMessage({
  id: 'errors.therapist.noProfile',
  defaultMessage: 'No therapist profile belongs to this account.',
});

const toProfile = (r: EditableProfile): DashboardProfile => ({
  about: r.about,
  aboutHi: r.aboutHi ?? '',
  fees: r.feeRupees,
  specialities: r.specialities,
  languages: r.languages,
  sessionModes: r.sessionModes,
  expertise: r.expertise,
  city: r.city,
  addressLine1: r.addressLine1,
  addressLine2: r.addressLine2,
  pincode: r.pincode,
  imageUrl: r.imageUrl,
});

/** The therapist's own profile in the dashboard: its review state and weekly hours. */
export function createTherapistDashboard({ db }: { db: Db }) {
  async function own(caller: Caller) {
    if (caller.role !== 'therapist') throw forbidden(FRIENDLY.forbidden);
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

    async profile(caller: Caller): Promise<DashboardProfile> {
      const row = await findEditableProfile(db, (await own(caller)).id);
      if (!row) throw notFound(NO_PROFILE);
      return toProfile(row);
    },

    /**
     * The dashboard's profile fields go live at once (the listing cache follows the write); the
     * values before are kept in the audit log so the team can see and undo any change.
     */
    async updateProfile(caller: Caller, body: DashboardProfileBody): Promise<DashboardProfile> {
      const p = await own(caller);
      await db.transaction(async (tx) => {
        const before = await findEditableProfile(tx, p.id);
        const after = {
          about: body.about,
          aboutHi: body.aboutHi || null,
          feeRupees: body.fees,
          specialities: body.specialities,
          languages: body.languages,
          sessionModes: body.sessionModes,
          expertise: body.expertise,
          city: body.location.city,
          addressLine1: body.address.line1,
          addressLine2: body.address.line2,
          pincode: body.address.pincode,
        };
        await updateEditableProfile(tx, p.id, after);
        await recordAudit(tx, {
          actorAccountId: caller.accountId,
          actorKind: 'therapist',
          action: 'therapist.profile_updated',
          entity: 'therapist',
          entityId: p.id,
          data: { before, after },
        });
      });
      return this.profile(caller);
    },

    /** A new photo (already stored and re-encoded by the uploads module) replaces the old one. */
    async setPhoto(caller: Caller, imageUrl: string) {
      const p = await own(caller);
      await db.transaction(async (tx) => {
        await updateEditableProfile(tx, p.id, { imageUrl });
        await recordAudit(tx, {
          actorAccountId: caller.accountId,
          actorKind: 'therapist',
          action: 'therapist.photo_updated',
          entity: 'therapist',
          entityId: p.id,
          data: { before: p.imageUrl, after: imageUrl },
        });
      });
    },

    /** The caller's own profile id (the uploads module records files against it). */
    async ownId(caller: Caller) {
      return (await own(caller)).id;
    },

    async hours(caller: Caller): Promise<HoursAndNotice> {
      const { id } = await own(caller);
      return { timeSlots: await hoursOf(id), minimumNoticeHours: await minimumNoticeOf(db, id) };
    },

    /**
     * New weekly hours go live at once for slots still open; booked sessions and live holds are
     * appointments of their own and stay as they are.
     */
    async setHours(
      caller: Caller,
      { timeSlots, minimumNoticeHours }: { timeSlots: TimeSlots; minimumNoticeHours?: number },
    ): Promise<HoursAndNotice> {
      const p = await own(caller);
      const rows = WEEKDAYS.flatMap((day, weekday) =>
        [...new Set(timeSlots[day] ?? [])].sort().map((startTime) => ({ weekday, startTime })),
      );
      await db.transaction(async (tx) => {
        await replaceWeeklyHours(tx, p.id, rows);
        if (minimumNoticeHours !== undefined) await setMinimumNotice(tx, p.id, minimumNoticeHours);
        await recordAudit(tx, {
          actorAccountId: caller.accountId,
          actorKind: 'therapist',
          action: 'therapist.hours_updated',
          entity: 'therapist',
          entityId: p.id,
          data: { hours: rows.length, minimumNoticeHours: minimumNoticeHours ?? null },
        });
        await announceTimesOpened(tx, { therapistId: p.id, cause: 'hours' });
      });
      return this.hours(caller);
    },
  };
}

export type TherapistDashboard = ReturnType<typeof createTherapistDashboard>;
