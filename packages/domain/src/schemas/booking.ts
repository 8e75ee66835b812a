import { z } from 'zod';
import { MESSAGES } from '../messages';
import { validateBookingPhone } from '../validation';
import { idParam, text } from './common';
import { emailField, personName, validSlotDate } from './fields';
import { slotTime } from './therapist';
import { SERIES_MAX_WEEKS } from '../series';

const B = MESSAGES.booking;

/** Stored session type. Accepts the UI's mode labels too ('In-Person', 'Online'). */
export const sessionType = text()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['online', 'in-person']));
export type SessionType = z.output<typeof sessionType>;

const slot = {
  docId: idParam,
  slotDate: validSlotDate,
  slotTime,
};

/** POST /api/user/check-slot-availability */
export const checkSlotAvailabilityBody = z.object(slot);
export type CheckSlotAvailabilityBody = z.infer<typeof checkSlotAvailabilityBody>;

/** Amounts are computed on the server; a client amount (paise) is only checked for a match. */
const clientAmount = z.coerce.number().int().nonnegative().optional();

/** Which checkout the browser opens: Razorpay's checkout.js, or the app's simulated one. */
export const checkoutProvider = z.enum(['razorpay', 'simulated']);
export type CheckoutProvider = z.infer<typeof checkoutProvider>;

export const paymentOrder = z.object({
  id: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  receipt: z.string().optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

/** POST /api/user/create-payment-order */
/** sessionType is optional (the older page did not send it); when sent, it is the one booked. */
export const createPaymentOrderBody = z.object({
  ...slot,
  amount: clientAmount,
  sessionType: sessionType.optional(),
});
export type CreatePaymentOrderBody = z.infer<typeof createPaymentOrderBody>;

export const createPaymentOrderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  razorpayKeyId: z.string(),
  provider: checkoutProvider.optional(),
  holdExpiresAt: z.string().optional(),
  /** The unpaid reservation the order pays. */
  appointmentId: z.string().optional(),
  order: paymentOrder,
});
export type CreatePaymentOrderResponse = z.infer<typeof createPaymentOrderResponse>;

/** The fields the payment provider's checkout hands back on success. */
export const razorpayPaymentFields = {
  razorpay_order_id: text().trim().min(1).max(100),
  razorpay_payment_id: text().trim().min(1).max(100),
  razorpay_signature: text().trim().min(1).max(256),
};
export const razorpayPaymentResult = z.object(razorpayPaymentFields);
export type RazorpayPaymentResult = z.infer<typeof razorpayPaymentResult>;

/** POST /api/user/verify-payment-and-book */
export const verifyPaymentAndBookBody = z.object({
  ...razorpayPaymentFields,
  ...slot,
  amount: clientAmount,
});
export type VerifyPaymentAndBookBody = z.infer<typeof verifyPaymentAndBookBody>;

/** The client's contact on the booking form, as the code inside names it (one rule, two sides). */
export const bookingContact = z.object({
  clientFirstName: personName(B.requiredFields),
  clientLastName: personName(B.requiredFields),
  clientEmail: emailField(B.requiredFields),
  clientPhone: text({ error: B.phoneRequired })
    .max(20, B.phoneInvalid)
    .superRefine((p, ctx) => {
      const problem = validateBookingPhone(p);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  message: text().trim().max(1000, B.messageMax).default(''),
});
export type BookingContact = z.output<typeof bookingContact>;

const contact = bookingContact.shape;
const bookingDetails = {
  ...slot,
  sessionType,
  userFirstName: contact.clientFirstName,
  userLastName: contact.clientLastName,
  userEmail: contact.clientEmail,
  userPhone: contact.clientPhone,
  message: contact.message,
};

/** POST /api/user/create-booking-order; `weeks` ≥ 2 books a standing weekly series (decision 0066). */
export const createBookingOrderBody = z.object({
  ...bookingDetails,
  weeks: z.coerce.number().int().min(1).max(SERIES_MAX_WEEKS).optional(),
});
export type CreateBookingOrderBody = z.infer<typeof createBookingOrderBody>;
export type CreateBookingOrderInput = z.input<typeof createBookingOrderBody>;

export const createBookingOrderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  order: paymentOrder.extend({ receipt: z.string() }),
  razorpayKeyId: z.string().optional(),
  provider: checkoutProvider.optional(),
  /** ISO instant the slot hold ends. */
  holdExpiresAt: z.string().optional(),
  /** A series' order: its id and the weeks it holds and charges. */
  seriesId: z.string().optional(),
  occurrences: z.array(z.object({ slotDate: z.string(), slotTime: z.string() })).optional(),
});
export type CreateBookingOrderResponse = z.infer<typeof createBookingOrderResponse>;

/** POST /api/user/verify-booking-payment */
export const verifyBookingPaymentBody = z.object({ ...razorpayPaymentFields, ...bookingDetails });
export type VerifyBookingPaymentBody = z.infer<typeof verifyBookingPaymentBody>;

/** Answer of the verify calls (the spec leaves it open). */
export const bookingResultResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  appointmentId: z.string().optional(),
});
export type BookingResultResponse = z.infer<typeof bookingResultResponse>;

/** POST /api/user/payment-razorpay: pay an existing unpaid appointment. */
export const paymentRazorpayBody = z.object({ appointmentId: idParam });
export type PaymentRazorpayBody = z.infer<typeof paymentRazorpayBody>;

export const paymentRazorpayResponse = z.object({
  success: z.literal(true),
  order: paymentOrder,
  razorpayKeyId: z.string().optional(),
  provider: checkoutProvider.optional(),
  /** ISO instant the reservation ends. */
  holdExpiresAt: z.string().optional(),
  message: z.string().optional(),
});
export type PaymentRazorpayResponse = z.infer<typeof paymentRazorpayResponse>;

/** POST /api/user/verifyRazorpay */
export const verifyRazorpayBody = z.object({
  ...razorpayPaymentFields,
  appointmentId: idParam.optional(),
});
export type VerifyRazorpayBody = z.infer<typeof verifyRazorpayBody>;

/** POST /api/user/verifyStripe: values come from the /verify query string. */
export const verifyStripeBody = z.object({
  success: z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')]),
  appointmentId: idParam,
});
export type VerifyStripeBody = z.infer<typeof verifyStripeBody>;

/** GET /api/user/slot-hold/:therapistId: the caller's own live payment hold with this therapist. */
export const slotHold = z.object({
  slotDate: z.string(),
  slotTime: z.string(),
  sessionType: sessionType,
  holdExpiresAt: z.string(),
});
export type SlotHold = z.infer<typeof slotHold>;
export const slotHoldResponse = z.object({ success: z.literal(true), hold: slotHold.nullable() });

type WireSlot = { docId: string };
type InsideSlot = { therapistId: string };
type WireContact = {
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  userPhone: string;
};
type InsideContact = {
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  clientPhone: string;
};

/** A slot body's `docId` is the therapist's id: inside the code, `therapistId`. */
export function fromWireSlot<T extends WireSlot>(wire: T): Omit<T, 'docId'> & InsideSlot {
  const { docId, ...rest } = wire;
  return { ...rest, therapistId: docId };
}

export function toWireSlot<T extends InsideSlot>(inside: T): Omit<T, 'therapistId'> & WireSlot {
  const { therapistId, ...rest } = inside;
  return { ...rest, docId: therapistId };
}

/** The booking form's body: the slot plus the client's contact (`user…` on the wire). */
export function fromWireBookingDetails<T extends WireSlot & WireContact>(
  wire: T,
): Omit<T, keyof WireSlot | keyof WireContact> & InsideSlot & InsideContact {
  const { docId, userFirstName, userLastName, userEmail, userPhone, ...rest } = wire;
  return {
    ...(rest as Omit<T, keyof WireSlot | keyof WireContact>),
    therapistId: docId,
    clientFirstName: userFirstName,
    clientLastName: userLastName,
    clientEmail: userEmail,
    clientPhone: userPhone,
  };
}

export function toWireBookingDetails<T extends InsideSlot & InsideContact>(
  inside: T,
): Omit<T, keyof InsideSlot | keyof InsideContact> & WireSlot & WireContact {
  const { therapistId, clientFirstName, clientLastName, clientEmail, clientPhone, ...rest } =
    inside;
  return {
    ...(rest as Omit<T, keyof InsideSlot | keyof InsideContact>),
    docId: therapistId,
    userFirstName: clientFirstName,
    userLastName: clientLastName,
    userEmail: clientEmail,
    userPhone: clientPhone,
  };
}
