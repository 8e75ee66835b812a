import type { Db, Tx } from '../../../db/client';
import { isUuid } from '../../../shared/ids';
import * as q from './appointment-links.queries';

export type AppointmentSummary = q.AppointmentSummaryRow & { status: string };

const statusOf = (a: q.AppointmentSummaryRow) =>
  a.cancelled
    ? 'cancelled'
    : a.isCompleted
      ? 'completed'
      : (a.sessionStatus ??
        (a.cancellationStatus === 'pending'
          ? 'cancellation requested'
          : a.payment === 'unpaid'
            ? 'unpaid'
            : a.isApproved
              ? 'accepted'
              : 'requested'));

/**
 * What other modules may know of one appointment they link to (a report's session, a note's
 * subject): who, when and where it stands; never its contact details.
 */
export function createAppointmentLinks(db: Db) {
  return {
    async summary(id: string, tx: Db | Tx = db): Promise<AppointmentSummary | null> {
      if (!isUuid(id)) return null;
      const row = await q.appointmentSummary(tx, id);
      return row ? { ...row, status: statusOf(row) } : null;
    },

    /**
     * The session a client's report about a therapist is about: the one they name when it is
     * theirs with that therapist, else their latest paid session with the therapist that has
     * begun, else their next one; null when they never booked the therapist.
     */
    async sessionOfReport(
      tx: Db | Tx,
      r: { clientId: string; therapistId: string; at: Date; appointmentId?: string },
    ): Promise<string | null> {
      if (r.appointmentId && isUuid(r.appointmentId)) {
        const named = await q.appointmentSummary(tx, r.appointmentId);
        if (named && named.clientId === r.clientId && named.therapistId === r.therapistId)
          return named.id;
      }
      return (
        (await q.latestStartedBetween(tx, r.clientId, r.therapistId, r.at)) ??
        (await q.nextBetween(tx, r.clientId, r.therapistId, r.at))
      );
    },
  };
}

export type AppointmentLinks = ReturnType<typeof createAppointmentLinks>;
