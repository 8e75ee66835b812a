import {
  bookingResultResponse,
  createBookingOrderResponse,
  createPaymentOrderResponse,
  type CreateBookingOrderInput,
  type RazorpayPaymentResult,
} from '@app/domain/schemas/booking';
import { okResponse } from '@app/domain/schemas/common';
import { apiPost } from '#lib/api-client';

/** POST /api/user/create-booking-order: holds the slot for 10 minutes and opens the order. */
export function createBookingOrder(body: CreateBookingOrderInput) {
  return apiPost('/api/user/create-booking-order', body, createBookingOrderResponse);
}

/** POST /api/user/verify-booking-payment: the checkout's answer plus the booking fields. */
export function verifyBookingPayment(body: RazorpayPaymentResult & CreateBookingOrderInput) {
  return apiPost('/api/user/verify-booking-payment', body, bookingResultResponse);
}

export type SlotBody = { docId: string; slotDate: string; slotTime: string };

/**
 * POST /api/user/create-payment-order (review page): the slot, the session type chosen on the
 * profile and the booking fee in paise.
 */
export function createPaymentOrder(
  body: SlotBody & { sessionType: 'online' | 'in-person'; amount: number },
) {
  return apiPost('/api/user/create-payment-order', body, createPaymentOrderResponse);
}

/** POST /api/user/verify-payment-and-book (review page). */
export function verifyPaymentAndBook(body: RazorpayPaymentResult & SlotBody & { amount: number }) {
  return apiPost('/api/user/verify-payment-and-book', body, bookingResultResponse);
}

/** POST /api/user/verifyStripe (payment return page). */
export function verifyPaymentReturn(body: { success: string; appointmentId: string }) {
  return apiPost('/api/user/verifyStripe', body, okResponse);
}
