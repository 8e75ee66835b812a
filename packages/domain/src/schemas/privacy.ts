import { z } from 'zod';
import { invoiceDocument } from './invoices';
import { text } from './common';
import { CANCELLATION_REASON_MAX } from '../constants';
import {
  dashboardDocumentsResponse,
  dashboardProfileResponse,
  therapistAppointmentItem,
  therapistProfileStatus,
  weeklyHoursBody,
} from './dashboard';
import { PRIVACY_MESSAGES } from './privacy-text';

export * from './privacy-text';

/** POST /api/user/delete-account: the password confirms it is the owner, not a borrowed session. */
export const deleteAccountBody = z.object({
  password: text({ error: PRIVACY_MESSAGES.passwordRequired })
    .min(1, PRIVACY_MESSAGES.passwordRequired)
    .max(128),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const deleteAccountResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** When the personal data is erased (ISO time). */
  eraseAfter: z.string(),
  /** Future bookings cancelled with the request, and the refunds they gave. */
  cancelledAppointments: z.number().int(),
  refundPaise: z.number().int(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;

const iso = z.string();

export const myDataAccount = z.object({
  id: z.string(),
  role: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  createdAt: iso,
});

export const myDataAppointment = z.object({
  id: z.string(),
  therapistName: z.string(),
  slotDate: z.string(),
  slotTime: z.string(),
  startsAt: iso,
  sessionType: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  payment: z.string(),
  bookingFeePaise: z.number().int(),
  therapistFeeRupees: z.number().int().nullable(),
  isApproved: z.boolean(),
  isCompleted: z.boolean(),
  sessionStatus: z.string().nullable(),
  cancelled: z.boolean(),
  cancelledAt: iso.nullable(),
  cancellationStatus: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: iso,
});

export const myDataPayment = z.object({
  id: z.string(),
  appointmentId: z.string().nullable(),
  provider: z.string(),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  amountPaise: z.number().int(),
  currency: z.string(),
  status: z.string(),
  createdAt: iso,
});

export const myDataRefund = z.object({
  id: z.string(),
  paymentId: z.string(),
  appointmentId: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  amountPaise: z.number().int(),
  status: z.string(),
  reason: z.string(),
  createdAt: iso,
});

export const myDataReport = z.object({
  id: z.string(),
  therapistName: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: iso,
});

export const myDataLike = z.object({
  therapistName: z.string(),
  therapistSlug: z.string(),
  likedAt: iso,
});

export const myDataContactMessage = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: iso,
});

export const myDataNewsletter = z.object({ email: z.string(), subscribedAt: iso });

/** The proven phone, text-message choices, WhatsApp consent and the texts sent. */
export const myDataNotifications = z.object({
  phone: z.string().nullable(),
  phoneVerifiedAt: iso.nullable(),
  choices: z
    .object({
      smsBookings: z.boolean(),
      smsReminders: z.boolean(),
      whatsappBookings: z.boolean(),
      whatsappReminders: z.boolean(),
    })
    .nullable(),
  whatsappConsent: z.object({ at: iso, wording: z.string().nullable() }).nullable(),
  texts: z.array(
    z.object({
      channel: z.enum(['sms', 'whatsapp']),
      kind: z.string(),
      to: z.string(),
      body: z.string(),
      status: z.string(),
      createdAt: iso,
      sentAt: iso.nullable(),
    }),
  ),
});

/** A therapist's own part: profile, review state, documents (their details, not the files), hours, sessions. */
export const myDataTherapist = z.object({
  profile: dashboardProfileResponse.shape.profile.extend({
    name: z.string(),
    slug: z.string(),
    professionalTitle: z.string(),
    degree: z.string(),
    experience: z.number().int(),
    status: therapistProfileStatus,
    statusReason: z.string().nullable(),
    verified: z.boolean(),
  }),
  documents: dashboardDocumentsResponse.shape.documents,
  weeklyHours: weeklyHoursBody.shape.timeSlots,
  sessions: z.array(therapistAppointmentItem),
});
export type MyDataTherapist = z.infer<typeof myDataTherapist>;

/** One entry of the person's waitlist: the therapist and the days they wait for. */
export const myDataWaitlistEntry = z.object({
  therapistName: z.string(),
  slotDate: z.string(),
  slotDateTo: z.string().nullable(),
  timeOfDay: z.string().nullable(),
  sessionType: z.string().nullable(),
  noticesSent: z.number().int(),
  createdAt: iso,
});

/** GET /api/user/my-data: everything the service holds about the caller, as a download. */
export const myDataResponse = z.object({
  exportedAt: iso,
  account: myDataAccount,
  appointments: z.array(myDataAppointment),
  payments: z.array(myDataPayment),
  refunds: z.array(myDataRefund),
  /** Tax invoices and credit notes, each as issued. */
  invoices: z.array(invoiceDocument.extend({ id: z.string() })),
  reports: z.array(myDataReport),
  likes: z.array(myDataLike),
  contactMessages: z.array(myDataContactMessage),
  newsletter: myDataNewsletter.nullable(),
  notifications: myDataNotifications,
  /** The days the person waits for a time to open (ended entries included). */
  waitlist: z.array(myDataWaitlistEntry).optional(),
  /** Therapist accounts only. */
  therapist: myDataTherapist.optional(),
});
export type MyData = z.infer<typeof myDataResponse>;

/** GET /api/admin/account-deletions: the email is shown until the data is erased, then null. */
export const accountDeletionItem = z.object({
  accountId: z.string(),
  email: z.string().nullable(),
  requestedAt: iso,
  eraseAfter: iso,
  erasedAt: iso.nullable(),
});
export type AccountDeletionItem = z.infer<typeof accountDeletionItem>;

export const accountDeletionsResponse = z.object({
  success: z.literal(true),
  deletions: z.array(accountDeletionItem),
});

/** POST /api/user/close-account-request: a therapist or admin asks the team to close the account. */
export const closeAccountRequestBody = z.object({
  note: text()
    .trim()
    .max(CANCELLATION_REASON_MAX, PRIVACY_MESSAGES.closureNoteMax)
    .optional()
    .default(''),
});
export type CloseAccountRequestBody = z.infer<typeof closeAccountRequestBody>;
