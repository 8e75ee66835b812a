import { HOLD_MINUTES } from '@app/domain/constants';
import type { MessageDescriptor } from '@app/domain/i18n/define';
import { bookingAmounts } from '@app/domain/pricing';
import { badRequest, conflict, fail, notFound } from '../../../shared/app-error';
import type { AvailabilityService } from './availability.service';
import { isUuid } from '../../../shared/ids';
import {
  AMOUNT_MISMATCH,
  bookingSnapshot,
  receiptOf,
  storedBooking,
  type BookingContact,
  type SlotChoice,
} from './booking-snapshot';
import type { Fulfilment, FulfilmentService } from '../payments/fulfilment.service';
import {
  checkPaymentSignature,
  confirmWithProvider,
  type PaymentResult,
} from './payment-verification';
import type { ReservationsService } from './reservations.service';
import type { Db } from '../../../db/client';
import { retryingDeadlocks } from '../../../db/deadlock-retry';
import type { AccountContacts } from '../../accounts/accounts.module';
import type { PaymentProvider } from '../../../adapters/payments/payment-provider';
import * as appts from '../appointments/appointments.queries';
import * as orders from '../payments/orders.queries';
import * as claims from './slot-claims.queries';
import { CHECKOUT_ANSWERS as A, CHECKOUT_WORDS as W } from './checkout-words';
import { createSeriesCheckout } from './series-checkout';
import type { TherapistForBooking } from '../../therapists/therapists.module';

/** The English of the answers (tests and the command line read them). */
export const LOST_SLOT_MESSAGE = W.lostSlot.defaultMessage;
export const CANCELLED_BEFORE_PAYMENT_MESSAGE = W.cancelledBeforePayment.defaultMessage;

export type { PaymentResult };

export const FOREIGN_PAYMENT_MESSAGE = W.foreignPayment.defaultMessage;

export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  availability: AvailabilityService;
  fulfilment: FulfilmentService;
  reservations: ReservationsService;
  accounts: AccountContacts;
  keyId: string;
  keySecret: string;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}

/** The client's checkout: holds, orders and the verification of what the checkout answered. */
export function createCheckout(deps: CheckoutDeps) {
  const { db, provider, availability, log, now, fulfilment, reservations } = deps;
  const series = createSeriesCheckout({ db, provider, availability, now, log });

  /** Validates the slot, holds it for 10 minutes and opens a provider order for the booking fee. */
  async function startPayment(
    callerId: string,
    slot: SlotChoice,
    contact: BookingContact,
    weeks = 1,
  ) {
    if (weeks > 1) return startSeriesPayment(callerId, slot, contact, weeks);
    const {
      therapist,
      startsAt,
      ownHold: own,
    } = await availability.requireBookable({
      therapistId: slot.therapistId,
      slotDate: slot.slotDate,
      slotTime: slot.slotTime,
      sessionType: contact.sessionType,
      clientId: callerId,
    });
    const amounts = bookingAmounts(therapist.feeRupees);
    const amountPaise = amounts.payableNowPaise;
    // Mail about the booking goes to the account's own address, never to one the request names.
    const account = await deps.accounts.find(callerId);
    if (!account) throw fail('ACCOUNT_NOT_FOUND');
    const booking = bookingSnapshot(therapist, amounts.therapistFee, startsAt, slot, {
      ...contact,
      clientEmail: account.email,
    });
    const at = now();
    const open = own ? await orders.findOpenPaymentForHold(db, own.id) : null;
    if (own && !open?.seriesId) {
      // Paying again within the hold: the same order, with the latest contact details.
      if (!open) throw conflict(W.orderBeingPrepared);
      await orders.updatePaymentBooking(db, open.id, booking);
      return orderAnswer(
        open.providerOrderId,
        open.amountPaise,
        open.currency,
        own.id,
        own.expiresAt,
      );
    }
    const expiresAt = new Date(at.getTime() + HOLD_MINUTES * 60_000);
    const hold = await retryingDeadlocks(() =>
      db.transaction(async (tx) => {
        await claims.lockClientClaims(tx, callerId);
        // The caller's series checkout holds this slot: a single session's order replaces it.
        if (own) await claims.releaseOtherPaymentHolds(tx, callerId);
        const claimed = await claims.claimSlot(tx, {
          therapistId: therapist.id,
          startsAt,
          clientId: callerId,
          kind: 'payment',
          expiresAt,
          now: at,
        });
        if (claimed) await claims.releaseOtherPaymentHolds(tx, callerId, claimed.id);
        return claimed;
      }),
    );
    if (!hold) throw conflict(W.slotGone, 'SLOT_TAKEN');
    try {
      const order = await provider.createOrder({
        amountPaise,
        receipt: receiptOf('bk', hold.id),
        notes: { therapist_id: therapist.id, slot: startsAt.toISOString(), client_id: callerId },
      });
      await orders.insertPayment(db, {
        clientId: callerId,
        therapistId: therapist.id,
        holdId: hold.id,
        provider: provider.name,
        providerOrderId: order.id,
        amountPaise,
        currency: order.currency,
        status: 'created',
        booking,
      });
      return orderAnswer(order.id, amountPaise, order.currency, hold.id, expiresAt);
    } catch (err) {
      await claims.deleteHold(db, hold.id);
      log.warn(
        { reason: (err as Error).message },
        'payment order could not be created; hold released',
      );
      throw fail('PAYMENT_PROVIDER_UNAVAILABLE');
    }
  }

  /** `weeks` ≥ 2: a standing weekly series, one order for every free week (decision 0066). */
  async function startSeriesPayment(
    callerId: string,
    slot: SlotChoice,
    contact: BookingContact,
    weeks: number,
  ) {
    const account = await deps.accounts.find(callerId);
    if (!account) throw fail('ACCOUNT_NOT_FOUND');
    return series.startPayment(
      callerId,
      { ...slot, sessionType: contact.sessionType, weeks },
      (therapist, startsAt) =>
        bookingSnapshot(
          therapist as TherapistForBooking,
          bookingAmounts(therapist.feeRupees).therapistFee,
          startsAt,
          slot,
          { ...contact, clientEmail: account.email },
        ),
      orderAnswer,
    );
  }

  function orderAnswer(
    orderId: string,
    amount: number,
    currency: string,
    holdId: string,
    holdExpiresAt: Date,
  ) {
    return {
      success: true as const,
      order: { id: orderId, amount, currency, receipt: receiptOf('bk', holdId) },
      razorpayKeyId: deps.keyId,
      provider: provider.name,
      holdExpiresAt: holdExpiresAt.toISOString(),
      message: 'Payment order created',
    };
  }

  /**
   * Checks the checkout's answer against the caller's stored order (`matches` adds the call's own
   * checks) and the provider, then fulfils it: books the held slot or pays the reservation.
   */
  async function verifyAndFulfil(
    callerId: string,
    r: PaymentResult,
    message: MessageDescriptor,
    matches: (p: orders.PaymentRow) => void,
  ) {
    const p = await orders.findPaymentByOrder(db, r.razorpay_order_id, callerId);
    // A featured plan's order is verified by its own call, never as a booking.
    if (!p || p.purpose !== 'booking') throw notFound(W.orderNotFound);
    checkPaymentSignature(p, r, deps.keySecret);
    matches(p);
    await confirmWithProvider(provider, p, r, W.paymentProcessing);
    const result = await fulfilment.fulfil(p.providerOrderId, r.razorpay_payment_id, {
      kind: 'user',
      accountId: callerId,
    });
    return fulfilmentAnswer(result, message);
  }

  /** The slot and amount the older and two-step verify calls repeat must be the order's. */
  const sameBooking = (expected: SlotChoice & { amount?: number }) => (p: orders.PaymentRow) => {
    const b = storedBooking.parse(p.booking);
    if (
      expected.therapistId !== p.therapistId ||
      expected.slotDate !== b.slotDate ||
      expected.slotTime !== b.slotTime
    ) {
      throw badRequest(W.detailsMismatch);
    }
    if (expected.amount !== undefined && expected.amount !== p.amountPaise)
      throw badRequest(AMOUNT_MISMATCH, 'AMOUNT_MISMATCH');
  };

  /** The caller's live hold with this therapist, so their own slot shows as held for them. */
  async function ownHold(callerId: string, therapistId: string) {
    if (!isUuid(therapistId)) return null;
    const hold = await claims.findLivePaymentHold(db, {
      therapistId,
      clientId: callerId,
      now: now(),
    });
    const open = hold?.expiresAt ? await orders.findOpenPaymentForHold(db, hold.id) : null;
    if (!hold?.expiresAt || !open) return null;
    const b = storedBooking.parse(open.booking);
    return {
      slotDate: b.slotDate,
      slotTime: b.slotTime,
      sessionType: b.sessionType,
      holdExpiresAt: hold.expiresAt.toISOString(),
    };
  }

  return {
    ownHold,
    createBookingOrder: (
      callerId: string,
      body: SlotChoice & BookingContact & { weeks?: number },
    ) => startPayment(callerId, body, body, body.weeks),

    /** The weeks of a standing series, free or not, and what they would cost. */
    seriesPreview: series.preview,

    /** The older flow: a pay-later reservation of the slot with its order (reservations.service). */
    createPaymentOrder: reservations.createPaymentOrder,

    /** My Appointments' Pay Online: the open order of a live reservation. */
    paymentRazorpay: (callerId: string, body: { appointmentId: string }) =>
      reservations.payReservation(callerId, body.appointmentId),

    verifyBookingPayment: (callerId: string, body: PaymentResult & SlotChoice) =>
      verifyAndFulfil(callerId, body, A.paymentSuccess, sameBooking(body)),

    verifyPaymentAndBook: (
      callerId: string,
      body: PaymentResult & SlotChoice & { amount?: number },
    ) => verifyAndFulfil(callerId, body, A.booked, sameBooking(body)),

    /** Pays an order of My Appointments (or of the older flow); appointmentId, when sent, must match. */
    verifyRazorpay: (callerId: string, body: PaymentResult & { appointmentId?: string }) =>
      verifyAndFulfil(callerId, body, A.paymentSuccess, (p) => {
        if (body.appointmentId !== undefined && body.appointmentId !== p.appointmentId)
          throw badRequest(W.detailsMismatch);
      }),

    /** The payment return page: confirms whether an appointment of the caller is paid. */
    async verifyPendingPayment(
      callerId: string,
      body: { success: boolean; appointmentId: string },
    ) {
      const a = isUuid(body.appointmentId)
        ? await appts.findClientAppointment(db, body.appointmentId, callerId)
        : null;
      if (!a) throw fail('APPOINTMENT_NOT_FOUND');
      if (a.payment === 'paid') return { success: true as const, message: A.paymentSuccess };
      throw badRequest(W.paymentNotCompleted);
    },
  };
}

function fulfilmentAnswer(result: Fulfilment, message: MessageDescriptor) {
  if (result.kind === 'booked')
    return { success: true as const, message, appointmentId: result.appointmentId };
  if (result.kind === 'lost')
    throw conflict(result.reason === 'cancelled' ? W.cancelledBeforePayment : W.lostSlot);
  if (result.kind === 'foreign-payment') throw conflict(W.foreignPayment);
  throw notFound(W.orderNotFound);
}

export type CheckoutService = ReturnType<typeof createCheckout>;
