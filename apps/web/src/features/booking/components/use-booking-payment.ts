import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SessionType } from '@app/domain/schemas/booking';
import type { TherapistProfile } from '@app/domain/schemas/therapist';
import { checkoutOrderOf, useCheckout } from '#components/checkout/use-checkout';
import { pageT } from '#lib/i18n/messages';
import { APPOINTMENTS_KEY } from '#lib/query-keys';
import { therapistDetailKey } from '#lib/therapist-detail';
import { createBookingOrder, verifyBookingPayment } from '../api/booking-payments';
import { SLOT_HOLD_KEY } from '../api/get-slot-hold';
import { SERIES_PREVIEW_KEY } from '../api/series-preview';
import { BOOKING } from '../lib/booking-words';
import type { BookingDetails } from '../lib/details-form';
import { checkoutDescription } from '../lib/slot-text';
import { paths } from '#config/paths';

export type BookingSlot = { slotDate: string; slotTime: string; sessionType: SessionType };

/** One checkout per slot and number of weeks: a series' order is not the single session's. */
export const slotKeyOf = (s: BookingSlot, weeks = 1) =>
  `${s.slotDate} ${s.slotTime} ${s.sessionType}${weeks >= 2 ? ` ×${weeks}` : ''}`;

/**
 * Pay Now on /booking/{slug}: the checkout flow over create-booking-order (which holds the slot for
 * 10 minutes, or answers the same order within the caller's live hold) and verify-booking-payment.
 * `onSlotTaken` runs when the server says someone else has the slot.
 */
export function useBookingPayment(therapist: TherapistProfile, onSlotTaken: () => void) {
  const checkout = useCheckout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const refreshSlots = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: therapistDetailKey(therapist.slug) }),
      queryClient.invalidateQueries({ queryKey: SLOT_HOLD_KEY }),
    ]);

  /** `weeks` ≥ 2 books every free week of a standing series in one order (the first slot's). */
  async function pay(slot: BookingSlot, details: BookingDetails, weeks = 1) {
    const t = pageT();
    const booking = { therapistId: therapist.id, ...slot, ...details };
    const result = await checkout.pay({
      key: slotKeyOf(slot, weeks),
      createOrder: async () =>
        checkoutOrderOf(await createBookingOrder(weeks >= 2 ? { ...booking, weeks } : booking), {
          description: checkoutDescription(t, therapist.name, slot.slotDate, slot.slotTime),
          prefill: {
            name: `${details.clientFirstName} ${details.clientLastName}`.trim(),
            email: details.clientEmail,
            contact: details.clientPhone,
          },
        }),
      verify: (paid) => verifyBookingPayment({ ...paid, ...booking }),
      orderFailedText: t(BOOKING.orderFailed),
      paidText: t(BOOKING.paymentSuccess),
      toastId: 'booking',
    });
    // A new order may have moved the client's one live hold here from another slot.
    if (result.kind !== 'busy') void queryClient.invalidateQueries({ queryKey: SLOT_HOLD_KEY });
    if (result.kind === 'order-failed' && result.slotTaken) {
      await Promise.all([
        refreshSlots(),
        queryClient.invalidateQueries({ queryKey: SERIES_PREVIEW_KEY }),
      ]);
      onSlotTaken();
    } else if (result.kind === 'paid') {
      await queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
      void refreshSlots();
      queryClient.removeQueries({ queryKey: SERIES_PREVIEW_KEY });
      // My Appointments offers to verify the booking's phone (never before the payment).
      await navigate(paths.myAppointments(), { state: { bookedPhone: details.clientPhone } });
    }
  }

  return { pay, busy: checkout.busy, holdFor: checkout.holdFor };
}
