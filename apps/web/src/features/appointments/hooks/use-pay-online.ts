import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@app/domain/messages';
import { formatRupees } from '@app/domain/pricing';
import { checkoutOrderOf, useCheckout } from '#components/checkout/use-checkout';
import { createAppointmentPayment, verifyAppointmentPayment } from '../api/pay-appointment';
import { APPOINTMENTS_KEY } from '../api/get-appointments';
import type { AppointmentView } from '../lib/appointment-view';

/**
 * Pay Online for an unpaid reservation: the checkout flow over payment-razorpay (the open order of
 * the live reservation) and verifyRazorpay. The list is reloaded in every case, so the card shows
 * what the server knows.
 */
export function usePayOnline() {
  const checkout = useCheckout();
  const queryClient = useQueryClient();

  async function start(view: AppointmentView) {
    const { item } = view;
    if (checkout.busy) return;
    try {
      await checkout.pay({
        key: item.id,
        createOrder: async () =>
          checkoutOrderOf(await createAppointmentPayment(item.id), {
            description: `${formatRupees(item.bookingFee)} booking fee · Session with ${item.docData.name}, ${view.dateText}, ${view.timeText}`,
          }),
        verify: (paid) => verifyAppointmentPayment(item.id, paid),
        orderFailedText: MESSAGES.appointments.paymentProcessFailed,
        paidText: MESSAGES.booking.paymentSuccess,
        toastId: 'pay-online',
      });
    } finally {
      await queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
    }
  }

  return { start, payingId: checkout.busyKey };
}
