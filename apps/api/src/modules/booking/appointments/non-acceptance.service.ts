import { acceptanceDeadline } from '@app/domain/therapist-sessions';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../shared/app-error';
import type { JobRunner } from '../../../shared/jobs/job-runner';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import { refusal as lifeCycleRefusal } from '@app/domain/appointment-life-cycle';
import { APPOINTMENT_NOT_FOUND, NOTHING_LEFT_TO_REFUND } from './appointment-rules';
import { isUuid } from '../../../shared/ids';
import type { Refunds } from '../payments/refunds.service';
import type { NonAcceptance } from '../../notifications/notifications.module';
import * as appts from './appointments.queries';
import { createCancellationDoor } from './appointment-cancellation';
import * as mine from './therapist-appointments.queries';
import * as moves from './reschedule.queries';

export const ACCEPTANCE_DEADLINE_JOB = 'appointments.acceptance-deadline';
const BATCH = 100;

export interface NonAcceptanceDeps {
  db: Db;
  therapists: TherapistBookingFacts;
  refunds: Refunds;
  now: () => Date;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  jobsQueued?: () => void;
}

const REASONS: Record<NonAcceptance, string> = {
  declined: 'Declined by the therapist.',
  deadline: 'Not accepted by the therapist before the acceptance deadline.',
};

/**
 * A paid booking the therapist declines, or does not accept by its deadline, is cancelled with
 * the booking fee refunded in full, and both sides are told. The appointment is locked and its
 * state re-checked, and the refund is keyed by the appointment, so however often a decline or the
 * deadline job runs (twice, concurrently, replayed after a crash) it cancels and refunds once.
 */
export function createNonAcceptance(deps: NonAcceptanceDeps) {
  const { db, refunds, now } = deps;
  const cancelAppointment = createCancellationDoor({ refunds });

  async function cancel(
    id: string,
    why: NonAcceptance,
    actor: { accountId: string | null; therapistId?: string },
    /** The therapist's own words, told to the client (optional). */
    reason = '',
  ): Promise<boolean> {
    if (!isUuid(id)) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
    const at = now();
    const done = await db.transaction(async (tx) => {
      const a = await appts.lockAppointment(tx, id, null);
      if (!a || (actor.therapistId && a.therapistId !== actor.therapistId))
        throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
      if (why === 'declined') {
        const refusal = lifeCycleRefusal('therapist', 'decline', a, at);
        if (refusal) throw conflict(refusal);
      } else if (
        a.cancelled ||
        a.payment !== 'paid' ||
        a.isApproved ||
        acceptanceDeadline(a.createdAt, a.startsAt) > at ||
        // An open proposal of new times pauses the deadline (decision 0059).
        (await moves.hasOpenProposal(tx, id))
      ) {
        return false;
      }
      const contact = await deps.therapists.contact(a.therapistId, tx);
      const done = await cancelAppointment(tx, a, {
        cause: why === 'declined' ? 'therapist-declined' : 'not-accepted',
        at,
        actor: { accountId: actor.accountId, kind: why === 'declined' ? 'therapist' : 'system' },
        therapistName: contact?.name ?? 'your therapist',
        reason: reason ? `${REASONS[why]} ${reason}` : REASONS[why],
        notice: { therapistEmail: contact?.email ?? null, ...(reason ? { reason } : {}) },
        audit: {
          action: why === 'declined' ? 'appointment.declined' : 'appointment.not_accepted',
          data: {
            refundPaise: a.bookingFeePaise,
            rule: 'therapist-full',
            ...(reason ? { reason } : {}),
          },
        },
      });
      // A payment refunded before (a goodwill refund) has its money back already.
      if (done.refund === 'none') throw conflict(NOTHING_LEFT_TO_REFUND);
      return true;
    });
    if (!done) return false;
    deps.jobsQueued?.();
    await refunds.sendForAppointment(id);
    return true;
  }

  /** Cancels every overdue unaccepted booking; answers how many it cancelled. */
  async function sweep(): Promise<number> {
    let cancelled = 0;
    const due = await mine.overdueUnaccepted(db, now(), BATCH);
    for (const row of due) {
      try {
        if (await cancel(row.id, 'deadline', { accountId: null })) cancelled++;
      } catch (err) {
        deps.log.error(
          { appointmentId: row.id, err: (err as Error).message },
          'unaccepted booking could not be cancelled',
        );
      }
    }
    return cancelled;
  }

  return {
    decline: (id: string, actor: { accountId: string; therapistId: string }, reason = '') =>
      cancel(id, 'declined', actor, reason),
    /** The deadline of one booking (the sweep calls it for each overdue one). */
    cancelIfOverdue: (id: string) => cancel(id, 'deadline', { accountId: null }),
    sweep,
    registerJobs(runner: JobRunner, intervalMs = 60_000) {
      runner.register(ACCEPTANCE_DEADLINE_JOB, async () => {
        const n = await sweep();
        if (n > 0) deps.log.info({ cancelled: n }, 'unaccepted bookings cancelled and refunded');
      });
      runner.every(ACCEPTANCE_DEADLINE_JOB, intervalMs);
    },
  };
}

export type NonAcceptanceService = ReturnType<typeof createNonAcceptance>;
