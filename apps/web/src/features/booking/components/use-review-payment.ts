import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BOOKING_FEE_PAISE } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import type { TherapistDetail } from '@app/domain/schemas/therapist';
import { useCheckout, type CheckoutPaid, type CheckoutRequest } from '../../../components/checkout';
import { isApiError } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/query-keys';
import { showError, showInfo, showSuccess } from '../../../lib/toast';
import { createPaymentOrder, verifyPaymentAndBook, type SlotBody } from '../api/booking-payments';
import { therapistDetailKey } from '../../../lib/therapist-detail';
import { checkoutDescription } from '../lib/slot-text';
import { slotTakenText } from './use-booking-payment';

const B = MESSAGES.booking;

/** An order opened from this page, reused while its reservation lasts. */
type OpenOrder = {
  slotKey: string;
  checkout: CheckoutRequest;
  /** The unpaid reservation, when the server made one. */
  appointmentId: string | null;
  expiresAt: string | null;
};

const keyOf = (s: SlotBody) => `${s.docId} ${s.slotDate} ${s.slotTime}`;
const live = (o: OpenOrder) => o.expiresAt !== null && Date.parse(o.expiresAt) > Date.now();

/**
 * Pay and Book on the review page: open the order for the booking fee (reserving the slot),
 * open the checkout, verify the answer and book.
 */
export function useReviewPayment(therapist: TherapistDetail) {
  const checkout = useCheckout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<OpenOrder | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [slotLost, setSlotLost] = useState(false);
  // A paid checkout answer whose verification did not go through: verified again, never paid again.
  const unverified = useRef<{ slotKey: string; response: CheckoutPaid } | null>(null);

  async function openOrder(slot: SlotBody): Promise<OpenOrder | null> {
    if (open && open.slotKey === keyOf(slot) && live(open)) return open;
    try {
      const answer = await createPaymentOrder({ ...slot, amount: BOOKING_FEE_PAISE });
      const next: OpenOrder = {
        slotKey: keyOf(slot),
        checkout: {
          provider: answer.provider ?? 'razorpay',
          keyId: answer.razorpayKeyId,
          order: answer.order,
          description: checkoutDescription(therapist.name, slot.slotDate, slot.slotTime),
        },
        appointmentId: answer.appointmentId ?? null,
        expiresAt: answer.holdExpiresAt ?? null,
      };
      setOpen(next);
      return next;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setSlotLost(true);
        showError(slotTakenText(error), { id: 'review-slot-taken' });
        void queryClient.invalidateQueries({ queryKey: therapistDetailKey(therapist.slug) });
      } else {
        showError(B.initiateFailed, { id: 'review-order' });
      }
      return null;
    }
  }

  async function run(slot: SlotBody) {
    const pending = unverified.current;
    if (pending && pending.slotKey === keyOf(slot)) {
      await verifyAndFinish(pending.response, slot);
      return;
    }
    const order = await openOrder(slot);
    if (!order) return;
    const outcome = await checkout(order.checkout);
    if (outcome.kind === 'dismissed') {
      setDismissed(true);
      showInfo(B.paymentCancelled, { id: 'review-cancelled' });
      return;
    }
    if (outcome.kind === 'unavailable') {
      showError(outcome.message, { id: 'review-gateway' });
      return;
    }
    await verifyAndFinish(outcome.response, slot);
  }

  async function verifyAndFinish(response: CheckoutPaid, slot: SlotBody) {
    try {
      await verifyPaymentAndBook({ ...response, ...slot, amount: BOOKING_FEE_PAISE });
    } catch (error) {
      const text =
        isApiError(error) && error.status === 409 && error.serverMessage
          ? error.serverMessage
          : B.verificationFailed;
      showError(text, { id: 'review-verify' });
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      unverified.current = refused ? null : { slotKey: keyOf(slot), response };
      return;
    }
    unverified.current = null;
    showSuccess(B.booked, { id: 'review-paid' });
    await queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
    void queryClient.invalidateQueries({ queryKey: therapistDetailKey(therapist.slug) });
    await navigate('/my-appointments');
  }

  async function pay(slot: SlotBody | null) {
    if (!slot) {
      showError(B.missingAppointment, { id: 'review-missing' });
      return;
    }
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await run(slot);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return {
    pay,
    busy,
    /** The server said someone else has the slot. */
    slotLost,
    /** After a dismissal: the reservation (or hold) kept for this slot, if any. */
    kept:
      dismissed && open ? { appointmentId: open.appointmentId, expiresAt: open.expiresAt } : null,
  };
}
