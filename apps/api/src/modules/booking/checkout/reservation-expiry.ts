import type { Db } from '../../../db/client';
import type { JobRunner } from '../../../shared/jobs/job-runner';
import { recordAudit } from '../../../shared/audit/audit-log';
import * as appts from '../appointments/appointments.queries';
import * as claims from './slot-claims.queries';

const BATCH = 200;

/**
 * Records what expiry already means: an unpaid reservation past its time is cancelled by the
 * system and its dead claim deleted (the slot is free without this; see decision 0002). Safe to
 * run in any number of processes at once. Answers how many reservations it cancelled.
 */
export async function sweepExpiredReservations(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const cancelled = await db.transaction(async (tx) => {
      const rows = await appts.cancelExpiredReservations(tx, now, BATCH);
      const ids = rows.map((r) => r.id);
      await claims.deleteDeadReservationHolds(tx, ids, now);
      await recordAudit(
        tx,
        rows.map((r) => ({
          actorAccountId: null,
          actorKind: 'system' as const,
          action: 'appointment.cancelled',
          entity: 'appointment',
          entityId: r.id,
          data: { reason: 'reservation expired unpaid', slot: r.slot.toISOString() },
        })),
      );
      return rows.length;
    });
    total += cancelled;
    if (cancelled < BATCH) return total;
  }
}

export const RESERVATION_EXPIRY_JOB = 'reservations.expire';

/** Records reservation expiry once a minute, in whichever process claims the job first. */
export function registerReservationExpiry(
  runner: JobRunner,
  opts: { db: Db; now: () => Date; log: { info(obj: object, msg: string): void } },
  intervalMs = 60_000,
) {
  runner.register(RESERVATION_EXPIRY_JOB, async () => {
    const cancelled = await sweepExpiredReservations(opts.db, opts.now());
    if (cancelled > 0) opts.log.info({ cancelled }, 'expired reservations cancelled');
  });
  runner.every(RESERVATION_EXPIRY_JOB, intervalMs);
}
