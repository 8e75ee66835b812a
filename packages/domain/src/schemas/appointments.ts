import { z } from 'zod';
import { CANCELLATION_REASON_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { idParam, text } from './common';
import { sessionType } from './booking';
import { slotDate, slotTime } from './therapist';
import { fromWireId, toWireId, type FromWireId } from './wire-ids';
import { rescheduleProposal } from './reschedule';

export const sessionStatus = z.enum(['not-attended']);
export const cancellationStatus = z.enum(['pending', 'approved', 'rejected']);
export type CancellationStatus = z.infer<typeof cancellationStatus>;
export const cancellationRequestedBy = z.enum(['therapist', 'user']);
export type CancellationRequestedBy = z.infer<typeof cancellationRequestedBy>;
export const refundStatus = z.enum(['pending', 'processed', 'failed']);
export type RefundStatus = z.infer<typeof refundStatus>;

/**
 * How a session is joined: an online one's private video room (its link only while it is open,
 * from 10 minutes before the start to the end), an in-person one's address and map link.
 */
export const sessionAccess = z.object({
  videoRoom: z
    .object({ url: z.string().nullable(), opensAt: z.string(), closesAt: z.string() })
    .nullable(),
  venue: z.object({ address: z.string(), mapUrl: z.string() }).nullable(),
});
export type SessionAccess = z.infer<typeof sessionAccess>;

export const appointmentItem = z.object({
  _id: z.string(),
  docData: z.object({
    name: z.string(),
    image: z.string(),
    professionalTitle: z.string(),
    fees: z.number().nullable(),
    /** The booking page's address part ("Book your next session"); absent from older servers. */
    slug: z.string().optional(),
  }),
  slotDate,
  slotTime,
  sessionType,
  cancelled: z.boolean(),
  isCompleted: z.boolean(),
  isApproved: z.boolean(),
  payment: z.boolean(),
  sessionStatus: sessionStatus.nullable(),
  cancellationStatus: cancellationStatus.nullable(),
  cancellationRequestedBy: cancellationRequestedBy.nullable(),
  /** Therapist's session fee in rupees, paid at the session. */
  therapistFee: z.number().nullable(),
  /** Booking fee in rupees (99), paid online. */
  bookingFee: z.number(),
  refund: z
    .object({ status: refundStatus, amountPaise: z.number().int().nonnegative() })
    .nullable(),
  /** Cancelled because the client declined the times the therapist proposed. */
  proposalDeclined: z.boolean().optional(),
  /** The standing weekly series this session belongs to (decision 0066); absent from older servers. */
  seriesId: z.string().nullable().default(null),
  /** ISO timestamp of the booking; starts the 24 h refund window. */
  createdAt: z.string(),
  /** Unpaid reservations: the instant the slot is released (ISO); null otherwise. */
  reservationExpiresAt: z.string().nullable(),
  /** Who cancelled: the client, the therapist, the admin team, or the system (expired reservation). */
  cancelledBy: z.enum(['user', 'therapist', 'admin', 'system']).nullable(),
  /** When the client asked for the cancellation (ISO); decides the refund with createdAt. */
  cancellationRequestedAt: z.string().nullable(),
  /** The video room or the address of the session (docs/decisions/0021). */
  access: sessionAccess,
  /** Whether the client may move it now, and the life cycle's reason when not (decision 0040). */
  rescheduleAllowed: z.boolean(),
  rescheduleRefusal: z.string().nullable(),
  /** The client's own moves so far (at most 2). */
  rescheduleCount: z.number().int().nonnegative(),
  /** The therapist's proposal of new times waiting for the client's answer. */
  proposal: rescheduleProposal.nullable(),
  /**
   * Whether the therapist's profile is listed now: a suspended therapist's card says so instead
   * of pointing at a profile that is gone (decision 0049). Absent from older servers: listed.
   */
  therapistListed: z.boolean().default(true),
});
export type AppointmentItem = z.infer<typeof appointmentItem>;
/** A client's appointment as the code inside names it (the wire's `_id` is `id`). */
export type Appointment = FromWireId<AppointmentItem>;
export const fromWireAppointment = (wire: AppointmentItem): Appointment => fromWireId(wire);
export const toWireAppointment = (item: Appointment): AppointmentItem => toWireId(item);

/** GET /api/user/appointments, newest first. */
export const appointmentsResponse = z.object({
  success: z.literal(true),
  appointments: z.array(appointmentItem),
});
export type AppointmentsResponse = z.infer<typeof appointmentsResponse>;

/** POST /api/user/reschedule-appointment and /api/user/respond-reschedule */
export const rescheduleResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: appointmentItem,
});
export type RescheduleResponse = z.infer<typeof rescheduleResponse>;

const A = MESSAGES.appointments;

/** POST /api/user/request-cancellation */
export const requestCancellationBody = z.object({
  appointmentId: idParam,
  cancellationReason: z
    .string({ error: A.reasonRequired })
    .trim()
    .min(1, A.reasonRequired)
    .max(CANCELLATION_REASON_MAX, A.reasonMax),
});
export type RequestCancellationBody = z.infer<typeof requestCancellationBody>;

/** POST /api/user/cancel-appointment (unpaid reservations only). */
export const cancelAppointmentBody = z.object({ appointmentId: idParam });
export type CancelAppointmentBody = z.infer<typeof cancelAppointmentBody>;

const R = MESSAGES.report;

/** POST /api/user/report-therapist */
export const reportTherapistBody = z.object({
  therapistId: text({ error: R.unknownTherapist })
    .min(1, R.unknownTherapist)
    .max(64, R.unknownTherapist),
  therapistName: text().trim().max(200).default(''),
  /** The reporter's session the report is about; when absent the server links their latest. */
  appointmentId: text().trim().max(64).optional(),
  message: text({ error: R.messageRequired })
    .trim()
    .min(1, R.messageRequired)
    .max(1000, MESSAGES.booking.messageMax),
});
export type ReportTherapistBody = z.infer<typeof reportTherapistBody>;

/** How the booking fee refund of a cancellation was decided (see refundForCancellation). */
export const refundRule = z.enum(['therapist-full', 'within-window', 'after-window']);

/** POST /api/user/request-cancellation: what the policy refunds if the request is approved. */
export const requestCancellationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  refundPaise: z.number().int().nonnegative(),
  rule: refundRule,
  /** True when the refund window decided it: cancelled and refunded at once, no team review. */
  approved: z.boolean(),
});
export type RequestCancellationResponse = z.infer<typeof requestCancellationResponse>;

const adminReason = text().trim().max(CANCELLATION_REASON_MAX, A.reasonMax);

/** POST /api/admin/appointments/:id/<decision>: an optional note (reject) or reason. */
export const adminDecisionBody = z.object({ reason: adminReason.optional() }).default({});
export type AdminDecisionBody = z.infer<typeof adminDecisionBody>;

/** POST /api/admin/appointments/:id/therapist-cancellation: the therapist's reason is required. */
export const therapistCancellationBody = z.object({
  reason: text({ error: A.reasonRequired })
    .trim()
    .min(1, A.reasonRequired)
    .max(CANCELLATION_REASON_MAX, A.reasonMax),
});
export type TherapistCancellationBody = z.infer<typeof therapistCancellationBody>;

export const adminDecisionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  appointmentId: z.string(),
  /** Approved cancellations: the policy's refund and, when money is due, its status. */
  refund: z
    .object({
      amountPaise: z.number().int().nonnegative(),
      rule: refundRule,
      status: refundStatus.nullable(),
    })
    .nullable(),
  /** The refund is recorded but the payment provider was not reached: run the decision again. */
  refundRetryNeeded: z.boolean(),
});
export type AdminDecisionResponse = z.infer<typeof adminDecisionResponse>;

export const cancellationRequestItem = z.object({
  _id: z.string(),
  slotDate,
  slotTime,
  sessionType,
  therapistName: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  requestedBy: cancellationRequestedBy,
  requestedAt: z.string(),
  reason: z.string(),
  /** The booking instant: starts the 24 h refund window. */
  bookedAt: z.string(),
  refundPaise: z.number().int().nonnegative(),
  rule: refundRule,
});
export type CancellationRequestItem = z.infer<typeof cancellationRequestItem>;
/** A pending cancellation request as the code inside names it (`id`). */
export type CancellationRequest = FromWireId<CancellationRequestItem>;
export const fromWireCancellationRequest = (wire: CancellationRequestItem): CancellationRequest =>
  fromWireId(wire);
export const toWireCancellationRequest = (item: CancellationRequest): CancellationRequestItem =>
  toWireId(item);

/** GET /api/admin/cancellation-requests: pending requests, oldest first. */
export const cancellationRequestsResponse = z.object({
  success: z.literal(true),
  requests: z.array(cancellationRequestItem),
});
export type CancellationRequestsResponse = z.infer<typeof cancellationRequestsResponse>;
