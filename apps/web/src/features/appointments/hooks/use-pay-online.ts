import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BOOKING_FEE_RUPEES } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { formatRupees } from '@app/domain/pricing';
import { useCheckout } from '../../../components/checkout';
import { isApiError } from '../../../lib/api-client';
import { showError, showInfo, showSuccess } from '../../../lib/toast';
import { createAppointmentPayment, verifyAppointmentPayment } from '../api/pay-appointment';
import { APPOINTMENTS_KEY } from '../api/get-appointments';
import type { AppointmentView } from '../lib/appointment-view';
import { actionErrorText } from '../lib/error-text';

const A = MESSAGES.appointments;

/**
 * Pay Online for an unpaid reservation: a payment order from the server, the shared checkout, then
 * verification. The list is reloaded in every case, so the card shows what the server knows.
 */
export function usePayOnline() {
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  const [payingId, setPayingId] = useState<string | null>(null);

  async function pay(view: AppointmentView) {
    const { item } = view;
    let order;
    try {
      order = await createAppointmentPayment(item._id);
    } catch (error) {
      // A refused order (reservation expired, already paid) explains itself.
      showError(actionErrorText(error, A.paymentProcessFailed), { id: 'pay-online' });
      return;
    }

    const outcome = await checkout({
      provider: order.provider ?? 'razorpay',
      keyId: order.razorpayKeyId ?? '',
      order: order.order,
      description: `${formatRupees(BOOKING_FEE_RUPEES)} booking fee · Session with ${item.docData.name}, ${view.dateText}, ${view.timeText}`,
    });
    if (outcome.kind === 'dismissed') {
      showInfo(MESSAGES.booking.paymentCancelled, { id: 'pay-online' });
      return;
    }
    if (outcome.kind === 'unavailable') {
      showError(outcome.message, { id: 'pay-online' });
      return;
    }

    try {
      await verifyAppointmentPayment(item._id, outcome.response);
      showSuccess(MESSAGES.booking.paymentSuccess, { id: 'pay-online' });
    } catch (error) {
      // The money may have been taken: unless the server refused the payment, say so plainly.
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      showError(
        refused ? actionErrorText(error, A.paymentFailed) : MESSAGES.booking.verificationFailed,
        {
          id: 'pay-online',
        },
      );
    }
  }

  async function start(view: AppointmentView) {
    if (payingId !== null) return;
    setPayingId(view.item._id);
    try {
      await pay(view);
    } finally {
      setPayingId(null);
      await queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
    }
  }

  return { start, payingId };
}
