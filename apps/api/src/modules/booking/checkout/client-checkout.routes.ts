import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translatorFor } from '@app/domain/i18n/catalogues';
import type { MessageDescriptor } from '@app/domain/i18n/define';
import type { Language } from '@app/domain/i18n/languages';
import {
  checkSlotAvailabilityBody,
  slotHoldResponse,
  bookingResultResponse,
  createBookingOrderBody,
  createBookingOrderResponse,
  createPaymentOrderBody,
  createPaymentOrderResponse,
  checkoutProvider,
  paymentOrder,
  paymentRazorpayBody,
  paymentRazorpayResponse,
  verifyBookingPaymentBody,
  verifyPaymentAndBookBody,
  verifyRazorpayBody,
  verifyStripeBody,
  fromWireBookingDetails,
  fromWireSlot,
} from '@app/domain/schemas/booking';
import { failureResponse, okResponse } from '@app/domain/schemas/common';
import { seriesPreviewBody, seriesPreviewResponse } from '@app/domain/schemas/series';
import { accountLimited } from '../../../plugins/rate-limit';
import { BUDGETS } from '../../../plugins/rate-limit-budgets';
import type { AvailabilityService } from './availability.service';
import type { CheckoutService } from './checkout.service';
import type { Webhooks } from '../payments/webhooks.service';
import { failureAnswers, signedIn } from '../../../plugins/route-schema';

const failures = failureAnswers(400, 401, 404, 409, 502);
const holdFields = {
  razorpayKeyId: z.string(),
  holdExpiresAt: z.string(),
  provider: checkoutProvider,
};
const paymentCalls = accountLimited(BUDGETS.payments);

/** A verify call's answer with its words in the caller's language (the rest as it is). */
const worded = <A extends { message: MessageDescriptor }>(language: Language, answer: A) => ({
  ...answer,
  message: translatorFor(language)(answer.message),
});

const simulatedCheckoutBody = z.object({
  orderId: z.string().trim().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
const simulatedCheckoutResponse = z.discriminatedUnion('outcome', [
  z.object({
    success: z.literal(true),
    outcome: z.literal('success'),
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    success: z.literal(true),
    outcome: z.literal('failure'),
    error: z.object({
      code: z.string(),
      description: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);

/** The client's checkout: slot checks, holds, orders, the checkout's answer and its verification. */
export const clientCheckoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  availability: AvailabilityService;
  webhooks: Webhooks;
  simulated: boolean;
}> = async (app, { checkout: bookings, availability, webhooks, simulated }) => {
  app.post(
    '/api/user/check-slot-availability',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Whether a slot of a therapist can be booked now',
        body: checkSlotAvailabilityBody,
        response: {
          200: okResponse,
          400: failureResponse,
          404: failureResponse,
          409: failureResponse,
        },
      },
    },
    async (request) =>
      worded(
        request.language,
        await availability.checkSlot({
          ...fromWireSlot(request.body),
          clientId: request.caller?.accountId,
        }),
      ),
  );

  app.get(
    '/api/user/slot-hold/:therapistId',
    {
      schema: {
        tags: ['bookings'],
        summary: "The caller's own live payment hold on a slot of this therapist, if any",
        ...signedIn,
        params: z.object({ therapistId: z.string().min(1).max(64) }),
        response: { 200: slotHoldResponse, 401: failureResponse },
      },
    },
    async (request) => ({
      success: true as const,
      hold: await bookings.ownHold(
        app.requireCaller(request).accountId,
        request.params.therapistId,
      ),
    }),
  );

  app.post(
    '/api/user/series-preview',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The weeks of a standing weekly series from a slot: free or not, and the total',
        ...signedIn,
        body: seriesPreviewBody,
        response: { 200: seriesPreviewResponse, ...failureAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { docId, ...rest } = request.body;
      return bookings.seriesPreview(app.requireCaller(request).accountId, {
        ...rest,
        therapistId: docId,
      });
    },
  );

  app.post(
    '/api/user/create-booking-order',
    {
      config: paymentCalls,
      schema: {
        tags: ['bookings'],
        summary: 'Holds the slot for 10 minutes and opens a payment order for the booking fee',
        ...signedIn,
        body: createBookingOrderBody,
        response: { 200: createBookingOrderResponse.extend(holdFields), ...failures },
      },
    },
    async (request) =>
      bookings.createBookingOrder(
        app.requireCaller(request).accountId,
        fromWireBookingDetails(request.body),
      ),
  );

  app.post(
    '/api/user/verify-booking-payment',
    {
      config: paymentCalls,
      schema: {
        tags: ['bookings'],
        summary: 'Verifies the checkout answer and books the appointment (idempotent)',
        ...signedIn,
        body: verifyBookingPaymentBody,
        response: { 200: bookingResultResponse, ...failures },
      },
    },
    async (request) =>
      worded(
        request.language,
        await bookings.verifyBookingPayment(
          app.requireCaller(request).accountId,
          fromWireBookingDetails(request.body),
        ),
      ),
  );

  app.post(
    '/api/user/create-payment-order',
    {
      config: paymentCalls,
      schema: {
        tags: ['bookings'],
        summary:
          'Older flow: reserves the slot as an unpaid appointment for 15 minutes and opens its payment order (amount from the server)',
        ...signedIn,
        body: createPaymentOrderBody,
        response: {
          200: createPaymentOrderResponse.extend({
            ...holdFields,
            appointmentId: z.string(),
            order: paymentOrder.extend({ receipt: z.string() }),
          }),
          ...failures,
        },
      },
    },
    async (request) =>
      bookings.createPaymentOrder(app.requireCaller(request).accountId, fromWireSlot(request.body)),
  );

  app.post(
    '/api/user/verify-payment-and-book',
    {
      config: paymentCalls,
      schema: {
        tags: ['bookings'],
        summary:
          'Older flow: verifies the checkout answer and books (or pays the reservation of) the appointment (idempotent)',
        ...signedIn,
        body: verifyPaymentAndBookBody,
        response: { 200: bookingResultResponse, ...failures },
      },
    },
    async (request) =>
      worded(
        request.language,
        await bookings.verifyPaymentAndBook(
          app.requireCaller(request).accountId,
          fromWireSlot(request.body),
        ),
      ),
  );

  app.post(
    '/api/user/payment-razorpay',
    {
      config: paymentCalls,
      schema: {
        tags: ['bookings'],
        summary: "Opens (or reuses) the payment order of the caller's live, unpaid reservation",
        ...signedIn,
        body: paymentRazorpayBody,
        response: { 200: paymentRazorpayResponse.extend(holdFields), ...failures },
      },
    },
    async (request) => bookings.paymentRazorpay(app.requireCaller(request).accountId, request.body),
  );

  app.post(
    '/api/user/verifyRazorpay',
    {
      config: paymentCalls,
      schema: {
        tags: ['bookings'],
        summary: 'Verifies the checkout answer and pays the appointment (idempotent)',
        ...signedIn,
        body: verifyRazorpayBody,
        response: { 200: bookingResultResponse, ...failures },
      },
    },
    async (request) =>
      worded(
        request.language,
        await bookings.verifyRazorpay(app.requireCaller(request).accountId, request.body),
      ),
  );

  app.post(
    '/api/user/verifyStripe',
    {
      config: paymentCalls,
      schema: {
        tags: ['bookings'],
        summary: 'Payment return page: whether the appointment is paid',
        ...signedIn,
        body: verifyStripeBody,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) =>
      worded(
        request.language,
        await bookings.verifyPendingPayment(app.requireCaller(request).accountId, request.body),
      ),
  );

  if (!simulated) return;

  app.post(
    '/api/payments/simulated/checkout',
    {
      schema: {
        tags: ['payments'],
        summary: 'Simulated gateway checkout: pays or fails an order and sends the webhook',
        ...signedIn,
        body: simulatedCheckoutBody,
        response: { 200: simulatedCheckoutResponse, 401: failureResponse, 404: failureResponse },
      },
    },
    async (request) =>
      webhooks.simulateCheckout(
        app.requireCaller(request).accountId,
        request.body.orderId,
        request.body.outcome,
      ),
  );
};
