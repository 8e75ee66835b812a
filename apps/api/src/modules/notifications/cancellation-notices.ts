import {
  APPOINTMENT_CANCELLED,
  cancellationAudience,
  type AppointmentCancelledEvent,
} from '@app/domain/cancellation';
import { formatRupees } from '@app/domain/pricing';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../shared/jobs/job-runner';
import type { Notices } from './notices.service';
import { sessionNotice, type NoticeSession, type NoticeSide } from './session-notice';

/** 'Refund: ₹99' or 'Refund: none', as the cancellation text says it. */
export const refundVar = (paise: number) => ({
  refund: paise > 0 ? formatRupees(paise / 100) : 'none',
});

/** The text notices an `appointment.cancelled` event owes, whatever path cancelled the session. */
export function cancellationNotices(e: AppointmentCancelledEvent) {
  const audience = cancellationAudience(e.cause, e.paid);
  const sides: NoticeSide[] =
    audience === 'both' ? ['client', 'therapist'] : audience === 'therapist' ? ['therapist'] : [];
  const s: NoticeSession = {
    appointmentId: e.appointmentId,
    ...e.session,
    startsAt: new Date(e.session.startsAt),
  };
  return sides.map((side) =>
    sessionNotice(side, 'booking.cancelled', s, null, refundVar(e.refundPaise), false),
  );
}

/**
 * Notifications subscribe to every cancellation: each path writes the event in its own
 * transaction, and the texts of it are queued here, once per side (the notice key).
 */
export function subscribeToCancellations(jobs: JobRunner, db: Db, notices: Pick<Notices, 'send'>) {
  jobs.register(APPOINTMENT_CANCELLED, async (payload) => {
    const event = payload as unknown as AppointmentCancelledEvent;
    const due = cancellationNotices(event);
    if (due.length === 0) return;
    await db.transaction((tx) => notices.send(tx, due));
    jobs.notify();
  });
}
