import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BOOKING_FEE_PAISE } from '@app/domain/constants';
import type { SessionType } from '@app/domain/schemas/booking';
import type { TherapistProfile } from '@app/domain/schemas/therapist';
import { checkoutOrderOf, useCheckout } from '#components/checkout/use-checkout';
import { showError } from '#lib/toast';
import { pageT } from '#lib/i18n/messages';
import { APPOINTMENTS_KEY } from '#lib/query-keys';
import { therapistDetailKey } from '#lib/therapist-detail';
import { createPaymentOrder, verifyPaymentAndBook, type SlotBody } from '../api/booking-payments';
import { REVIEW } from '../lib/booking-words';
import { checkoutDescription } from '../lib/slot-text';
import { paths } from '#config/paths';

export type ReviewSlot = SlotBody & { sessionType: SessionType };

const keyOf = (s: ReviewSlot) => `${s.therapistId} ${s.slotDate} ${s.slotTime} ${s.sessionType}`;

/**
 * Pay and Book on the review page: the checkout flow over create-payment-order (which reserves the
 * slot as an unpaid appointment, or answers the caller's live reservation again) and
 * verify-payment-and-book.
 */
export function useReviewPayment(therapist: TherapistProfile) {
  const checkout = useCheckout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const [slotLost, setSlotLost] = useState<string | null>(null);
  const refreshSlots = () =>
    queryClient.invalidateQueries({ queryKey: therapistDetailKey(therapist.slug) });

  async function pay(slot: ReviewSlot | null) {
    const t = pageT();
    if (!slot) {
      showError(t(REVIEW.missingAppointment), { id: 'review' });
      return;
    }
    const key = keyOf(slot);
    const result = await checkout.pay({
      key,
      createOrder: async () =>
        checkoutOrderOf(await createPaymentOrder({ ...slot, amount: BOOKING_FEE_PAISE }), {
          description: checkoutDescription(t, therapist.name, slot.slotDate, slot.slotTime),
        }),
      verify: (paid) =>
        verifyPaymentAndBook({
          ...paid,
          therapistId: slot.therapistId,
          slotDate: slot.slotDate,
          slotTime: slot.slotTime,
          amount: BOOKING_FEE_PAISE,
        }),
      orderFailedText: t(REVIEW.initiateFailed),
      paidText: t(REVIEW.booked),
      toastId: 'review',
    });
    if (result.kind === 'dismissed') setDismissedKey(key);
    if (result.kind === 'order-failed' && result.slotTaken) {
      setSlotLost(result.text);
      void refreshSlots();
    } else if (result.kind === 'paid') {
      await queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
      void refreshSlots();
      await navigate(paths.myAppointments());
    }
  }

  return {
    pay,
    busy: checkout.busy,
    /** The server's words when it refused the slot (someone else has it), else null. */
    slotLost,
    /** After a dismissal: the reservation kept for this slot, with its countdown. */
    keptFor: (slot: ReviewSlot) => {
      const key = keyOf(slot);
      return dismissedKey === key ? checkout.holdFor(key) : null;
    },
  };
}
