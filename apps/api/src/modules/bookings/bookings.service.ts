import { HOLD_MINUTES } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { bookingAmounts } from '@app/domain/pricing';
import { verifyPaymentSignature } from '../../adapters/payments/signatures';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors';
import {
  isUuid,
  SLOT_TAKEN_MESSAGE,
  type AvailabilityService,
} from '../availability/availability.service';
import * as q from './bookings.queries';
import {
  AMOUNT_MISMATCH,
  bookingSnapshot,
  receiptOf,
  storedBooking,
  type BookingContact,
  type SlotChoice,
} from './booking-snapshot';
import { createFulfilment, type FulfilDeps, type Fulfilment } from './fulfilment.service';
import { APPOINTMENT_NOT_FOUND, createReservationsService } from './reservations.service';

export const LOST_SLOT_MESSAGE =
  'The slot was taken before your payment completed. Your payment will be fully refunded.';
export const CANCELLED_BEFORE_PAYMENT_MESSAGE =
  'This appointment was cancelled before your payment completed. Your payment will be fully refunded.';
const DETAILS_MISMATCH = 'The booking details do not match this payment order.';

export interface PaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface BookingsDeps extends Omit<FulfilDeps, 'now'> {
  availability: AvailabilityService;
  keyId: string;
  keySecret: string;
  now?: () => Date;
}

export function createBookingsService(deps: BookingsDeps) {
  const { db, provider, availability, log } = deps;
  const now = deps.now ?? (() => new Date());
  const fulfilment = createFulfilment({ ...deps, now });
  const reservations = createReservationsService({ ...deps, now });

  /** Validates the slot, holds it for 10 minutes and opens a provider order for the booking fee. */
  async function startPayment(callerId: string, slot: SlotChoice, contact: BookingContact) {
    const { therapist, startsAt } = await availability.requireBookable({
      therapistId: slot.docId,
      slotDate: slot.slotDate,
      slotTime: slot.slotTime,
      sessionType: contact.sessionType,
      clientId: callerId,
    });
    const amounts = bookingAmounts(therapist.feeRupees);
    const amountPaise = amounts.payableNowPaise;
    const booking = bookingSnapshot(therapist, amounts.therapistFee, startsAt, slot, contact);
    const at = now();
    const own = await q.findLivePaymentHold(db, {
      therapistId: therapist.id,
      startsAt,
      clientId: callerId,
      now: at,
    });
    if (own?.expiresAt) {
      // Paying again within the hold: the same order, with the latest contact details.
      const open = await q.findOpenPaymentForHold(db, own.id);
      if (!open)
        throw conflict(
          'Your payment for this slot is being prepared. Please try again in a moment.',
        );
      await q.updatePaymentBooking(db, open.id, booking);
      return orderAnswer(
        open.providerOrderId,
        open.amountPaise,
        open.currency,
        own.id,
        own.expiresAt,
      );
    }
    const expiresAt = new Date(at.getTime() + HOLD_MINUTES * 60_000);
    const hold = await db.transaction((tx) =>
      q.claimSlot(tx, {
        therapistId: therapist.id,
        startsAt,
        clientId: callerId,
        kind: 'payment',
        expiresAt,
        now: at,
      }),
    );
    if (!hold) throw conflict(SLOT_TAKEN_MESSAGE);
    try {
      const order = await provider.createOrder({
        amountPaise,
        receipt: receiptOf('bk', hold.id),
        notes: { therapist_id: therapist.id, slot: startsAt.toISOString(), client_id: callerId },
      });
      await q.insertPayment(db, {
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
      await q.deleteHold(db, hold.id);
      log.warn(
        { reason: (err as Error).message },
        'payment order could not be created; hold released',
      );
      throw new AppError(502, MESSAGES.booking.orderFailed);
    }
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
    message: string,
    matches: (p: q.PaymentRow) => void,
  ) {
    const p = await q.findPaymentByOrder(db, r.razorpay_order_id, callerId);
    if (!p) throw notFound('Payment order not found');
    if (
      !verifyPaymentSignature(
        p.providerOrderId,
        r.razorpay_payment_id,
        r.razorpay_signature,
        deps.keySecret,
      )
    ) {
      throw badRequest(MESSAGES.booking.verificationFailed);
    }
    matches(p);
    const alreadyRecorded = p.providerPaymentId === r.razorpay_payment_id;
    if (!alreadyRecorded) {
      const paid = await provider.fetchPayment(r.razorpay_payment_id, {
        orderId: p.providerOrderId,
        amountPaise: p.amountPaise,
      });
      if (paid.orderId !== p.providerOrderId || paid.amountPaise !== p.amountPaise)
        throw badRequest(AMOUNT_MISMATCH);
      if (paid.status === 'failed') throw badRequest(MESSAGES.appointments.paymentFailed);
      if (paid.status === 'authorized') {
        throw conflict(
          'Your payment is still being processed. Your booking is confirmed as soon as it completes.',
        );
      }
    }
    const result = await fulfilment.fulfil(p.providerOrderId, r.razorpay_payment_id, {
      kind: 'user',
      accountId: callerId,
    });
    return fulfilmentAnswer(result, message);
  }

  /** The slot and amount the older and two-step verify calls repeat must be the order's. */
  const sameBooking = (expected: SlotChoice & { amount?: number }) => (p: q.PaymentRow) => {
    const b = storedBooking.parse(p.booking);
    if (
      expected.docId !== p.therapistId ||
      expected.slotDate !== b.slotDate ||
      expected.slotTime !== b.slotTime
    ) {
      throw badRequest(DETAILS_MISMATCH);
    }
    if (expected.amount !== undefined && expected.amount !== p.amountPaise)
      throw badRequest(AMOUNT_MISMATCH);
  };

  return {
    createBookingOrder: (callerId: string, body: SlotChoice & BookingContact) =>
      startPayment(callerId, body, body),

    /** The older flow: a pay-later reservation of the slot with its order (reservations.service). */
    createPaymentOrder: reservations.createPaymentOrder,

    /** My Appointments' Pay Online: the open order of a live reservation. */
    paymentRazorpay: (callerId: string, body: { appointmentId: string }) =>
      reservations.payReservation(callerId, body.appointmentId),

    verifyBookingPayment: (callerId: string, body: PaymentResult & SlotChoice) =>
      verifyAndFulfil(callerId, body, MESSAGES.booking.paymentSuccess, sameBooking(body)),

    verifyPaymentAndBook: (
      callerId: string,
      body: PaymentResult & SlotChoice & { amount?: number },
    ) => verifyAndFulfil(callerId, body, MESSAGES.booking.booked, sameBooking(body)),

    /** Pays an order of My Appointments (or of the older flow); appointmentId, when sent, must match. */
    verifyRazorpay: (callerId: string, body: PaymentResult & { appointmentId?: string }) =>
      verifyAndFulfil(callerId, body, MESSAGES.booking.paymentSuccess, (p) => {
        if (body.appointmentId !== undefined && body.appointmentId !== p.appointmentId)
          throw badRequest(DETAILS_MISMATCH);
      }),

    /** The payment return page: confirms whether an appointment of the caller is paid. */
    async verifyPendingPayment(
      callerId: string,
      body: { success: boolean; appointmentId: string },
    ) {
      const a = isUuid(body.appointmentId)
        ? await q.findClientAppointment(db, body.appointmentId, callerId)
        : null;
      if (!a) throw notFound(APPOINTMENT_NOT_FOUND);
      if (a.payment === 'paid')
        return { success: true as const, message: MESSAGES.booking.paymentSuccess };
      throw badRequest('Payment was not completed. You can pay from My Appointments.');
    },

    /** A provider event says the payment was captured (webhook). */
    async providerCaptured(e: { orderId: string; paymentId: string; amountPaise: number }) {
      const p = await q.findPaymentByOrder(db, e.orderId);
      if (!p) return 'ignored' as const;
      if (e.amountPaise !== p.amountPaise) {
        log.warn(
          { orderId: e.orderId, paymentId: e.paymentId },
          'captured amount differs from the order: not booked',
        );
        return 'ignored' as const;
      }
      return (await fulfilment.fulfil(e.orderId, e.paymentId, { kind: 'system', accountId: null }))
        .kind;
    },

    async providerFailed(e: { orderId: string; paymentId: string; reason: string }) {
      await q.markPaymentFailed(db, e.orderId, e.paymentId, e.reason);
    },
  };
}

function fulfilmentAnswer(result: Fulfilment, message: string) {
  if (result.kind === 'booked')
    return { success: true as const, message, appointmentId: result.appointmentId };
  if (result.kind === 'lost')
    throw conflict(
      result.reason === 'cancelled' ? CANCELLED_BEFORE_PAYMENT_MESSAGE : LOST_SLOT_MESSAGE,
    );
  throw notFound('Payment order not found');
}

export type BookingsService = ReturnType<typeof createBookingsService>;
