import { MAX_UNPAID_RESERVATIONS, RESERVATION_MINUTES } from '@app/domain/constants';
import { istInstant, parseSlotDateKey } from '@app/domain/ist';
import { bookingAmounts } from '@app/domain/pricing';
import type { SessionType } from '@app/domain/schemas/booking';
import type { AccountContacts } from '../../accounts/accounts.module';
import type { TherapistBookingFacts } from '../../therapists/therapists.module';
import type { Db } from '../../../db/client';
import { retryingDeadlocks } from '../../../db/deadlock-retry';
import type { PaymentProvider } from '../../../adapters/payments/payment-provider';
import { AppError, badRequest, conflict, fail, wordsIn } from '../../../shared/app-error';
import type { AvailabilityService } from './availability.service';
import { CHECKOUT_WORDS as W } from './checkout-words';
import { isUuid } from '../../../shared/ids';
import {
  AMOUNT_MISMATCH,
  bookingSnapshot,
  receiptOf,
  REFUND_POLICY,
  type BookingContact,
  type SlotChoice,
} from './booking-snapshot';
import { recordAudit } from '../../../shared/audit/audit-log';
import * as appts from '../appointments/appointments.queries';
import * as orders from '../payments/orders.queries';
import * as claims from './slot-claims.queries';

const tooManyReservations = () => ({
  message: W.tooManyReservations,
  values: { count: MAX_UNPAID_RESERVATIONS },
});

/** The English of the answers (tests read them). */
export const RESERVATION_EXPIRED_MESSAGE = W.reservationExpired.defaultMessage;
export const RESERVATION_CANCELLED_MESSAGE = W.reservationCancelled.defaultMessage;
export const ALREADY_PAID_MESSAGE = W.alreadyPaid.defaultMessage;
export const TOO_MANY_RESERVATIONS = wordsIn('en', tooManyReservations());

export interface ReservationsDeps {
  db: Db;
  accounts: AccountContacts;
  therapists: TherapistBookingFacts;
  provider: PaymentProvider;
  availability: AvailabilityService;
  keyId: string;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Pay-later reservations of the older review page: an unpaid appointment that holds its slot for
 * RESERVATION_MINUTES, with a provider order for the booking fee that pays it.
 */
export function createReservationsService(deps: ReservationsDeps) {
  const { db, provider, availability, log, now } = deps;

  function answer(
    r: appts.Reservation,
    order: { id: string; amountPaise: number; currency: string },
  ) {
    return {
      success: true as const,
      message: 'Payment order created',
      order: {
        id: order.id,
        amount: order.amountPaise,
        currency: order.currency,
        receipt: receiptOf('rs', r.id),
      },
      razorpayKeyId: deps.keyId,
      provider: provider.name,
      holdExpiresAt: (r.reservationExpiresAt ?? now()).toISOString(),
      appointmentId: r.id,
    };
  }

  /** The reservation's open order (created, or failed on an attempt); a new one when it has none. */
  async function openOrderOf(r: appts.Reservation) {
    const open = await orders.findOpenPaymentOfAppointment(db, r.id);
    if (open)
      return answer(r, {
        id: open.providerOrderId,
        amountPaise: open.amountPaise,
        currency: open.currency,
      });
    const contact: BookingContact = {
      sessionType: r.sessionType,
      clientFirstName: r.firstName,
      clientLastName: r.lastName,
      clientEmail: r.email,
      clientPhone: r.phone,
      message: r.message,
    };
    const therapist = await deps.therapists.labels.one(r.therapistId);
    if (!therapist) throw fail('APPOINTMENT_NOT_FOUND');
    let order;
    try {
      order = await provider.createOrder({
        amountPaise: r.bookingFeePaise,
        receipt: receiptOf('rs', r.id),
        notes: { appointment_id: r.id, client_id: r.clientId },
      });
    } catch (err) {
      log.warn({ reason: (err as Error).message }, 'payment order for a reservation failed');
      throw fail('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    await orders.insertPayment(db, {
      clientId: r.clientId,
      therapistId: r.therapistId,
      appointmentId: r.id,
      holdId: r.holdId,
      provider: provider.name,
      providerOrderId: order.id,
      amountPaise: r.bookingFeePaise,
      currency: order.currency,
      status: 'created',
      booking: bookingSnapshot(therapist, r.therapistFeeRupees, r.startsAt, r, contact),
    });
    return answer(r, { id: order.id, amountPaise: r.bookingFeePaise, currency: order.currency });
  }

  async function accountContact(callerId: string, sessionType: SessionType) {
    const a = await deps.accounts.find(callerId);
    if (!a) throw fail('ACCOUNT_NOT_FOUND');
    return {
      sessionType,
      clientFirstName: a.firstName,
      clientLastName: a.lastName,
      clientEmail: a.email,
      clientPhone: a.phone ?? '',
      message: '',
    };
  }

  function requireAmount(clientAmount: number | undefined, amountPaise: number) {
    if (clientAmount !== undefined && clientAmount !== amountPaise)
      throw badRequest(AMOUNT_MISMATCH, 'AMOUNT_MISMATCH');
  }

  /** Claims the slot with a reservation and creates the unpaid appointment, in one transaction. */
  async function reserve(
    callerId: string,
    slot: SlotChoice & { amount?: number; sessionType?: SessionType },
    at: Date,
  ): Promise<string> {
    const modes = await availability.offeredModes(slot.therapistId);
    const sessionType: SessionType =
      slot.sessionType ?? (modes.includes('online') ? 'online' : (modes[0] ?? 'online'));
    if ((await appts.countLiveUnpaidReservations(db, callerId, at)) >= MAX_UNPAID_RESERVATIONS)
      throw conflict(tooManyReservations(), 'TOO_MANY_RESERVATIONS');
    const { therapist, startsAt } = await availability.requireBookable({
      therapistId: slot.therapistId,
      slotDate: slot.slotDate,
      slotTime: slot.slotTime,
      sessionType,
      clientId: callerId,
    });
    const amounts = bookingAmounts(therapist.feeRupees);
    requireAmount(slot.amount, amounts.payableNowPaise);
    const contact = await accountContact(callerId, sessionType);
    const expiresAt = new Date(at.getTime() + RESERVATION_MINUTES * 60_000);
    const reserved = await retryingDeadlocks(() =>
      db.transaction(async (tx) => {
        // Counted again in turn with the client's other claims: concurrent calls cannot all pass.
        await claims.lockClientClaims(tx, callerId);
        if ((await appts.countLiveUnpaidReservations(tx, callerId, at)) >= MAX_UNPAID_RESERVATIONS)
          throw conflict(tooManyReservations(), 'TOO_MANY_RESERVATIONS');
        const hold = await claims.claimSlot(tx, {
          therapistId: therapist.id,
          startsAt,
          clientId: callerId,
          kind: 'reservation',
          expiresAt,
          now: at,
        });
        if (!hold) return null;
        const appt = await appts.insertAppointment(tx, {
          clientId: callerId,
          therapistId: therapist.id,
          startsAt,
          slotDate: slot.slotDate,
          slotTime: slot.slotTime,
          sessionType,
          firstName: contact.clientFirstName,
          lastName: contact.clientLastName,
          email: contact.clientEmail,
          phone: contact.clientPhone,
          message: contact.message,
          payment: 'unpaid',
          reservationExpiresAt: expiresAt,
          therapistFeeRupees: amounts.therapistFee,
          bookingFeePaise: amounts.payableNowPaise,
          refundPolicy: REFUND_POLICY,
        });
        await claims.linkClaim(tx, hold.id, appt.id);
        await recordAudit(tx, {
          actorAccountId: callerId,
          actorKind: 'user',
          action: 'appointment.reserved',
          entity: 'appointment',
          entityId: appt.id,
          data: { slot: startsAt.toISOString(), expiresAt: expiresAt.toISOString() },
        });
        return appt.id;
      }),
    );
    if (!reserved) throw conflict(W.slotGone, 'SLOT_TAKEN');
    return reserved;
  }

  /** Removes a reservation whose order could not be made, so no unpayable appointment is left. */
  async function withdraw(appointmentId: string, callerId: string, reason: string) {
    await db.transaction(async (tx) => {
      if (!(await appts.removeUnpaidReservation(tx, appointmentId))) return;
      await recordAudit(tx, {
        actorAccountId: callerId,
        actorKind: 'user',
        action: 'appointment.reservation_withdrawn',
        entity: 'appointment',
        entityId: appointmentId,
        data: { reason: 'payment order could not be created' },
      });
    });
    log.warn({ reason }, 'payment order could not be created; reservation withdrawn');
  }

  return {
    /**
     * POST create-payment-order: validates the slot, reserves it as an unpaid appointment and opens
     * the order for the booking fee. Asked again while the caller's reservation of the slot is
     * live, it answers that reservation's open order.
     */
    async createPaymentOrder(callerId: string, body: SlotChoice & { amount?: number }) {
      const at = now();
      const date = parseSlotDateKey(body.slotDate);
      const own =
        date && isUuid(body.therapistId)
          ? await appts.findLiveReservation(db, {
              therapistId: body.therapistId,
              startsAt: istInstant(date, body.slotTime),
              clientId: callerId,
              now: at,
            })
          : null;
      if (own) {
        requireAmount(body.amount, own.bookingFeePaise);
        return openOrderOf(own);
      }
      const appointmentId = await reserve(callerId, body, at);
      try {
        const r = await appts.findClientReservation(db, appointmentId, callerId);
        if (!r) throw new Error('the reservation was not found after it was made');
        return await openOrderOf(r);
      } catch (err) {
        await withdraw(appointmentId, callerId, (err as Error).message);
        throw err instanceof AppError ? err : fail('PAYMENT_PROVIDER_UNAVAILABLE');
      }
    },

    /** POST payment-razorpay: the open order of the caller's live, unpaid reservation. */
    async payReservation(callerId: string, appointmentId: string) {
      const r = isUuid(appointmentId)
        ? await appts.findClientReservation(db, appointmentId, callerId)
        : null;
      if (!r) throw fail('APPOINTMENT_NOT_FOUND');
      if (r.payment === 'paid') throw conflict(W.alreadyPaid, 'ALREADY_PAID');
      if (r.cancelled && r.cancelledBy !== 'system') throw conflict(W.reservationCancelled);
      // Refused before any order is made: an expired reservation no longer holds its slot.
      const live =
        !r.cancelled &&
        r.holdId !== null &&
        r.reservationExpiresAt !== null &&
        r.reservationExpiresAt.getTime() > now().getTime();
      if (!live) throw conflict(W.reservationExpired, 'RESERVATION_EXPIRED');
      return openOrderOf(r);
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
