import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { SERIES_MESSAGES } from '@app/domain/series';
import { refundForCancellation } from '@app/domain/pricing';
import type { CancelSeriesResponse, SeriesCancelPreviewResponse } from '@app/domain/schemas/series';
import type { Db, Tx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../shared/app-error';
import { isUuid } from '../../../shared/ids';
import { appointments } from '../booking.schema';
import type { Refunds } from '../payments/refunds.service';
import { APPOINTMENT_NOT_FOUND } from './appointment-rules';
import * as appts from './appointments.queries';

type RequestIn = (
  tx: Tx,
  clientId: string,
  appointmentId: string,
  reason: string,
  at: Date,
) => Promise<{ refundPaise: number; approved: boolean }>;

/**
 * The weeks of a series from this one on that a cancellation can still end: the client's, paid,
 * not cancelled, with no request waiting, not yet begun; locked in date order when `tx` is given.
 */
async function restOfSeries(db: Db | Tx, first: appts.AppointmentRow, at: Date, lock: boolean) {
  const query = db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, first.seriesId!),
        eq(appointments.clientId, first.clientId),
        gte(appointments.startsAt, first.startsAt),
        eq(appointments.cancelled, false),
        eq(appointments.payment, 'paid'),
        sql`${appointments.cancellationStatus} is distinct from 'pending'`,
        sql`${appointments.startsAt} > ${at}`,
      ),
    )
    .orderBy(asc(appointments.startsAt));
  return lock ? query.for('update') : query;
}

/**
 * "Cancel the rest of the series" (decision 0066): every later week is asked to be cancelled as
 * one session would be, in one transaction — inside the refund window each is cancelled at once
 * with its week's refund, otherwise each becomes a request the team decides.
 */
export function createSeriesCancellation(deps: {
  db: Db;
  now: () => Date;
  requestIn: RequestIn;
  refunds: Pick<Refunds, 'sendForAppointment' | 'refundableForCancellation'>;
  jobsQueued?: () => void;
}) {
  const { db, now } = deps;

  async function firstOf(clientId: string, appointmentId: string) {
    const first = isUuid(appointmentId)
      ? await appts.findAppointment(db, appointmentId, clientId)
      : null;
    if (!first) throw notFound(APPOINTMENT_NOT_FOUND, 'APPOINTMENT_NOT_FOUND');
    if (!first.seriesId) throw badRequest(SERIES_MESSAGES.notInSeries, 'REFUSED');
    return first;
  }

  return {
    async seriesCancelPreview(
      clientId: string,
      appointmentId: string,
    ): Promise<SeriesCancelPreviewResponse> {
      const at = now();
      const rest = await restOfSeries(db, await firstOf(clientId, appointmentId), at, false);
      const occurrences = await Promise.all(
        rest.map(async (a) => {
          const rule = refundForCancellation({
            bookedAt: a.createdAt,
            requestedAt: at,
            requestedBy: 'user',
            bookingFeePaise: a.bookingFeePaise,
          });
          const refundable = await deps.refunds.refundableForCancellation(db, a.id);
          const within = rule.rule === 'within-window';
          const left = refundable.kind === 'payment' ? refundable.amountPaise : 0;
          return {
            appointmentId: a.id,
            slotDate: a.slotDate,
            slotTime: a.slotTime,
            outcome: within ? ('cancelled' as const) : ('request' as const),
            refundPaise: within ? Math.min(rule.refundPaise, left) : 0,
          };
        }),
      );
      return {
        success: true,
        occurrences,
        refundPaise: occurrences.reduce((sum, o) => sum + o.refundPaise, 0),
      };
    },

    async cancelSeries(
      clientId: string,
      body: { appointmentId: string; cancellationReason: string },
    ): Promise<Omit<CancelSeriesResponse, 'message'>> {
      const first = await firstOf(clientId, body.appointmentId);
      const at = now();
      const outcomes = await db.transaction(async (tx) => {
        const rest = await restOfSeries(tx, first, at, true);
        if (rest.length === 0) throw conflict(SERIES_MESSAGES.nothingLeft);
        const done: Array<{ id: string; refundPaise: number; approved: boolean }> = [];
        for (const a of rest) {
          const outcome = await deps.requestIn(tx, clientId, a.id, body.cancellationReason, at);
          done.push({ id: a.id, ...outcome });
        }
        return done;
      });
      deps.jobsQueued?.();
      for (const o of outcomes) if (o.approved) await deps.refunds.sendForAppointment(o.id);
      const cancelled = outcomes.filter((o) => o.approved);
      return {
        success: true,
        cancelled: cancelled.length,
        requested: outcomes.length - cancelled.length,
        refundPaise: cancelled.reduce((sum, o) => sum + o.refundPaise, 0),
      };
    },
  };
}
