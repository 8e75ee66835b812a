import { z } from 'zod';
import { CANCELLATION_REASON_MAX } from '../constants';
import { DOCUMENT_STATES } from '../document-review';
import { MESSAGES } from '../messages';
import { text } from './common';
import { minimumNoticeHours } from './time-off';
import {
  cancellationRequestedBy,
  cancellationStatus,
  refundStatus,
  sessionAccess,
} from './appointments';
import { slotDate, slotTime, weekdayKey } from './therapist';
import { rescheduleProposal } from './reschedule';
import { inPersonAddressMissing, therapistJoinPayload } from './therapist-join';
import { fromWireId, toWireId, type FromWireId } from './wire-ids';

const A = MESSAGES.appointments;

export const therapistProfileStatus = z.enum([
  'pending',
  'approved',
  'changes_requested',
  'rejected',
  'suspended',
]);
export type TherapistProfileStatus = z.infer<typeof therapistProfileStatus>;

/** GET /api/dashboard/me: the therapist's profile state for the banner. */
export const dashboardMeResponse = z.object({
  success: z.literal(true),
  therapist: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    imageUrl: z.string(),
    status: therapistProfileStatus,
    /** The admin team's reason (changes requested, rejected, suspended). */
    statusReason: z.string().nullable(),
    statusChangedAt: z.string().nullable(),
    verified: z.boolean(),
    /** Listed in the directory and bookable (approved and available). */
    live: z.boolean(),
  }),
});
export type DashboardMe = z.infer<typeof dashboardMeResponse>['therapist'];

/** One appointment as its therapist sees it: only what the session needs of the client. */
export const therapistAppointmentItem = z.object({
  _id: z.string(),
  clientName: z.string(),
  sessionType: z.enum(['online', 'in-person']),
  slotDate,
  slotTime,
  startsAt: z.string(),
  /** The client's message from the booking form. */
  message: z.string(),
  payment: z.boolean(),
  isApproved: z.boolean(),
  isCompleted: z.boolean(),
  sessionStatus: z.enum(['not-attended']).nullable(),
  cancelled: z.boolean(),
  cancelledBy: z.enum(['user', 'therapist', 'admin', 'system']).nullable(),
  cancellationStatus: cancellationStatus.nullable(),
  cancellationRequestedBy: cancellationRequestedBy.nullable(),
  /** Cancelled because the client declined the new times the therapist proposed. */
  proposalDeclined: z.boolean().optional(),
  /** The standing weekly series this session belongs to (decision 0066). */
  seriesId: z.string().nullable().default(null),
  /** The session fee the therapist collects at the session, in rupees. */
  feeRupees: z.number().nullable(),
  refund: z.object({ status: refundStatus, amountPaise: z.number().int() }).nullable(),
  /** Paid and not yet accepted: cancelled with a full refund if not accepted by then (ISO). */
  acceptBy: z.string().nullable(),
  access: sessionAccess,
  createdAt: z.string(),
  /** New times the therapist proposed, waiting for the client's answer (decision 0040). */
  proposal: rescheduleProposal.nullable(),
});
export type TherapistAppointmentItem = z.infer<typeof therapistAppointmentItem>;
/** A therapist's session as the code inside names it (the wire's `_id` is `id`). */
export type TherapistAppointment = FromWireId<TherapistAppointmentItem>;
export const fromWireTherapistAppointment = (
  wire: TherapistAppointmentItem,
): TherapistAppointment => fromWireId(wire);
export const toWireTherapistAppointment = (item: TherapistAppointment): TherapistAppointmentItem =>
  toWireId(item);

export const therapistAppointmentsResponse = z.object({
  success: z.literal(true),
  appointments: z.array(therapistAppointmentItem),
});

/** POST /api/dashboard/appointments/:id/request-cancellation */
export const therapistCancellationRequestBody = z.object({
  reason: text({ error: A.reasonRequired })
    .trim()
    .min(1, A.reasonRequired)
    .max(CANCELLATION_REASON_MAX, A.reasonMax),
});
export type TherapistCancellationRequestBody = z.infer<typeof therapistCancellationRequestBody>;

/** POST /api/dashboard/appointments/:id/decline: an optional reason, told to the client. */
export const therapistDeclineBody = z.object({
  reason: text().trim().max(CANCELLATION_REASON_MAX, A.reasonMax).optional().default(''),
});

/** Every action's answer. */
export const therapistActionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  appointmentId: z.string(),
});
export type TherapistActionResponse = z.infer<typeof therapistActionResponse>;

/** GET /api/dashboard/stats: bookings and expected income per IST week. */
export const dashboardStatsResponse = z.object({
  success: z.literal(true),
  weeks: z.array(
    z.object({
      weekStart: slotDate,
      bookings: z.number().int(),
      incomeRupees: z.number(),
      past: z.boolean(),
      current: z.boolean(),
    }),
  ),
});
export type DashboardStats = z.infer<typeof dashboardStatsResponse>['weeks'];

export const HOURS_REQUIRED = 'Please choose at least one hour in the week.';

/** GET and PUT /api/dashboard/hours: hourly start times per weekday, IST. */
export const weeklyHoursBody = z.object({
  timeSlots: z
    .partialRecord(weekdayKey, z.array(slotTime).max(24))
    .refine(
      (slots) =>
        Object.values(slots).every((times) => (times ?? []).every((t) => t.endsWith(':00'))),
      'Hours start on the hour.',
    )
    .refine((slots) => Object.values(slots).some((t) => (t?.length ?? 0) > 0), HOURS_REQUIRED),
  /** Left out, the notice stays as it is. */
  minimumNoticeHours: minimumNoticeHours.optional(),
});
export type WeeklyHoursBody = z.infer<typeof weeklyHoursBody>;
export const weeklyHoursResponse = weeklyHoursBody.extend({
  success: z.literal(true),
  message: z.string().optional(),
  minimumNoticeHours: z.number().int(),
});

const join = therapistJoinPayload.shape;

/**
 * PUT /api/dashboard/profile: what the therapist edits in the dashboard, with the join form's
 * rules and messages. Everything here goes live at once; name, title, qualifications and
 * experience change only through the team once approved (docs/decisions/0022, 0035).
 */
export const dashboardProfileBody = z
  .object({
    about: join.about,
    aboutHi: join.aboutHi,
    fees: join.fees,
    specialities: join.specialities,
    languages: join.languages,
    sessionModes: join.sessionModes,
    expertise: join.expertise,
    location: join.location,
    address: join.address,
  })
  .superRefine((v, ctx) => {
    if (inPersonAddressMissing(v))
      ctx.addIssue({ code: 'custom', path: ['address'], message: MESSAGES.join.addressRequired });
  });
export type DashboardProfileBody = z.infer<typeof dashboardProfileBody>;
export type DashboardProfileInput = z.input<typeof dashboardProfileBody>;

/** GET /api/dashboard/profile: the editable fields as stored, plus the photo and documents. */
export const dashboardProfileResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  profile: z.object({
    about: z.string(),
    /** '' when the therapist wrote no Hindi introduction. */
    aboutHi: z.string(),
    fees: z.number().nullable(),
    specialities: z.array(z.string()),
    languages: z.array(z.string()),
    sessionModes: z.array(z.string()),
    expertise: z.array(z.string()),
    city: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    pincode: z.string(),
    imageUrl: z.string(),
  }),
});
export type DashboardProfile = z.infer<typeof dashboardProfileResponse>['profile'];

/** GET /api/dashboard/documents: the therapist's private qualification documents. */
export const dashboardDocumentsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  /** The Verified Therapist badge as the directory shows it now. */
  verified: z.boolean(),
  documents: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
      uploadedAt: z.string(),
      /** The team's review (decision 0048): waiting, accepted, or asked for again with a reason. */
      state: z.enum(DOCUMENT_STATES),
      reviewedAt: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type DashboardDocuments = z.infer<typeof dashboardDocumentsResponse>;
