import { useQueryClient } from '@tanstack/react-query';
import { pageT } from '#lib/i18n/messages';
import { formatRupees } from '@app/domain/pricing';
import { checkoutOrderOf, useCheckout } from '#components/checkout/use-checkout';
import { createAppointmentPayment, verifyAppointmentPayment } from '../api/pay-appointment';
import { APPOINTMENTS_KEY } from '../api/get-appointments';
import type { AppointmentView } from '../lib/appointment-view';
import { APPOINTMENTS as W } from '../lib/appointments-words';

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
    const t = pageT();
    try {
      await checkout.pay({
        key: item.id,
        createOrder: async () =>
          checkoutOrderOf(await createAppointmentPayment(item.id), {
            description: t(W.payDescription, {
              fee: formatRupees(item.bookingFee),
              name: item.docData.name,
              date: view.dateText,
              time: view.timeText,
            }),
          }),
        verify: (paid) => verifyAppointmentPayment(item.id, paid),
        orderFailedText: t(W.paymentProcessFailed),
        paidText: t(W.paymentSuccess),
        toastId: 'pay-online',
      });
    } finally {
      await queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
    }
  }

  return { start, payingId: checkout.busyKey };
}
