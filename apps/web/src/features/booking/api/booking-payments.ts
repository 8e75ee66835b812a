import type {
  BookingContact,
  RazorpayPaymentResult,
  SessionType,
} from '@app/domain/schemas/booking';
import { apiPost } from '#lib/api-client';

const schemas = () => import('./booking-schemas');

/** The booking form's call, in inside names: the slot, the session type and the client's contact. */
export type BookingDetailsBody = SlotBody & { sessionType: SessionType } & BookingContact;

/**
 * POST /api/user/create-booking-order: holds the slot for 10 minutes and opens the order; with
 * `weeks` (2–12) it holds every free week of a standing series and orders their total.
 */
export async function createBookingOrder(body: BookingDetailsBody & { weeks?: number }) {
  const { createBookingOrderResponse, toWireBookingDetails } = await schemas();
  return apiPost(
    '/api/user/create-booking-order',
    toWireBookingDetails(body),
    createBookingOrderResponse,
  );
}

/** POST /api/user/verify-booking-payment: the checkout's answer plus the booking fields. */
export async function verifyBookingPayment(body: RazorpayPaymentResult & BookingDetailsBody) {
  const { bookingResultResponse, toWireBookingDetails } = await schemas();
  return apiPost(
    '/api/user/verify-booking-payment',
    toWireBookingDetails(body),
    bookingResultResponse,
  );
}

export type SlotBody = { therapistId: string; slotDate: string; slotTime: string };

/**
 * POST /api/user/create-payment-order (review page): the slot, the session type chosen on the
 * profile and the booking fee in paise.
 */
export async function createPaymentOrder(
  body: SlotBody & { sessionType: 'online' | 'in-person'; amount: number },
) {
  const { createPaymentOrderResponse, toWireSlot } = await schemas();
  return apiPost('/api/user/create-payment-order', toWireSlot(body), createPaymentOrderResponse);
}

/** POST /api/user/verify-payment-and-book (review page). */
export async function verifyPaymentAndBook(
  body: RazorpayPaymentResult & SlotBody & { amount: number },
) {
  const { bookingResultResponse, toWireSlot } = await schemas();
  return apiPost('/api/user/verify-payment-and-book', toWireSlot(body), bookingResultResponse);
}

/** POST /api/user/verifyStripe (payment return page). */
export async function verifyPaymentReturn(body: { success: string; appointmentId: string }) {
  const { okResponse } = await schemas();
  return apiPost('/api/user/verifyStripe', body, okResponse);
}
