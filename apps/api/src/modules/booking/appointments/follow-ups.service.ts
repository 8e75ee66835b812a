import { bookingPageLink } from '@app/domain/book-again';
import { addIstDays, istInstant, istToday, parseSlotDateKey } from '@app/domain/ist';
import {
  FOLLOW_UP_MESSAGES,
  type ClientsWithoutNext,
  type FollowUpRequest,
} from '@app/domain/schemas/follow-up';
import type { Db } from '../../../db/client';
import type { SiteInfo } from '../../../shared/site-info';
import { conflict, notFound } from '../../../shared/app-error';
import { isUuid } from '../../../shared/ids';
import { recordAudit } from '../../../shared/audit/audit-log';
import type { NoticeSender } from '../../notifications/notifications.module';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import type { AvailabilityService } from '../checkout/availability.service';
import { APPOINTMENT_NOT_FOUND } from './appointment-rules';
import * as q from './follow-ups.queries';

/** "No next session" looks back this many days for completed sessions. */
const RECENT_DAYS = 60;
const LIST_LIMIT = 20;

/**
 * A therapist's follow-up (decision 0066): after a completed session, one to three times they
 * suggest, each checked open now and sent to the client by mail and their chosen texts with a
 * link to book it. Nothing is held; one follow-up per session.
 */
export function createFollowUps(deps: {
  db: Db;
  site: SiteInfo;
  therapists: TherapistBookingFacts;
  availability: Pick<AvailabilityService, 'requireBookable'>;
  notices: Pick<NoticeSender, 'send'>;
  now: () => Date;
  jobsQueued?: () => void;
}) {
  const { db, now } = deps;

  return {
    async suggest(
      actor: { accountId: string | null; therapistId: string },
      appointmentId: string,
      body: FollowUpRequest,
    ) {
      if (!isUuid(appointmentId)) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      const label = (await deps.therapists.labels.of([actor.therapistId])).get(actor.therapistId);
      // Each time must be open now, by the same rules as a booking (its usual refusal if not);
      // checked before the transaction, whose connection the availability reads do not share.
      for (const slot of body.slots)
        await deps.availability.requireBookable({
          therapistId: actor.therapistId,
          slotDate: slot.slotDate,
          slotTime: slot.slotTime,
          ...(body.sessionType ? { sessionType: body.sessionType } : {}),
        });
      await db.transaction(async (tx) => {
        const row = await q.lockTherapistSession(tx, appointmentId, actor.therapistId);
        if (!row) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
        const a = row.appointment;
        if (!a.isCompleted) throw conflict(FOLLOW_UP_MESSAGES.notCompleted);
        if (row.followUpSent) throw conflict(FOLLOW_UP_MESSAGES.alreadySent);
        const mode = body.sessionType ?? a.sessionType;
        if (!label) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
        const times = body.slots.map((s) => ({
          ...s,
          link: bookingPageLink(deps.site.publicUrl, label.slug, s, mode),
        }));
        const first = times[0]!;
        await recordAudit(tx, {
          actorAccountId: actor.accountId,
          actorKind: 'therapist',
          action: q.FOLLOW_UP_ACTION,
          entity: 'appointment',
          entityId: a.id,
          data: { slots: body.slots, sessionType: mode },
        });
        await deps.notices.send(tx, [
          {
            kind: 'followup.suggested',
            key: `followup.suggested:${a.id}`,
            to: { accountId: a.clientId },
            mailOnce: true,
            mail: {
              template: 'followUpSuggested',
              facts: [
                {
                  to: a.email,
                  clientName: a.firstName,
                  therapistName: label.name,
                  times,
                },
              ],
            },
            vars: { therapist: label.name, link: first.link },
            moments: { when: istInstant(parseSlotDateKey(first.slotDate)!, first.slotTime) },
          },
        ]);
      });
      deps.jobsQueued?.();
    },

    /** Recent clients with no session booked ahead, each with their latest completed session. */
    async clientsWithoutNext(therapistId: string): Promise<ClientsWithoutNext> {
      const at = now();
      const since = istInstant(addIstDays(istToday(at), -RECENT_DAYS), '00:00');
      const rows = await q.clientsWithoutNext(db, therapistId, since, at, LIST_LIMIT);
      return rows.map((r) => ({
        clientName: `${r.firstName} ${r.lastName}`.trim(),
        appointmentId: r.id,
        slotDate: r.slotDate,
        slotTime: r.slotTime,
        sessionType: r.sessionType,
        followUpSent: r.followUpSent,
      }));
    },
  };
}

export type FollowUps = ReturnType<typeof createFollowUps>;
