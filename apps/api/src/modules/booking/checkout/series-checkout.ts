import { randomUUID } from 'node:crypto';
import { HOLD_MINUTES } from '@app/domain/constants';
import { bookingAmounts } from '@app/domain/pricing';
import type { SessionType } from '@app/domain/schemas/booking';
import { seriesAmountPaise } from '@app/domain/series';
import type { Db } from '../../../db/client';
import { retryingDeadlocks } from '../../../db/deadlock-retry';
import type { PaymentProvider } from '../../../adapters/payments/payment-provider';
import { conflict, fail } from '../../../shared/app-error';
import type { AvailabilityService } from './availability.service';
import { CHECKOUT_WORDS as W } from './checkout-words';
import { receiptOf, type StoredBooking } from './booking-snapshot';
import * as orders from '../payments/orders.queries';
import * as claims from './slot-claims.queries';

export interface SeriesRequest {
  therapistId: string;
  slotDate: string;
  slotTime: string;
  sessionType: SessionType;
  weeks: number;
}

type OrderAnswer<A> = (
  orderId: string,
  amount: number,
  currency: string,
  holdId: string,
  holdExpiresAt: Date,
) => A;

/**
 * A standing weekly series' checkout (decision 0066): the preview of its weeks, and one order
 * that holds every free week for the usual ten minutes and charges one booking fee per week.
 */
export function createSeriesCheckout(deps: {
  db: Db;
  provider: PaymentProvider;
  availability: AvailabilityService;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, provider, availability, now } = deps;

  async function preview(callerId: string, req: SeriesRequest) {
    const { therapist, occurrences } = await availability.seriesPlan({
      ...req,
      clientId: callerId,
    });
    const feePaise = bookingAmounts(therapist.feeRupees).payableNowPaise;
    return {
      success: true as const,
      occurrences: occurrences.map(({ startsAt: _, ...o }) => o),
      amount: seriesAmountPaise(occurrences, feePaise),
      feePaise,
    };
  }

  /**
   * Holds the free weeks and opens one order for them. Asked again within the hold for the same
   * weeks, answers the same order; otherwise the client's earlier holds give way to the new ones
   * (one checkout at a time, as for a single session).
   */
  async function startPayment<A extends object>(
    callerId: string,
    req: SeriesRequest,
    snapshot: (therapist: { feeRupees: number | null }, startsAt: Date) => StoredBooking,
    answer: OrderAnswer<A>,
  ) {
    const { therapist, occurrences } = await availability.seriesPlan({
      ...req,
      clientId: callerId,
    });
    const feePaise = bookingAmounts(therapist.feeRupees).payableNowPaise;
    const free = occurrences.filter((o) => o.available);
    const first = free[0]!;
    const base = snapshot(therapist, first.startsAt);
    const at = now();
    const reused = await sameOpenOrder(callerId, therapist.id, free);
    if (reused) {
      await orders.updatePaymentBooking(db, reused.payment.id, {
        ...base,
        series: reused.series,
      });
      return seriesAnswer(
        answer(
          reused.payment.providerOrderId,
          reused.payment.amountPaise,
          reused.payment.currency,
          reused.series.occurrences[0]!.holdId,
          reused.expiresAt,
        ),
        reused.payment.seriesId!,
        reused.series.occurrences,
      );
    }
    const expiresAt = new Date(at.getTime() + HOLD_MINUTES * 60_000);
    const held = await retryingDeadlocks(() =>
      db.transaction(async (tx) => {
        await claims.lockClientClaims(tx, callerId);
        await claims.releaseOtherPaymentHolds(tx, callerId);
        const taken: Array<{
          slotDate: string;
          slotTime: string;
          startsAt: string;
          holdId: string;
        }> = [];
        for (const o of free) {
          const hold = await claims.claimSlot(tx, {
            therapistId: therapist.id,
            startsAt: o.startsAt,
            clientId: callerId,
            kind: 'payment',
            expiresAt,
            now: at,
          });
          // The chosen first week must be held; a later one taken meanwhile is left out, uncharged.
          if (!hold && o === first) throw conflict(W.slotGone, 'SLOT_TAKEN');
          if (hold)
            taken.push({
              slotDate: o.slotDate,
              slotTime: o.slotTime,
              startsAt: o.startsAt.toISOString(),
              holdId: hold.id,
            });
        }
        return taken;
      }),
    );
    const amountPaise = held.length * feePaise;
    const seriesId = randomUUID();
    try {
      const order = await provider.createOrder({
        amountPaise,
        receipt: receiptOf('bk', held[0]!.holdId),
        notes: {
          therapist_id: therapist.id,
          slot: first.startsAt.toISOString(),
          client_id: callerId,
          series_id: seriesId,
          sessions: String(held.length),
        },
      });
      await orders.insertPayment(db, {
        clientId: callerId,
        therapistId: therapist.id,
        holdId: held[0]!.holdId,
        seriesId,
        provider: provider.name,
        providerOrderId: order.id,
        amountPaise,
        currency: order.currency,
        status: 'created',
        booking: { ...base, series: { feePaise, occurrences: held } },
      });
      return seriesAnswer(
        answer(order.id, amountPaise, order.currency, held[0]!.holdId, expiresAt),
        seriesId,
        held,
      );
    } catch (err) {
      await claims.deletePaymentHolds(
        db,
        held.map((h) => h.holdId),
      );
      deps.log.warn(
        { reason: (err as Error).message },
        'series payment order could not be created; holds released',
      );
      throw fail('PAYMENT_PROVIDER_UNAVAILABLE');
    }
  }

  /** The caller's open series order holding exactly these weeks, with its holds still live. */
  async function sameOpenOrder(
    callerId: string,
    therapistId: string,
    free: Array<{ startsAt: Date }>,
  ) {
    const hold = await claims.findLivePaymentHold(db, {
      therapistId,
      startsAt: free[0]!.startsAt,
      clientId: callerId,
      now: now(),
    });
    const open = hold?.expiresAt ? await orders.findOpenPaymentForHold(db, hold.id) : null;
    if (!hold?.expiresAt || !open?.seriesId) return null;
    const series = (open.booking as StoredBooking).series;
    const same =
      series !== undefined &&
      series.occurrences.length === free.length &&
      series.occurrences.every((o, i) => o.startsAt === free[i]!.startsAt.toISOString());
    if (!same) return null;
    const live = await claims.countLivePaymentHolds(
      db,
      series.occurrences.map((o) => o.holdId),
      now(),
    );
    return live === series.occurrences.length
      ? { payment: open, series, expiresAt: hold.expiresAt }
      : null;
  }

  return { preview, startPayment };
}

function seriesAnswer<T extends object>(
  base: T,
  seriesId: string,
  occurrences: Array<{ slotDate: string; slotTime: string }>,
) {
  return {
    ...base,
    seriesId,
    occurrences: occurrences.map((o) => ({ slotDate: o.slotDate, slotTime: o.slotTime })),
  };
}

export type SeriesCheckout = ReturnType<typeof createSeriesCheckout>;
