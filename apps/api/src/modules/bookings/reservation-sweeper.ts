import type { Db } from '../../db/client';
import * as rq from './reservations.queries';

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
      const rows = await rq.cancelExpiredReservations(tx, now, BATCH);
      const ids = rows.map((r) => r.id);
      await rq.deleteDeadReservationHolds(tx, ids, now);
      await rq.insertAudit(
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

export interface ReservationSweeper {
  start(): void;
  /** Stops the timer and waits for a sweep in flight to finish. */
  stop(): Promise<void>;
  runOnce(): Promise<number>;
}

export function createReservationSweeper(opts: {
  db: Db;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  intervalMs?: number;
  now?: () => Date;
}): ReservationSweeper {
  const { db, log } = opts;
  const intervalMs = opts.intervalMs ?? 60_000;
  const now = opts.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<void> | null = null;

  const runOnce = () => sweepExpiredReservations(db, now());

  function tick() {
    if (pass) return;
    pass = runOnce()
      .then((cancelled) => {
        if (cancelled > 0) log.info({ cancelled }, 'expired reservations cancelled');
      })
      .catch((err: unknown) =>
        log.error(
          { reason: err instanceof Error ? err.message : String(err) },
          'reservation sweep failed; retrying at the next interval',
        ),
      )
      .finally(() => {
        pass = null;
      });
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await pass;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Built with the app, started by server.ts after listen, stopped when the app closes. */
    reservationSweeper: ReservationSweeper;
  }
}
