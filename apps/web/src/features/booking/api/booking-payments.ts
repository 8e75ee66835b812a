import {
  bookingResultResponse,
  createBookingOrderResponse,
  createPaymentOrderResponse,
  toWireBookingDetails,
  toWireSlot,
  type BookingContact,
  type RazorpayPaymentResult,
  type SessionType,
} from '@app/domain/schemas/booking';
import { okResponse } from '@app/domain/schemas/common';
import { apiPost } from '#lib/api-client';

/** The booking form's call, in inside names: the slot, the session type and the client's contact. */
export type BookingDetailsBody = SlotBody & { sessionType: SessionType } & BookingContact;

/** POST /api/user/create-booking-order: holds the slot for 10 minutes and opens the order. */
export function createBookingOrder(body: BookingDetailsBody) {
  return apiPost(
    '/api/user/create-booking-order',
    toWireBookingDetails(body),
    createBookingOrderResponse,
  );
}

/** POST /api/user/verify-booking-payment: the checkout's answer plus the booking fields. */
export function verifyBookingPayment(body: RazorpayPaymentResult & BookingDetailsBody) {
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
export function createPaymentOrder(
  body: SlotBody & { sessionType: 'online' | 'in-person'; amount: number },
) {
  return apiPost('/api/user/create-payment-order', toWireSlot(body), createPaymentOrderResponse);
}

/** POST /api/user/verify-payment-and-book (review page). */
export function verifyPaymentAndBook(body: RazorpayPaymentResult & SlotBody & { amount: number }) {
  return apiPost('/api/user/verify-payment-and-book', toWireSlot(body), bookingResultResponse);
}

/** POST /api/user/verifyStripe (payment return page). */
export function verifyPaymentReturn(body: { success: string; appointmentId: string }) {
  return apiPost('/api/user/verifyStripe', body, okResponse);
}
