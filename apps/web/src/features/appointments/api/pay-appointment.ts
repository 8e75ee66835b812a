import {
  paymentRazorpayResponse,
  type PaymentRazorpayResponse,
  type RazorpayPaymentResult,
} from '@app/domain/schemas/booking';
import { apiPost } from '#lib/api-client';
import { okAnswer, type OkAnswer } from './ok-answer';

/** POST /api/user/payment-razorpay: a payment order for an unpaid reservation's booking fee. */
export function createAppointmentPayment(appointmentId: string): Promise<PaymentRazorpayResponse> {
  return apiPost('/api/user/payment-razorpay', { appointmentId }, paymentRazorpayResponse);
}

/** POST /api/user/verifyRazorpay: checks the checkout's signature and marks the booking paid. */
export function verifyAppointmentPayment(
  appointmentId: string,
  result: RazorpayPaymentResult,
): Promise<OkAnswer> {
  return apiPost('/api/user/verifyRazorpay', { ...result, appointmentId }, okAnswer);
}
