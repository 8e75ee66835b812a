import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@app/domain/messages';
import type { CreateBookingOrderInput, SessionType } from '@app/domain/schemas/booking';
import type { TherapistDetail } from '@app/domain/schemas/therapist';
import { useCheckout, type CheckoutPaid } from '../../../components/checkout';
import { isApiError } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/query-keys';
import { showError, showInfo, showSuccess } from '../../../lib/toast';
import { createBookingOrder, verifyBookingPayment } from '../api/booking-payments';
import { therapistDetailKey } from '../../../lib/therapist-detail';
import type { BookingDetails } from '../lib/details-form';
import { checkoutDescription } from '../lib/slot-text';

export type BookingSlot = { slotDate: string; slotTime: string; sessionType: SessionType };
export type Hold = { slotKey: string; expiresAt: string };

const B = MESSAGES.booking;
export const slotKeyOf = (s: BookingSlot) => `${s.slotDate} ${s.slotTime} ${s.sessionType}`;

/** The server's words when the slot is taken, else the spec's fallback. */
export const slotTakenText = (error: unknown) =>
  (isApiError(error) && error.serverMessage) || B.slotTaken;

/**
 * Pay Now: create (or, within a live hold, reuse) the order, open the checkout, verify the
 * answer and book. `onSlotTaken` runs when the server says someone else has the slot.
 */
export function useBookingPayment(therapist: TherapistDetail, onSlotTaken: () => void) {
  const checkout = useCheckout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [hold, setHold] = useState<Hold | null>(null);
  // A checkout answer whose verification did not go through: the money may be taken, so the next
  // press verifies it again instead of opening a new payment for the same slot.
  const unverified = useRef<{ slotKey: string; response: CheckoutPaid } | null>(null);

  const refreshSlots = () =>
    queryClient.invalidateQueries({ queryKey: therapistDetailKey(therapist.slug) });

  async function run(slot: BookingSlot, details: BookingDetails) {
    const booking = { docId: therapist._id, ...slot, ...details };
    const pending = unverified.current;
    if (pending && pending.slotKey === slotKeyOf(slot)) {
      await verifyAndFinish(pending.response, booking, slot);
      return;
    }
    let order: Awaited<ReturnType<typeof createBookingOrder>>;
    try {
      order = await createBookingOrder(booking);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        showError(slotTakenText(error), { id: 'booking-slot-taken' });
        await refreshSlots();
        onSlotTaken();
      } else if (isApiError(error) && error.status === 401) {
        showError(error.message, { id: 'booking-order' });
      } else {
        showError(B.orderFailed, { id: 'booking-order' });
      }
      return;
    }
    if (order.holdExpiresAt) setHold({ slotKey: slotKeyOf(slot), expiresAt: order.holdExpiresAt });

    const outcome = await checkout({
      provider: order.provider ?? 'razorpay',
      keyId: order.razorpayKeyId ?? '',
      order: order.order,
      description: checkoutDescription(therapist.name, slot.slotDate, slot.slotTime),
      prefill: {
        name: `${details.userFirstName} ${details.userLastName}`.trim(),
        email: details.userEmail,
        contact: details.userPhone,
      },
    });
    if (outcome.kind === 'dismissed') {
      showInfo(B.paymentCancelled, { id: 'booking-cancelled' });
      return;
    }
    if (outcome.kind === 'unavailable') {
      showError(outcome.message, { id: 'booking-gateway' });
      return;
    }

    await verifyAndFinish(outcome.response, booking, slot);
  }

  async function verifyAndFinish(
    response: CheckoutPaid,
    booking: CreateBookingOrderInput,
    slot: BookingSlot,
  ) {
    try {
      await verifyBookingPayment({ ...response, ...booking });
    } catch (error) {
      // 409: the slot was lost after paying (refunded in full) or the payment is still pending.
      const text =
        isApiError(error) && error.status === 409 && error.serverMessage
          ? error.serverMessage
          : B.verificationFailed;
      showError(text, { id: 'booking-verify' });
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      unverified.current = refused ? null : { slotKey: slotKeyOf(slot), response };
      return;
    }
    unverified.current = null;
    showSuccess(B.paymentSuccess, { id: 'booking-paid' });
    setHold(null);
    await queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
    void refreshSlots();
    await navigate('/my-appointments');
  }

  async function pay(slot: BookingSlot, details: BookingDetails) {
    // A ref, not state: a double click in the same frame must not open two orders.
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await run(slot, details);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { pay, busy, hold };
}
